import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { CUSTOM_CSS_MAX_LENGTH } from '@lectern/deck-format/custom-css-limits';
import { CharacterCounter } from './character-counter';
import type { SectionProps } from './section-props';

/**
 * The deck's custom CSS (pro and enterprise, spec/000 §6): LESS or CSS, compiled on the server and
 * applied to this deck's slides only. Other plans see what the deck has, read-only, and where to
 * upgrade.
 */
export function CustomCssSection({
  values,
  set,
  allowed,
  problem,
}: SectionProps & { allowed: boolean; problem?: string }) {
  const id = useId();
  return (
    <div className="prompt-field custom-css">
      <div className="prompt-field__head">
        <label htmlFor={id} className="field__label">
          Custom CSS
        </label>
        <CharacterCounter id={`${id}-counter`} length={values.css_input.length} max={CUSTOM_CSS_MAX_LENGTH} />
      </div>
      <textarea
        id={id}
        name="css_input"
        className="field__input custom-css__input"
        rows={12}
        spellCheck={false}
        value={values.css_input}
        readOnly={!allowed}
        maxLength={CUSTOM_CSS_MAX_LENGTH}
        placeholder={'.reveal h1 {\n  color: #e4572e;\n}'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-counter ${id}-hint ${id}-problem`}
        onChange={(event) => set('css_input', event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {allowed ? (
          'LESS or CSS. Rules apply to the slides of this deck only.'
        ) : (
          <>
            <strong>Custom CSS needs a Pro plan.</strong> <Link to="/account/upgrade">See plans</Link>
          </>
        )}
      </p>
      <p id={`${id}-problem`} className="field__problem" role="alert">
        {problem}
      </p>
    </div>
  );
}
