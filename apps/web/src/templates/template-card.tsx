import type { ReactNode } from 'react';
import type { DeckThemeNames } from '../deck-styles/theme';
import { SlideStill } from '../deck-styles/slide-still';
import { templateTexts } from './texts';

/** The deck a template goes into: its slide size and theme, which draw the template. */
export interface TemplateLook extends DeckThemeNames {
  readonly width: number;
  readonly height: number;
  /** The markup of the theme it follows, drawn on every slide; '' for none. */
  readonly theme_html: string;
}

/**
 * One template of the browser: its slide drawn in the deck's theme, with the theme's markup, 228 px wide (spec/002 §9),
 * inserted by pressing it. One not offered for the deck's theme is shown semi-hidden, for managers.
 */
export function TemplateCard({
  label,
  html,
  look,
  insertLabel = templateTexts.insert(label),
  available = true,
  onInsert,
  actions,
}: {
  label: string;
  html: string;
  look: TemplateLook;
  insertLabel?: string;
  available?: boolean;
  onInsert: () => void;
  actions?: ReactNode;
}) {
  return (
    <li className={`template-card${available ? '' : ' template-card--unavailable'}`}>
      <button type="button" className="template-card__insert" aria-label={insertLabel} onClick={onInsert}>
        <SlideStill markup={html} width={look.width} height={look.height} theme={look} themeHtml={look.theme_html} />
        <span className="template-card__label">{label}</span>
      </button>
      {!available && <span className="template-card__note">{templateTexts.unavailable}</span>}
      {actions && <div className="template-card__actions">{actions}</div>}
    </li>
  );
}
