import type { DeckSettings } from '../deck/settings.js';
import type { ThemeFields } from './fields.js';

/**
 * The deck settings a theme gives a deck (decision 0040), which a deck naming the theme follows
 * (decision 0057). `css_output` goes with `css_input`: it is that input compiled.
 */
export const THEME_DECK_SETTINGS = [
  'theme_color',
  'theme_font',
  'transition',
  'background_transition',
  'width',
  'height',
  'center',
  'rolling_links',
  'font_typekit',
  'font_google',
  'css_input',
  'css_output',
] as const;
export type ThemeDeckSetting = (typeof THEME_DECK_SETTINGS)[number];

/** What of a theme its decks take. */
export type ThemeLook = Pick<
  ThemeFields,
  | 'color'
  | 'font'
  | 'transition'
  | 'background_transition'
  | 'width'
  | 'height'
  | 'center'
  | 'rolling_links'
  | 'font_typekit'
  | 'font_google'
  | 'less'
  | 'css'
>;

/** The theme's values of the settings it gives; its styling is the deck's custom CSS, compiled as the deck's would be. */
export const themeDeckSettings = (theme: ThemeLook): Pick<DeckSettings, ThemeDeckSetting> => ({
  theme_color: theme.color,
  theme_font: theme.font,
  transition: theme.transition,
  background_transition: theme.background_transition,
  width: theme.width,
  height: theme.height,
  center: theme.center,
  rolling_links: theme.rolling_links,
  font_typekit: theme.font_typekit,
  font_google: theme.font_google,
  css_input: theme.less,
  css_output: theme.css,
});

/** The setting a deck records as its own when it changes `setting`. */
const ownedAs = (setting: ThemeDeckSetting): ThemeDeckSetting => (setting === 'css_output' ? 'css_input' : setting);

/**
 * A deck's settings as it shows them (decision 0057): while it names a theme it follows (`theme`,
 * found by the caller only where the deck may follow it), each setting the theme gives is the
 * theme's as it is now, except those the deck changed itself since it took the theme
 * (`theme_overrides`); without one, its settings as stored.
 */
export function followedSettings(settings: DeckSettings, theme: ThemeLook | undefined): DeckSettings {
  if (!theme || settings.theme_id === null) return settings;
  const own = new Set(settings.theme_overrides);
  const given = Object.entries(themeDeckSettings(theme)).filter(
    ([setting]) => !own.has(ownedAs(setting as ThemeDeckSetting)),
  );
  return { ...settings, ...Object.fromEntries(given) };
}

/**
 * What a change of a deck's settings stores (decision 0057): taking a theme starts following all
 * it gives; leaving it keeps what the deck showed, as its own; changing a setting the followed
 * theme gives makes that setting the deck's own from then on.
 */
export function settingsChangeWithTheme(
  current: DeckSettings,
  change: Partial<DeckSettings>,
  theme: ThemeLook | undefined,
): Partial<DeckSettings> {
  const next = change.theme_id === undefined ? current.theme_id : change.theme_id;
  if (next !== current.theme_id) {
    if (next !== null) return { ...change, theme_overrides: [] };
    const shown = followedSettings(current, theme);
    const kept = Object.fromEntries(THEME_DECK_SETTINGS.map((setting) => [setting, shown[setting]]));
    return { ...kept, ...change, theme_overrides: [] };
  }
  if (current.theme_id === null) return change;
  const changed = THEME_DECK_SETTINGS.filter((setting) => Object.hasOwn(change, setting)).map(ownedAs);
  const own = [...new Set([...current.theme_overrides, ...changed])];
  return own.length === current.theme_overrides.length ? change : { ...change, theme_overrides: own };
}
