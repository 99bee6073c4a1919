import { IFRAME_URL_MAX_LENGTH } from '@lectern/deck-format/constants';

// What the iframe field accepts (spec/001 §5): a URL, or pasted embed code reduced to its `src`;
// links to known video sites and code playgrounds become their embed URLs; the result is https
// and at most 2,000 characters.

export const iframeSourceMessages = {
  noSource: 'Unable to find iframe source attribute. Please try pasting the URL directly.',
  invalid: 'Please enter a valid URL',
  tooLong: `The address can be at most ${IFRAME_URL_MAX_LENGTH.toLocaleString('en')} characters.`,
} as const;

export type IframeSource = { readonly src: string } | { readonly error: string };

/** The `src` of the first `<iframe>` in pasted embed code, with its entities decoded; null when it has none. */
function embedCodeSource(code: string): string | null {
  const tag = /<iframe\b[^>]*>/i.exec(code)?.[0];
  if (!tag) return null;
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  const value = src?.[1] ?? src?.[2] ?? src?.[3];
  if (!value) return null;
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The embed URL of a known video or playground page, or the URL unchanged. */
export function embedUrl(url: URL): URL {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null | undefined) => {
    if (!id || !YOUTUBE_ID.test(id)) return url;
    const embed = new URL(`https://www.youtube.com/embed/${id}`);
    const start = url.searchParams.get('t') ?? url.searchParams.get('start');
    if (start && /^\d+s?$/.test(start)) embed.searchParams.set('start', start.replace(/s$/, ''));
    return embed;
  };
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (parts[0] === 'shorts' || parts[0] === 'live') return youtube(parts[1]);
    return url;
  }
  if (host === 'youtu.be') return youtube(parts[0]);
  if (host === 'vimeo.com' && parts.length >= 1 && /^\d+$/.test(parts.at(-1)!))
    return new URL(`https://player.vimeo.com/video/${parts.at(-1)}`);
  if (host === 'codepen.io' && parts.length >= 3 && (parts[1] === 'pen' || parts[1] === 'full'))
    return new URL(`https://codepen.io/${parts[0]}/embed/${parts[2]}?default-tab=result`);
  if (host === 'jsfiddle.net' && parts.length >= 1 && parts.at(-1) !== 'embedded')
    return new URL(`https://jsfiddle.net/${parts.join('/')}/embedded/`);
  if (host === 'loom.com' && parts[0] === 'share' && parts[1]) return new URL(`https://www.loom.com/embed/${parts[1]}`);
  if (host === 'dailymotion.com' && parts[0] === 'video' && parts[1])
    return new URL(`https://www.dailymotion.com/embed/video/${parts[1]}`);
  return url;
}

/** What was typed or pasted into the iframe field, as the address to frame, or why it can not be one. */
export function iframeSource(input: string): IframeSource {
  const text = input.trim();
  if (text === '') return { error: iframeSourceMessages.invalid };
  let address = text;
  if (text.startsWith('<')) {
    const src = embedCodeSource(text);
    if (src === null) return { error: iframeSourceMessages.noSource };
    address = src;
  }
  // Formatted to a secure form: no scheme or http becomes https; a protocol-relative URL too.
  address = address.replace(/^\/\//, 'https://').replace(/^http:\/\//i, 'https://');
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address)) address = `https://${address}`;
  if (/\s/.test(address) || !URL.canParse(address)) return { error: iframeSourceMessages.invalid };
  const url = new URL(address);
  if (url.protocol !== 'https:' || !url.hostname.includes('.') || url.username || url.password)
    return { error: iframeSourceMessages.invalid };
  const src = embedUrl(url).href;
  return src.length > IFRAME_URL_MAX_LENGTH ? { error: iframeSourceMessages.tooLong } : { src };
}
