import type { Theme } from '@lectern/contracts';
import { deckThemeAttributes } from '../deck-styles/theme';

/**
 * The team's themes, for a member's deck: choosing one takes over its look (colour, font,
 * transitions, size, centring, links and CSS), as a new deck of the team starts from the default.
 */
export function TeamThemesField({
  themes,
  chosen,
  onChoose,
}: {
  themes: readonly Theme[];
  chosen: string | null;
  onChoose: (theme: Theme) => void;
}) {
  return (
    <fieldset className="prompt-fieldset">
      <legend className="field__label">Team themes</legend>
      <div className="option-grid">
        {themes.map((theme) => (
          <label key={theme.id} className="option-chip team-theme-chip">
            <input
              type="radio"
              name="theme_id"
              value={theme.id}
              checked={chosen === theme.id}
              onChange={() => onChoose(theme)}
            />
            <span>
              <span
                className="team-theme-chip__swatch deck-theme"
                {...deckThemeAttributes({ theme_color: theme.color, theme_font: theme.font })}
                aria-hidden="true"
              />
              {theme.name}
            </span>
          </label>
        ))}
      </div>
      <p className="field__hint">A colour or font chosen below makes the look the deck’s own.</p>
    </fieldset>
  );
}
