import { z } from 'zod';

/** GET /urls/check: whether a page may be framed (the iframe field's warning, spec/001 §5, §8). */
export const urlCheckQuery = z.object({
  url: z.string().trim().min(1).max(2000),
});

export const urlCheckResponse = z.object({
  url: z.string(),
  /** False when the page's headers forbid other sites to frame it (X-Frame-Options, frame-ancestors). */
  framable: z.boolean(),
});
