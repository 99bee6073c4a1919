import { useState } from 'react';
import { CODE_LANGUAGES, type CodeBlock } from '@lectern/deck-format';
import { useEditorApi } from '../editor-context';
import { DraftTextArea } from './draft-text-area';

const LANGUAGE_OPTIONS = Object.entries(CODE_LANGUAGES).sort(([a, labelA], [b, labelB]) =>
  a === 'plaintext' ? -1 : b === 'plaintext' ? 1 : labelA.localeCompare(labelB),
);

/** reveal.js's steps: line numbers and ranges, joined by commas, steps apart by `|`. */
const STEPS = /^[\d\s,|-]*$/;
export const STEPS_MESSAGE = 'Use line numbers and ranges, with | between steps: 1|2-3|4,6';

/** A code block's properties: the code, its language, line numbers and the highlight steps. */
export function CodeInspector({ block }: { block: CodeBlock }) {
  const { run } = useEditorApi();
  const update = (change: Partial<CodeBlock>) => void run('updateBlock', { id: block.id, change });
  const [steps, setSteps] = useState<string | null>(null);
  const stepsValid = steps === null || STEPS.test(steps);
  const commitSteps = () => {
    if (steps === null || !stepsValid) return;
    setSteps(null);
    const lineNumbers = steps.replace(/\s+/g, '');
    if (lineNumbers !== block.lineNumbers) update({ lineNumbers });
  };
  return (
    <>
      <label className="editor-field">
        <span className="editor-field__label">Language</span>
        <select
          className="editor-select"
          value={block.language}
          onChange={(event) => update({ language: event.target.value })}
        >
          {!Object.hasOwn(CODE_LANGUAGES, block.language) && <option value={block.language}>{block.language}</option>}
          {LANGUAGE_OPTIONS.map(([name, label]) => (
            <option key={name} value={name}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <DraftTextArea
        label="Code"
        blockId={block.id}
        value={block.code}
        field="code"
        className="editor-field__code"
        rows={10}
      />
      <label className="editor-field editor-field--check">
        <input
          type="checkbox"
          checked={block.lineNumbers !== null}
          onChange={(event) => update({ lineNumbers: event.target.checked ? '' : null })}
        />
        <span className="editor-field__label">Line numbers</span>
      </label>
      {block.lineNumbers !== null && (
        <label className="editor-field">
          <span className="editor-field__label">Line highlights</span>
          <input
            className="editor-field__input"
            value={steps ?? block.lineNumbers}
            placeholder="1|2-3"
            aria-invalid={!stepsValid}
            aria-describedby={stepsValid ? undefined : `steps-${block.id}`}
            onChange={(event) => setSteps(event.target.value)}
            onBlur={commitSteps}
            onKeyDown={(event) => event.key === 'Enter' && commitSteps()}
          />
          {!stepsValid && (
            <span id={`steps-${block.id}`} className="editor-field__error">
              {STEPS_MESSAGE}
            </span>
          )}
        </label>
      )}
    </>
  );
}
