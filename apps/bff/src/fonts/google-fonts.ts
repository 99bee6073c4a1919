import { z } from 'zod';
import type { GoogleFontListItem } from '@lectern/contracts';
import { GOOGLE_FONT_FAMILY } from '@lectern/domain';
import { fetchJson, ProviderError } from '../external/fetch-json.js';
import type { FontListSource } from './font-list.js';

/** What is read of Google's answer: its whole list is about 2,000 families, under 2 MB in full. */
export const GOOGLE_FONTS_LIMITS = {
  timeoutMs: 10_000,
  maxBytes: 8 * 1024 * 1024,
  maxFamilies: 5000,
  maxVariants: 40,
} as const;
/** The list changes a few times a month: it is asked for once a day... */
const CACHE_MS = 24 * 60 * 60 * 1000;
/** ...and not again for a minute after a failure, when the list already held is served meanwhile. */
const RETRY_AFTER_FAILURE_MS = 60 * 1000;

const webfontList = z.object({ items: z.array(z.unknown()) });
const webfont = z.object({
  family: z.string().regex(GOOGLE_FONT_FAMILY),
  variants: z.array(z.string().max(32)).max(GOOGLE_FONTS_LIMITS.maxVariants),
});

/** The families of an answer of the Developer API; items that are not a usable family are left out. */
export function familiesFrom(answer: unknown): GoogleFontListItem[] {
  const list = webfontList.safeParse(answer);
  if (!list.success) throw new ProviderError('the font list answer has no items');
  const families: GoogleFontListItem[] = [];
  for (const item of list.data.items.slice(0, GOOGLE_FONTS_LIMITS.maxFamilies)) {
    const parsed = webfont.safeParse(item);
    if (parsed.success) families.push({ family: parsed.data.family, variants: parsed.data.variants });
  }
  return families;
}

/**
 * The Google Fonts Developer API (`GET /webfonts/v1/webfonts?key=...`, answering
 * `{ kind, items: [{ family, variants, ... }] }`), most popular first. One request at a time
 * asks for the list; it is kept for a day.
 */
export function createGoogleFontsSource(options: {
  apiKey: string;
  baseUrl?: string;
  now?: () => number;
  /** How long an answer may take (tests shorten it). */
  timeoutMs?: number;
}): FontListSource {
  const now = options.now ?? Date.now;
  const limits = { ...GOOGLE_FONTS_LIMITS, timeoutMs: options.timeoutMs ?? GOOGLE_FONTS_LIMITS.timeoutMs };
  const address = new URL('/webfonts/v1/webfonts', options.baseUrl ?? 'https://www.googleapis.com');
  address.searchParams.set('key', options.apiKey);
  address.searchParams.set('sort', 'popularity');
  // A partial answer: two fields of each family instead of about ten.
  address.searchParams.set('fields', 'items(family,variants)');

  let held: { families: GoogleFontListItem[]; until: number } | undefined;
  let failedAt = -Infinity;
  let asking: Promise<GoogleFontListItem[]> | undefined;

  const ask = async () => {
    try {
      const families = familiesFrom(await fetchJson(address, limits));
      held = { families, until: now() + CACHE_MS };
      return families;
    } catch (error) {
      failedAt = now();
      if (held) return held.families;
      throw error;
    } finally {
      asking = undefined;
    }
  };

  return {
    async families() {
      if (held && held.until > now()) return held.families;
      if (now() - failedAt < RETRY_AFTER_FAILURE_MS) {
        if (held) return held.families;
        throw new ProviderError('the font list did not answer a moment ago');
      }
      asking ??= ask();
      return asking;
    },
  };
}
