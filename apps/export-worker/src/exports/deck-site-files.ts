import { THEME_FONTS, DEFAULT_THEME_FONT } from '@lectern/deck-format/constants';
import { MEDIA_PATH } from '../render/deck-media.js';

const MEDIA_ADDRESS = /\/media-files\/[0-9a-f-]{36}\/(?:original|thumbnail|video)/g;
const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'audio/mpeg': '.mp3',
  'audio/mp4': '.m4a',
  'audio/ogg': '.ogg',
  'audio/wav': '.wav',
};

/** The media addresses (`/media-files/<id>/<variant>`) a deck's markup or CSS names, each once. */
export const mediaAddressesIn = (...texts: string[]): string[] => [
  ...new Set(texts.flatMap((text) => text.match(MEDIA_ADDRESS) ?? [])),
];

/** Where a media file goes in an exported site, named by its id, variant and type. */
export function mediaFileName(address: string, contentType: string): string {
  const [, id, variant] = MEDIA_PATH.exec(address) ?? [];
  return `media/${id}-${variant}${EXTENSIONS[contentType] ?? ''}`;
}

/** The text with each media address replaced by its file in the exported site. */
export const rewriteMediaAddresses = (text: string, files: ReadonlyMap<string, string>): string =>
  text.replace(MEDIA_ADDRESS, (address) => files.get(address) ?? address);

const FONT_FACE = /@font-face\s*{[^}]*}/g;
const FAMILY = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/;
const FONT_FILE = /url\("?\.\/(fonts\/[^")]+)"?\)/g;

/**
 * The player's font files a deck uses: the faces of its theme font, of any family its markup or
 * custom CSS names, and KaTeX's when it shows formulas. The others (most of the 9 MB) stay out
 * of the exported site; its stylesheet still names them, and a browser never asks for a face no
 * text uses.
 */
export function fontFilesFor(playerCss: string, deck: { themeFont: string; markup: string; css: string }): string[] {
  const theme = Object.hasOwn(THEME_FONTS, deck.themeFont)
    ? THEME_FONTS[deck.themeFont as keyof typeof THEME_FONTS]
    : THEME_FONTS[DEFAULT_THEME_FONT];
  const named = `${theme.family} ${deck.markup} ${deck.css}`.toLowerCase();
  const formulas = /data-block-type="math"|class="katex/.test(deck.markup);
  const files = new Set<string>();
  for (const [face] of playerCss.matchAll(FONT_FACE)) {
    const match = FAMILY.exec(face);
    const family = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
    const used = family.startsWith('KaTeX_') ? formulas : family !== '' && named.includes(family.toLowerCase());
    if (used) for (const [, file] of face.matchAll(FONT_FILE)) files.add(file!);
  }
  return [...files];
}
