import { useId } from 'react';
import { DECK_SCRIPT_MAX_COUNT, DECK_SCRIPT_URL_MAX_LENGTH } from '@lectern/domain';
import type { FieldProblems, ScriptField } from './save-failure';
import type { SectionProps } from './section-props';
import { scriptTexts } from './texts';

const rowField = (index: number): ScriptField => `script_urls.${index}`;

/**
 * The deck's script URLs (spec/001 §5, spec/002 §3): rows of https addresses, loaded by the present
 * views in order. Editable only where the policy allows (`can_use_scripts`: the owner's team allows
 * scripts); otherwise the section says why, and lists what the deck holds.
 */
export function ScriptsSection({
  values,
  set,
  allowed,
  problems,
  onCheck,
}: SectionProps & {
  allowed: boolean;
  problems: FieldProblems;
  /** Checks a row when the person leaves it. */
  onCheck: (index: number) => void;
}) {
  const id = useId();
  const rows = values.script_urls;
  if (!allowed)
    return (
      <div className="deck-scripts">
        <p className="field__hint">
          <strong>{scriptTexts.unavailable}</strong> {scriptTexts.unavailableHow}
        </p>
        {rows.length > 0 && (
          <>
            <p className="field__hint">{scriptTexts.stored}</p>
            <ul className="deck-scripts__stored">
              {rows.map((url) => (
                <li key={url}>{url}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  const change = (index: number, url: string) =>
    set(
      'script_urls',
      rows.map((row, i) => (i === index ? url : row)),
    );
  return (
    <fieldset className="prompt-fieldset deck-scripts" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{scriptTexts.legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {scriptTexts.hint}
      </p>
      {rows.map((url, index) => {
        const problem = problems[rowField(index)];
        const rowId = `${id}-${index}`;
        return (
          <div key={index} className="deck-scripts__row">
            <label htmlFor={rowId} className="visually-hidden">
              {scriptTexts.row(index + 1)}
            </label>
            <input
              id={rowId}
              name={rowField(index)}
              type="url"
              inputMode="url"
              className="field__input"
              value={url}
              maxLength={DECK_SCRIPT_URL_MAX_LENGTH}
              placeholder="https://"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${rowId}-problem` : undefined}
              onChange={(event) => change(index, event.target.value)}
              onBlur={() => onCheck(index)}
            />
            <button
              type="button"
              className="button"
              aria-label={scriptTexts.remove(index + 1)}
              onClick={() =>
                set(
                  'script_urls',
                  rows.filter((_, i) => i !== index),
                )
              }
            >
              Remove
            </button>
            <p id={`${rowId}-problem`} className="field__problem deck-scripts__problem" role="alert">
              {problem}
            </p>
          </div>
        );
      })}
      <button
        type="button"
        className="button"
        disabled={rows.length >= DECK_SCRIPT_MAX_COUNT}
        onClick={() => set('script_urls', [...rows, ''])}
      >
        {scriptTexts.add}
      </button>
    </fieldset>
  );
}
