import type { GoogleFontListItem } from '@lectern/contracts';

/**
 * Where the Google Fonts family list comes from (spec/001 §7 "GET Google font list"). The BFF
 * holds one when a source is configured, none otherwise; `families` throws a `ProviderError` when
 * the source does not answer as it should.
 */
export interface FontListSource {
  families(): Promise<readonly GoogleFontListItem[]>;
}

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The families matching what is being typed, best first: those it starts, then those with a word
 * it starts, then those that contain it; the source's order (most popular first) within each.
 */
export function matchingFamilies(
  list: readonly GoogleFontListItem[],
  typed: string,
  limit: number,
): GoogleFontListItem[] {
  const term = normalized(typed);
  if (term === '') return [];
  const ranks: GoogleFontListItem[][] = [[], [], []];
  for (const item of list) {
    const family = item.family.toLowerCase();
    if (family.startsWith(term)) ranks[0]!.push(item);
    else if (family.includes(` ${term}`)) ranks[1]!.push(item);
    else if (family.includes(term)) ranks[2]!.push(item);
    if (ranks[0]!.length >= limit) break;
  }
  return ranks.flat().slice(0, limit);
}
