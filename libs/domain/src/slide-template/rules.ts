/** Slide template rules and the server's messages (spec/002 §3, §5, §6, §8, §9). */
export const SLIDE_TEMPLATE_LABEL_MAX_LENGTH = 200;
/** One slide's markup: bounded like a theme's HTML, then cleaned as a save cleans it. */
export const SLIDE_TEMPLATE_HTML_MAX_LENGTH = 100_000;
export const SLIDE_TEMPLATES_PER_TEAM_MAX = 200;
export const SLIDE_TEMPLATES_PER_PERSON_MAX = 200;
/** How many templates a browser page lists at a time. */
export const SLIDE_TEMPLATES_PER_PAGE = 50;
export const DEFAULT_SLIDE_TEMPLATE_LABEL = 'Untitled';

export const slideTemplateMessages = {
  noSuchTemplate: 'Could not find this slide template',
  tooManyForTeam: `A team can have at most ${SLIDE_TEMPLATES_PER_TEAM_MAX} slide templates`,
  tooManyForPerson: `You can have at most ${SLIDE_TEMPLATES_PER_PERSON_MAX} slide templates`,
  oneSlide: 'A template is one slide: keep it in one <section> element',
  tooComplex: 'This slide is too large or nests too deeply',
  personalHasNoThemes: 'Only team templates are made available for themes',
} as const;

/** Where a template is kept: its owner's own, or the team's, which its managers edit. */
export type SlideTemplateScope = 'personal' | 'team';

/**
 * Whether a team template is offered for a deck whose theme is `themeId` (null: a deck without a
 * theme): a template added to no theme is offered for all of them (spec/002 §3).
 */
export const availableForTheme = (themeIds: readonly string[], themeId: string | null): boolean =>
  themeIds.length === 0 || (themeId !== null && themeIds.includes(themeId));
