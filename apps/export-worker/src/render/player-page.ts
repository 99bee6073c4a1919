import type { ExportOptions, DeckSettings } from '@lectern/domain';
import type { PlayerPage } from '@lectern/contracts';
import { escapeText } from '@lectern/deck-format';

/**
 * The player's data for a deck: its look and behaviour from its settings, its markup and its
 * theme's, the view and options.
 */
export function playerPage(input: {
  view: PlayerPage['view'];
  title: string;
  markup: string;
  settings: DeckSettings;
  themeHtml: string;
  options: ExportOptions;
}): PlayerPage {
  const s = input.settings;
  return {
    view: input.view,
    title: input.title,
    markup: input.markup,
    deck: {
      theme_color: s.theme_color,
      theme_font: s.theme_font,
      css_output: s.css_output,
      theme_html: input.themeHtml,
      font_typekit: s.font_typekit,
      font_google: s.font_google,
      width: s.width,
      height: s.height,
      margin: s.margin,
      center: s.center,
      transition: s.transition,
      background_transition: s.background_transition,
      slide_number: s.slide_number,
      rtl: s.rtl,
      should_loop: s.should_loop,
      shuffle: s.shuffle,
      auto_slide_interval: s.auto_slide_interval,
      navigation_mode: s.navigation_mode,
      upsizing_enabled: s.upsizing_enabled,
    },
    options: input.options,
  };
}

/** JSON that cannot end the script element it sits in, whatever the deck's text holds. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The player's page for a deck: its data in a JSON script element, then the player's stylesheet
 * and classic script from `assets` (a relative folder, so the page works from disk).
 */
export function playerHtml(page: PlayerPage, assets: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(page.title)}</title>
<link rel="stylesheet" href="${assets}player.css">
</head>
<body>
<script type="application/json" id="lectern-deck">${scriptJson(page)}</script>
<script src="${assets}player.js"></script>
</body>
</html>
`;
}
