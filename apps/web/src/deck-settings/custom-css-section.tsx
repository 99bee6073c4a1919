import { Link } from '@tanstack/react-router';
import { CUSTOM_CSS_MAX_LENGTH } from '@lectern/deck-format/custom-css-limits';
import { CodeField } from '../forms/code-field';
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
  return (
    <CodeField
      name="css_input"
      label="Custom CSS"
      value={values.css_input}
      max={CUSTOM_CSS_MAX_LENGTH}
      readOnly={!allowed}
      placeholder={'.reveal h1 {\n  color: #e4572e;\n}'}
      problem={problem}
      onChange={(css) => set('css_input', css)}
      hint={
        allowed ? (
          'LESS or CSS. Rules apply to the slides of this deck only.'
        ) : (
          <>
            <strong>Custom CSS needs a Pro plan.</strong> <Link to="/account/upgrade">See plans</Link>
          </>
        )
      }
    />
  );
}
