import { z } from 'zod';
import {
  SLIDE_TEMPLATE_HTML_MAX_LENGTH,
  SLIDE_TEMPLATE_LABEL_MAX_LENGTH,
  SLIDE_TEMPLATES_PER_TEAM_MAX,
} from '@lectern/domain';
import { storedContent, storedText } from './text.js';

export {
  availableForTheme,
  DEFAULT_SLIDE_TEMPLATE_LABEL,
  SLIDE_TEMPLATE_LABEL_MAX_LENGTH,
  SLIDE_TEMPLATES_PER_PAGE,
} from '@lectern/domain';

// The slide template calls of spec/002 §7 "Slide templates": a person's own under
// /slide_templates, their team's under /team/slide_templates.

const label = storedText().trim().max(SLIDE_TEMPLATE_LABEL_MAX_LENGTH);
/** One slide's markup, one `<section>`; the server cleans it as a save cleans slides. */
const html = storedContent().max(SLIDE_TEMPLATE_HTML_MAX_LENGTH);

/** POST: a new template from a slide. */
export const createSlideTemplateRequest = z.object({
  slide_template: z.object({ html, label: label.default('') }),
});
export type CreateSlideTemplateRequest = z.input<typeof createSlideTemplateRequest>;

/** PUT /{id}: what changes. */
export const updateSlideTemplateRequest = z.object({
  slide_template: z.object({ html, label }).partial(),
});
export type UpdateSlideTemplateRequest = z.input<typeof updateSlideTemplateRequest>;

/**
 * GET: a page of templates, newest first. On the team's list, `theme_id` is the theme of the deck
 * being edited: members get only the templates offered for it, managers every one (spec/002 §6).
 */
export const slideTemplatesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  theme_id: storedText().max(64).optional(),
});
export type SlideTemplatesQuery = z.input<typeof slideTemplatesQuery>;

/** A slide template (spec/002 §3): `theme_ids` are the themes a team template is offered for, none: all. */
export const slideTemplate = z
  .object({
    id: z.string(),
    label: z.string(),
    html: z.string(),
    scope: z.enum(['personal', 'team']),
    theme_ids: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SlideTemplate' });
export type SlideTemplate = z.infer<typeof slideTemplate>;

/** A save answers the template and, when cleaning took something out of its slide, what it took. */
export const slideTemplateResponse = z
  .object({ slide_template: slideTemplate, sanitize_messages: z.array(z.string()).optional() })
  .meta({ id: 'SlideTemplateResponse' });
export type SlideTemplateResponse = z.infer<typeof slideTemplateResponse>;

export const slideTemplatesResponse = z
  .object({
    results: z.array(slideTemplate),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'SlideTemplatesResponse' });
export type SlideTemplatesResponse = z.infer<typeof slideTemplatesResponse>;

/** POST /themes/{id}/add_slide_template and DELETE /themes/{id}/remove_slide_template: the team's templates. */
export const themeSlideTemplatesRequest = z.object({
  slide_template_ids: z.array(storedText().max(64)).min(1).max(SLIDE_TEMPLATES_PER_TEAM_MAX),
});
export type ThemeSlideTemplatesRequest = z.input<typeof themeSlideTemplatesRequest>;

/**
 * GET /deck_templates: what a new deck may start from (spec/001 §2 "New deck from template"): a
 * blank white or black deck, or a team theme with the team templates offered for it as its slides.
 */
export const deckTemplate = z
  .object({
    id: z.string(),
    title: z.string(),
    theme_id: z.string().nullable(),
    theme_color: z.string(),
    theme_font: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** The markup of each slide the new deck starts with, in order; none for a blank deck. */
    slides: z.array(z.string()),
    /** The theme's markup (decision 0057), cleaned when the theme was saved, drawn on every slide; '' for none. */
    theme_html: z.string(),
  })
  .meta({ id: 'DeckTemplate' });
export type DeckTemplate = z.infer<typeof deckTemplate>;

export const deckTemplatesResponse = z.object({ results: z.array(deckTemplate) }).meta({ id: 'DeckTemplatesResponse' });
export type DeckTemplatesResponse = z.infer<typeof deckTemplatesResponse>;
