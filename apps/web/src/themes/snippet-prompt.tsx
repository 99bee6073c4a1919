import { useState } from 'react';
import { snippetVariables, type Snippet, type SnippetVariable } from '@lectern/contracts';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { SettingsField } from '../deck-settings';
import { SnippetMediaField } from './snippet-media-field';
import { snippetTexts } from './theme-texts';
import './snippet-prompt.css';

const isMedia = (variable: SnippetVariable): variable is SnippetVariable & { kind: 'image' | 'video' } =>
  variable.kind !== 'text';

/**
 * Asks for a snippet's variables before it is inserted (spec/002 §3 "Snippet"): one field each,
 * starting from its default; for a label ending in [IMAGE] or [VIDEO] the file is chosen in the
 * media library.
 */
export function SnippetPrompt({
  snippet,
  onInsert,
  onClose,
}: {
  snippet: Snippet;
  onInsert: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  const variables = snippetVariables(snippet.template);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(variables.map((variable) => [variable.label, variable.defaultValue])),
  );
  return (
    <PromptDialog title={snippetTexts.insertTitle(snippet.title)} className="snippet-prompt" onDismiss={onClose}>
      <form
        className="snippet-prompt__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onInsert(values);
        }}
      >
        {variables.map((variable) => {
          const value = values[variable.label] ?? '';
          const onChange = (changed: string) => setValues((current) => ({ ...current, [variable.label]: changed }));
          return isMedia(variable) ? (
            <SnippetMediaField key={variable.label} variable={variable} value={value} onChange={onChange} />
          ) : (
            <SettingsField
              key={variable.label}
              name={variable.label}
              label={variable.label}
              value={value}
              onChange={onChange}
            />
          );
        })}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            {snippetTexts.insert}
          </button>
        </div>
      </form>
    </PromptDialog>
  );
}
