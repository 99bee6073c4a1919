import { googleFontFamilies } from '@lectern/domain';

/** A Typekit kit id as its stylesheet address takes it. */
const KIT_ID = /^[a-z0-9]{1,64}$/i;

/** The stylesheets that load a deck's custom fonts; values that are not a kit id or family are left out. */
export function customFontStylesheets(fonts: { font_typekit: string | null; font_google: string | null }): string[] {
  const sheets: string[] = [];
  const kit = fonts.font_typekit?.trim() ?? '';
  if (KIT_ID.test(kit)) sheets.push(`https://use.typekit.net/${kit}.css`);
  const families = googleFontFamilies(fonts.font_google);
  if (families.length > 0) {
    const query = families.map((family) => `family=${encodeURIComponent(family).replace(/%20/g, '+')}`).join('&');
    sheets.push(`https://fonts.googleapis.com/css2?${query}&display=swap`);
  }
  return sheets;
}
