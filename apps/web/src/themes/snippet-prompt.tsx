import { useState } from 'react';
import { snippetVariables, type Snippet, type SnippetVariable } from '@lectern/contracts';
import { PromptDialog } from '../deck-settings/prompt-dialog';
import { SettingsField } from '../deck-settings/settings-field';
import { snippetTexts } from './theme-texts';

const fieldLabel = (variable: SnippetVariable) =>
  variable.kind === 'text' ? variable.label : `${variable.label} ${snippetTexts.addressSuffix}`;

/**
 * Asks for a snippet's variables before it is inserted (spec/002 §3 "Snippet"): one field each,
 * starting from its default; a label ending in [IMAGE] or [VIDEO] asks for the media's address.
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
        {variables.map((variable) => (
          <SettingsField
            key={variable.label}
            name={variable.label}
            label={fieldLabel(variable)}
            value={values[variable.label] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [variable.label]: value }))}
          />
        ))}
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
