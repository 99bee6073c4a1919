import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_MARGIN_MAX, IMPORT_KINDS } from '@lectern/domain';
import { storedText } from './text.js';

export const exportFormat = z.enum(EXPORT_FORMATS);

/** The user's export settings an export is made with (spec/000 §3); each defaults to the user's own. */
export const exportOptions = z.object({
  controls: z.boolean(),
  separate_fragments: z.boolean(),
  notes: z.boolean(),
  margin: z.number().int().min(0).max(EXPORT_MARGIN_MAX),
  slide_numbers: z.boolean(),
});

/** POST /decks/{id}/exports. */
export const createExportRequest = z.object({
  export: z.object({ format: exportFormat, options: exportOptions.partial().optional() }).strict(),
});

export const fidelityNote = z.object({
  slide: z.number().int(),
  kind: z.enum(['rasterised', 'approximated', 'dropped']),
  message: z.string(),
});

/**
 * An export job: queued, running (with `progress`, 0 to 100), then done (`url` downloads the
 * file) or failed (`error` is the spec's message for the format). `fidelity` lists what a
 * PowerPoint export could only approximate.
 */
export const deckExport = z
  .object({
    id: z.string(),
    deck_id: z.string(),
    format: exportFormat,
    options: exportOptions,
    status: z.enum(['queued', 'running', 'done', 'failed']),
    progress: z.number().int(),
    deck_version: z.number().int(),
    url: z.string().nullable(),
    filename: z.string().nullable(),
    size: z.number().int().nullable(),
    error: z.string().nullable(),
    fidelity: z.array(fidelityNote),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DeckExport' });
export type DeckExport = z.infer<typeof deckExport>;

export const exportResponse = z.object({ export: deckExport });
export const exportsResponse = z.object({ exports: z.array(deckExport) });

/**
 * What the standalone deck player (`apps/web/src/player`) reads from its page: the deck's look
 * and behaviour, its markup, and which view to show: `site` presents it (the ZIP export),
 * `print` lays out every slide for a PDF (the print page type), `thumbnail` shows the first slide
 * still at its size, `preview` shows it still, scaled to the window (the theme editor's preview).
 */
export const playerPage = z.object({
  view: z.enum(['site', 'print', 'thumbnail', 'preview']),
  title: z.string(),
  markup: z.string(),
  deck: z.object({
    theme_color: z.string(),
    theme_font: z.string(),
    css_output: z.string(),
    /** The markup of the theme the deck follows, drawn on every slide ('' for none). */
    theme_html: z.string(),
    font_typekit: z.string().nullable(),
    font_google: z.string().nullable(),
    width: z.number(),
    height: z.number(),
    margin: z.number(),
    center: z.boolean(),
    transition: z.string(),
    background_transition: z.string(),
    slide_number: z.boolean(),
    rtl: z.boolean(),
    should_loop: z.boolean(),
    shuffle: z.boolean(),
    auto_slide_interval: z.number(),
    navigation_mode: z.enum(['default', 'linear', 'grid']),
    upsizing_enabled: z.boolean(),
  }),
  options: exportOptions,
});
export type PlayerPage = z.infer<typeof playerPage>;

/** What the theme preview frame tells its parent once it can show a theme (spec/002 §2 "Theme preview"). */
export const THEME_PREVIEW_READY = 'theme-preview-ready';

/**
 * What the theme editor sends its preview frame: the sample slide in the theme's look as edited
 * (`page`), and the theme's script, which the frame runs once the slide is shown ('' for none).
 */
export const themePreviewMessage = z.object({
  type: z.literal('theme-preview'),
  page: playerPage,
  script: z.string(),
});
export type ThemePreviewMessage = z.infer<typeof themePreviewMessage>;

/** POST /imports: the file is the request body; its name and the deck it replaces (optional) are in the query. */
export const createImportQuery = z.object({
  filename: storedText().trim().min(1).max(255),
  deck_id: z.string().max(64).optional(),
});

/**
 * An import: queued, running (`progress`), then done (the deck holds the file's slides) or failed
 * (`error` says why the file was refused or could not be read).
 */
export const deckImport = z
  .object({
    id: z.string(),
    kind: z.enum(IMPORT_KINDS),
    filename: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    progress: z.number().int(),
    slides: z.number().int().nullable(),
    error: z.string().nullable(),
    deck: z.object({ id: z.string(), slug: z.string(), user: z.object({ username: z.string() }) }),
    created_at: z.string(),
  })
  .meta({ id: 'DeckImport' });
export type DeckImport = z.infer<typeof deckImport>;
export const importResponse = z.object({ import: deckImport });

/**
 * The realtime service's import messages (socket `/realtime?import={id}`): the import's state at
 * once and at each step until it is done or failed, then the socket closes; or why it may not follow it.
 */
export const importProgressMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('import:progress'),
    id: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    progress: z.number().int(),
  }),
  z.object({ type: z.literal('import:error'), reason: z.enum(['not_found', 'unavailable']) }),
]);
export type ImportProgressMessage = z.infer<typeof importProgressMessage>;
