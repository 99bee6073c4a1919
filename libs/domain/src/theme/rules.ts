import { CUSTOM_CSS_MAX_LENGTH } from '@lectern/deck-format/custom-css-limits';

/** Theme and snippet rules and the server's messages (spec/002 §3–§5, §8). */
export const THEME_NAME_MAX_LENGTH = 200;
export const DEFAULT_THEME_NAME = 'Untitled';
/** A theme's styling is compiled like a deck's custom CSS, within the same limit. */
export const THEME_CSS_MAX_LENGTH = CUSTOM_CSS_MAX_LENGTH;
export const THEME_HTML_MAX_LENGTH = 100_000;
export const THEME_JS_MAX_LENGTH = 100_000;
export const THEME_PALETTE_MAX_COLORS = 32;
export const THEMES_PER_TEAM_MAX = 200;
export const SNIPPETS_PER_THEME_MAX = 100;
export const SNIPPET_TITLE_MAX_LENGTH = 200;
export const SNIPPET_TEMPLATE_MAX_LENGTH = 20_000;
export const DEFAULT_SNIPPET_TITLE = 'New snippet';

export const themeMessages = {
  noSuchTheme: 'Could not find theme data',
  tooManyThemes: `A team can have at most ${THEMES_PER_TEAM_MAX} themes`,
  scriptsOff: 'Scripts are not allowed for this team',
  htmlTooComplex: 'This HTML is too large or nests too deeply',
  snippetScripts: 'Scripts are not allowed. Please remove all script tags for this snippet to save.',
  snippetMixed: 'Templates can not mix variables and selection tags.',
  paletteColor: 'Colours are written as #rrggbb',
} as const;

/** A snippet variable: `{{Label}}` or `{{Label::default}}`; a label ending in [IMAGE] or [VIDEO] asks for media. */
export interface SnippetVariable {
  label: string;
  defaultValue: string;
  kind: 'text' | 'image' | 'video';
}

// No nested quantifiers: a failed match stops at the next brace, so reading is linear in the template.
const VARIABLE = /\{\{([^{}:]*)(?:::([^{}]*))?\}\}/g;
/** Where the slide's selected content goes when the snippet is inserted. */
export const SNIPPET_SELECTION_TAG = '[[selection]]';
const SCRIPT = /<\s*script\b|javascript\s*:/i;
/** A tag's text up to the next `<` or `>`: the segments never overlap, so checking them all is linear. */
const TAG = /<[^<>]*/g;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;
const holdsScript = (template: string) =>
  SCRIPT.test(template) || Array.from(template.matchAll(TAG)).some(([tag]) => EVENT_HANDLER.test(tag));

export function snippetVariables(template: string): SnippetVariable[] {
  const found = new Map<string, SnippetVariable>();
  for (const match of template.matchAll(VARIABLE)) {
    const label = match[1]!.trim();
    if (label === '' || found.has(label)) continue;
    const kind = /\[IMAGE\]$/.test(label) ? 'image' : /\[VIDEO\]$/.test(label) ? 'video' : 'text';
    found.set(label, { label, defaultValue: match[2] ?? '', kind });
  }
  return [...found.values()];
}

/** Why a snippet template cannot be saved, or undefined when it can (spec/002 §4, §5). */
export function snippetTemplateProblem(template: string): string | undefined {
  if (holdsScript(template)) return themeMessages.snippetScripts;
  if (template.includes(SNIPPET_SELECTION_TAG) && snippetVariables(template).length > 0)
    return themeMessages.snippetMixed;
  return undefined;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe both between tags and inside a quoted attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * A snippet's markup with its variables filled in: each typed value (its default when left empty)
 * as text, escaped, and the selection tag replaced by `selection`, markup the slide already holds.
 */
export function fillSnippet(template: string, values: Readonly<Record<string, string>>, selection = ''): string {
  return template
    .replace(VARIABLE, (_, label: string, defaultValue: string | undefined) => {
      const typed = values[label.trim()] ?? '';
      return escapeHtml(typed === '' ? (defaultValue ?? '') : typed);
    })
    .split(SNIPPET_SELECTION_TAG)
    .join(selection);
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const paletteColorProblem = (color: string) => (HEX_COLOR.test(color) ? undefined : themeMessages.paletteColor);
