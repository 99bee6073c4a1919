import { chosenSize } from '../deck-settings/settings-values';
import { deckThemeAttributes } from '../deck-styles/theme';
import { useDebounced } from '../media-library/use-debounced';
import type { ThemeDraft } from './theme-draft';
import { themeTexts } from './theme-texts';

/** The preview repaints this long after an edit (spec/002 §4). */
const REPAINT_MS = 250;
/** The preview's width on the page; the slide is scaled to it. */
const PREVIEW_WIDTH = 320;

/**
 * A sample slide in the theme's look as edited: colour, font, size and centring from the draft,
 * styling as last saved (the server compiles it). Drawn with the one slide stylesheet, inert.
 */
export function ThemePreview({ draft, css }: { draft: ThemeDraft; css: string }) {
  const look = useDebounced(draft, REPAINT_MS);
  const size = chosenSize(look);
  const scale = PREVIEW_WIDTH / size.width;
  return (
    <figure className="theme-preview">
      <figcaption className="field__label">{themeTexts.preview}</figcaption>
      {css && <style data-theme-preview-css="">{css}</style>}
      <div
        className="theme-preview__frame deck-theme"
        {...deckThemeAttributes({ theme_color: look.color, theme_font: look.font })}
        style={{ width: PREVIEW_WIDTH, height: Math.round(size.height * scale) }}
        data-testid="theme-preview"
        aria-hidden="true"
        inert
      >
        <div
          className="deck-slide theme-preview__slide"
          style={{
            width: size.width,
            height: size.height,
            transform: `scale(${scale})`,
            justifyContent: look.center ? 'center' : 'flex-start',
          }}
        >
          <h1>{themeTexts.previewHeading}</h1>
          <p>
            {themeTexts.previewText} <a>{themeTexts.previewLink}</a>.
          </p>
          <ul>
            <li>One</li>
            <li>Two</li>
          </ul>
        </div>
      </div>
    </figure>
  );
}
