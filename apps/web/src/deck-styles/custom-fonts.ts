/** A Typekit kit id as its stylesheet address takes it. */
const KIT_ID = /^[a-z0-9]{1,64}$/i;
/** A Google Fonts family name: letters, digits and spaces. */
const FAMILY = /^[a-z0-9][a-z0-9 ]{0,63}$/i;

/** The families of a Google Fonts list as typed (comma separated), trimmed, without repeats. */
export function googleFamilies(list: string | null): string[] {
  const names = (list ?? '').split(',').map((name) => name.trim().replace(/\s+/g, ' '));
  return [...new Set(names.filter((name) => FAMILY.test(name)))];
}

/** The stylesheets that load a deck's custom fonts; values that are not a kit id or family are left out. */
export function customFontStylesheets(fonts: { font_typekit: string | null; font_google: string | null }): string[] {
  const sheets: string[] = [];
  const kit = fonts.font_typekit?.trim() ?? '';
  if (KIT_ID.test(kit)) sheets.push(`https://use.typekit.net/${kit}.css`);
  const families = googleFamilies(fonts.font_google);
  if (families.length > 0) {
    const query = families.map((family) => `family=${encodeURIComponent(family).replace(/%20/g, '+')}`).join('&');
    sheets.push(`https://fonts.googleapis.com/css2?${query}&display=swap`);
  }
  return sheets;
}
