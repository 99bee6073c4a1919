/** Custom font fields (spec/001 §5): a Typekit kit id and a Google Fonts family list. */
export const CUSTOM_FONT_MAX_LENGTH = 255;

/** How many families the Google Fonts autocomplete offers at once (spec/001 §9). */
export const FONT_AUTOCOMPLETE_RESULTS = 10;

/** A Google Fonts family name as the font list and the fonts stylesheet address take it: letters, digits and spaces. */
export const GOOGLE_FONT_FAMILY = /^[a-z0-9][a-z0-9 ]{0,63}$/i;

/** The families of a Google Fonts list as typed (comma separated), trimmed, without repeats. */
export function googleFontFamilies(list: string | null): string[] {
  const names = (list ?? '').split(',').map((name) => name.trim().replace(/\s+/g, ' '));
  return [...new Set(names.filter((name) => GOOGLE_FONT_FAMILY.test(name)))];
}
