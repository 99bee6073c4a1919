import { DEFAULT_DECK_SETTINGS } from '../deck/settings.js';
import { DEFAULT_THEME_NAME } from './rules.js';

export interface ThemeSnippet {
  title: string;
  template: string;
}

/** What a theme holds (spec/002 §3 "Theme"); `css` is `less` compiled by the server. */
export interface ThemeFields {
  name: string;
  font: string;
  color: string;
  transition: string;
  background_transition: string;
  width: number;
  height: number;
  center: boolean;
  rolling_links: boolean;
  less: string;
  css: string;
  html: string;
  js: string;
  palette: string[];
  font_typekit: string | null;
  font_google: string | null;
  snippets: ThemeSnippet[];
}

/** A new theme's fields: the deck defaults for its looks (spec/002 §9 "Theme defaults"), nothing custom. */
export const DEFAULT_THEME_FIELDS: ThemeFields = {
  name: DEFAULT_THEME_NAME,
  font: DEFAULT_DECK_SETTINGS.theme_font,
  color: DEFAULT_DECK_SETTINGS.theme_color,
  transition: DEFAULT_DECK_SETTINGS.transition,
  background_transition: DEFAULT_DECK_SETTINGS.background_transition,
  width: DEFAULT_DECK_SETTINGS.width,
  height: DEFAULT_DECK_SETTINGS.height,
  center: DEFAULT_DECK_SETTINGS.center,
  rolling_links: DEFAULT_DECK_SETTINGS.rolling_links,
  less: '',
  css: '',
  html: '',
  js: '',
  palette: [],
  font_typekit: null,
  font_google: null,
  snippets: [],
};
