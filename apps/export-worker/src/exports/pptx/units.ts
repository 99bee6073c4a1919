/** Slide pixels to PowerPoint's inches (96 px to the inch, as browsers lay slides out). */
export const inches = (px: number) => Math.round((px / 96) * 10_000) / 10_000;

/** CSS pixels to points. */
export const points = (px: number) => Math.round(px * 0.75 * 10) / 10;

const NAMED: Record<string, string> = {
  black: '000000',
  white: 'FFFFFF',
  red: 'FF0000',
  green: '008000',
  blue: '0000FF',
  yellow: 'FFFF00',
  orange: 'FFA500',
  purple: '800080',
  gray: '808080',
  grey: '808080',
  silver: 'C0C0C0',
  navy: '000080',
  teal: '008080',
  maroon: '800000',
};

/** A CSS colour as PowerPoint takes it: six hex digits and a transparency in percent, or null when none shows. */
export function pptColor(css: string | null | undefined): { hex: string; transparency: number } | null {
  const value = (css ?? '').trim().toLowerCase();
  if (value === '' || value === 'transparent' || value === 'none') return null;
  const named = NAMED[value];
  if (named) return { hex: named, transparency: 0 };
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(value);
  if (short) {
    const [, r, g, b, a] = short;
    return {
      hex: `${r}${r}${g}${g}${b}${b}`.toUpperCase(),
      transparency: a ? alphaToTransparency(parseInt(a + a, 16) / 255) : 0,
    };
  }
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(value);
  if (long)
    return {
      hex: long[1]!.toUpperCase(),
      transparency: long[2] ? alphaToTransparency(parseInt(long[2], 16) / 255) : 0,
    };
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value);
  if (rgb) {
    const hex = rgb
      .slice(1, 4)
      .map((channel) =>
        Math.max(0, Math.min(255, Math.round(Number(channel))))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
      .toUpperCase();
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number(rgb[4].slice(0, -1)) / 100 : Number(rgb[4]);
    if (alpha <= 0) return null;
    return { hex, transparency: alphaToTransparency(alpha) };
  }
  return null;
}

const alphaToTransparency = (alpha: number) => Math.round((1 - Math.max(0, Math.min(1, alpha))) * 100);
