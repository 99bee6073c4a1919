import { useId, useState } from 'react';
import {
  DEFAULT_SNIPPET_TITLE,
  snippetTemplateProblem,
  snippetVariables,
  SNIPPET_TITLE_MAX_LENGTH,
  themeMessages,
  type Snippet,
} from '@lectern/contracts';
import { SNIPPETS_PER_THEME_MAX } from '@lectern/domain';
import { useConfirm } from '../dialogs/confirm-dialog';
import { snippetTexts } from './theme-texts';

/** The template box starts at 4 rows and grows with its lines up to 10 (spec/002 §5). */
const templateRows = (template: string) => Math.min(10, Math.max(4, template.split('\n').length));

/**
 * The theme's snippets (spec/002 §2, §4): added as 'New snippet', edited in place, moved up or
 * down, deleted after a confirmation. A template holding a script is refused as it is typed: the
 * change is not applied and the refusal is said.
 */
export function SnippetsTab({ snippets, onChange }: { snippets: Snippet[]; onChange: (snippets: Snippet[]) => void }) {
  const infoId = useId();
  const [showInfo, setShowInfo] = useState(false);
  const [refused, setRefused] = useState<{ index: number; message: string } | null>(null);
  const { confirm, dialog } = useConfirm();

  const update = (index: number, change: Partial<Snippet>) =>
    onChange(snippets.map((snippet, at) => (at === index ? { ...snippet, ...change } : snippet)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...snippets];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  const editTemplate = (index: number, template: string) => {
    if (snippetTemplateProblem(template) === themeMessages.snippetScripts) {
      setRefused({ index, message: themeMessages.snippetScripts });
      return;
    }
    setRefused(null);
    update(index, { template });
  };
  const remove = async (index: number) => {
    const snippet = snippets[index]!;
    const confirmed = await confirm({
      title: snippetTexts.confirmRemoveTitle,
      text: snippetTexts.confirmRemoveText(snippet.title || DEFAULT_SNIPPET_TITLE),
      confirmLabel: snippetTexts.remove,
      destructive: true,
    });
    if (confirmed) onChange(snippets.filter((_, at) => at !== index));
  };

  return (
    <section className="theme-snippets" aria-labelledby={`${infoId}-heading`}>
      <header className="theme-snippets__head">
        <h3 id={`${infoId}-heading`} className="theme-snippets__title">
          {snippetTexts.heading}
        </h3>
        <button
          type="button"
          className="link-button"
          aria-expanded={showInfo}
          aria-controls={infoId}
          onClick={() => setShowInfo(!showInfo)}
        >
          {snippetTexts.moreInfo}
        </button>
      </header>
      <p id={infoId} className="field__hint" hidden={!showInfo}>
        {snippetTexts.info}
      </p>
      {snippets.length === 0 && <p className="field__hint">{snippetTexts.empty}</p>}
      <ol className="theme-snippets__list">
        {snippets.map((snippet, index) => (
          <SnippetItem
            key={index}
            index={index}
            snippet={snippet}
            last={index === snippets.length - 1}
            refused={refused?.index === index ? refused.message : undefined}
            onTitle={(title) => update(index, { title })}
            onTemplate={(template) => editTemplate(index, template)}
            onMove={(by) => move(index, by)}
            onRemove={() => void remove(index)}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={snippets.length >= SNIPPETS_PER_THEME_MAX}
        onClick={() => onChange([...snippets, { title: DEFAULT_SNIPPET_TITLE, template: '' }])}
      >
        {snippetTexts.add}
      </button>
      {dialog}
    </section>
  );
}

function SnippetItem({
  index,
  snippet,
  last,
  refused,
  onTitle,
  onTemplate,
  onMove,
  onRemove,
}: {
  index: number;
  snippet: Snippet;
  last: boolean;
  refused?: string;
  onTitle: (title: string) => void;
  onTemplate: (template: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const problem = refused ?? snippetTemplateProblem(snippet.template);
  const variables = snippetVariables(snippet.template);
  const label = snippet.title || DEFAULT_SNIPPET_TITLE;
  return (
    <li className="theme-snippet">
      <div className="theme-snippet__fields">
        <label htmlFor={`${id}-title`} className="field__label">
          {snippetTexts.title}
        </label>
        <input
          id={`${id}-title`}
          className="field__input"
          value={snippet.title}
          maxLength={SNIPPET_TITLE_MAX_LENGTH}
          onChange={(event) => onTitle(event.target.value)}
        />
        <label htmlFor={`${id}-template`} className="field__label">
          {snippetTexts.template}
        </label>
        <textarea
          id={`${id}-template`}
          className="field__input code-field__input"
          rows={templateRows(snippet.template)}
          spellCheck={false}
          value={snippet.template}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => onTemplate(event.target.value)}
        />
        <div id={`${id}-status`} role="status">
          {problem ? (
            <p className="field__problem">{problem}</p>
          ) : (
            variables.length > 0 && (
              <div className="field__hint">
                {snippetTexts.found(variables.length)}
                <ul className="theme-snippet__variables">
                  {variables.map((variable) => (
                    <li key={variable.label}>
                      <code>{variable.label}</code>
                      {variable.defaultValue && <> ({variable.defaultValue})</>}
                    </li>
                  ))}
                </ul>
              </div>
            )
          )}
        </div>
      </div>
      <div className="theme-snippet__actions">
        {index > 0 && (
          <button
            type="button"
            className="button button--small"
            aria-label={`${snippetTexts.moveUp}: ${label}`}
            data-tooltip={snippetTexts.moveUp}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
        )}
        {!last && (
          <button
            type="button"
            className="button button--small"
            aria-label={`${snippetTexts.moveDown}: ${label}`}
            data-tooltip={snippetTexts.moveDown}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
        )}
        <button
          type="button"
          className="button button--small button--danger-text"
          aria-label={`${snippetTexts.remove}: ${label}`}
          onClick={onRemove}
        >
          {snippetTexts.remove}
        </button>
      </div>
    </li>
  );
}
