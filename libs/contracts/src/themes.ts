import { z } from 'zod';
import {
  CUSTOM_FONT_MAX_LENGTH,
  paletteColorProblem,
  snippetTemplateProblem,
  SNIPPET_TEMPLATE_MAX_LENGTH,
  SNIPPET_TITLE_MAX_LENGTH,
  SNIPPETS_PER_THEME_MAX,
  THEME_CSS_MAX_LENGTH,
  THEME_HTML_MAX_LENGTH,
  THEME_JS_MAX_LENGTH,
  THEME_NAME_MAX_LENGTH,
  THEME_PALETTE_MAX_COLORS,
} from '@lectern/domain';
import { THEME_COLORS, THEME_FONTS, TRANSITIONS } from '@lectern/deck-format';
import { storedContent, storedText } from './text.js';
import { checked } from './users.js';

export {
  snippetVariables,
  fillSnippet,
  snippetTemplateProblem,
  themeMessages,
  SNIPPET_SELECTION_TAG,
  DEFAULT_THEME_NAME,
  DEFAULT_SNIPPET_TITLE,
  SNIPPET_TITLE_MAX_LENGTH,
  type SnippetVariable,
} from '@lectern/domain';

const themeColor = z.enum(Object.keys(THEME_COLORS) as [string, ...string[]]);
const themeFont = z.enum(Object.keys(THEME_FONTS) as [string, ...string[]]);
const transition = z.enum(TRANSITIONS.map((option) => option.value) as [string, ...string[]]);

/** A snippet: a titled HTML template with variables or a selection tag, never a script (spec/002 §3, §5). */
export const snippet = z.object({
  title: storedText().trim().max(SNIPPET_TITLE_MAX_LENGTH),
  template: storedContent().max(SNIPPET_TEMPLATE_MAX_LENGTH).pipe(checked(snippetTemplateProblem)),
});
export type Snippet = z.infer<typeof snippet>;

/** The fields a manager edits; every one optional in a save (spec/002 §3, §7). */
const themeFields = {
  name: storedText().trim().max(THEME_NAME_MAX_LENGTH),
  font: themeFont,
  color: themeColor,
  transition,
  background_transition: transition,
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  center: z.boolean(),
  rolling_links: z.boolean(),
  /** The theme's styling as written (LESS or CSS); the server compiles it into `css`. */
  less: storedContent().max(THEME_CSS_MAX_LENGTH),
  /** Markup kept with the theme; sanitized on the server as slide markup is. */
  html: storedContent().max(THEME_HTML_MAX_LENGTH),
  /** Script kept with the theme; refused while the team does not allow scripts. */
  js: storedContent().max(THEME_JS_MAX_LENGTH),
  palette: z.array(storedText().pipe(checked(paletteColorProblem))).max(THEME_PALETTE_MAX_COLORS),
  font_typekit: storedText().max(CUSTOM_FONT_MAX_LENGTH).nullable(),
  font_google: storedText().max(CUSTOM_FONT_MAX_LENGTH).nullable(),
  snippets: z.array(snippet).max(SNIPPETS_PER_THEME_MAX),
};

/** POST /themes: a new theme starts from these looks and the defaults (spec/002 §7, §9). */
export const createThemeRequest = z.object({
  theme: z
    .object({
      name: themeFields.name,
      font: themeFields.font,
      color: themeFields.color,
      transition: themeFields.transition,
      background_transition: themeFields.background_transition,
    })
    .partial()
    .default({}),
});
export type CreateThemeRequest = z.input<typeof createThemeRequest>;

/** PUT /themes/{id}: the fields changed. */
export const updateThemeRequest = z.object({ theme: z.object(themeFields).partial() });
export type UpdateThemeRequest = z.input<typeof updateThemeRequest>;

/** A team's theme (spec/002 §3 "Theme"). */
export const theme = z
  .object({
    id: z.string(),
    name: z.string(),
    font: z.string(),
    color: z.string(),
    transition: z.string(),
    background_transition: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    center: z.boolean(),
    rolling_links: z.boolean(),
    less: z.string(),
    /** `less` compiled, scoped and cleaned on the server: what a deck taking this theme starts with. */
    css: z.string(),
    html: z.string(),
    js: z.string(),
    palette: z.array(z.string()),
    font_typekit: z.string().nullable(),
    font_google: z.string().nullable(),
    snippets: z.array(z.object({ title: z.string(), template: z.string() })),
    slide_template_ids: z.array(z.string()),
    thumbnail_url: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Theme' });
export type Theme = z.infer<typeof theme>;

/** A save answers the theme and, when the sanitizer removed something from its HTML, what it removed. */
export const themeResponse = z
  .object({ theme, sanitize_messages: z.array(z.string()).optional() })
  .meta({ id: 'ThemeResponse' });
export type ThemeResponse = z.infer<typeof themeResponse>;

export const themesResponse = z.object({ results: z.array(theme) }).meta({ id: 'ThemesResponse' });
export type ThemesResponse = z.infer<typeof themesResponse>;
