import { z } from 'zod';
import { FONT_AUTOCOMPLETE_RESULTS } from '@lectern/domain';
import { storedText } from './text.js';

/**
 * GET /fonts/google: the whole list, or at most `limit` families matching `q` (the family being
 * typed; the autocomplete asks for a few more than it shows when some are already chosen).
 */
export const googleFontsQuery = z.object({
  q: storedText().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FONT_AUTOCOMPLETE_RESULTS),
});

/** A family of the Google Fonts list (spec/001 §3 "Google font list item"). */
export const googleFontListItem = z.object({ family: z.string(), variants: z.array(z.string()) });
export type GoogleFontListItem = z.infer<typeof googleFontListItem>;

/** `configured` is false when no font list source is set: the field then takes typed families only. */
export const googleFontsResponse = z.object({ configured: z.boolean(), items: z.array(googleFontListItem) });
