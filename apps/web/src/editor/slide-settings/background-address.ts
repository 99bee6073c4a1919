import { embedUrl, iframeSource } from '../blocks/iframe-source';

// What the video section of the background prompt makes of a typed address (spec/001 §4): a page
// of a video site becomes an iframe background, a playable address a video background.

/** A playable address typed into the video section: http(s), or this site's media files. */
export const playableAddress = (typed: string): string | null => {
  const text = typed.trim();
  if (/^\/media-files\/\S+$/.test(text)) return text;
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) ? new URL(text).href : null;
};

/** The embed address of a page of a video site (YouTube, Vimeo, …), or null for any other address. */
export const videoPageEmbed = (typed: string): string | null => {
  const text = typed.trim();
  if (!URL.canParse(text)) return null;
  const page = new URL(text);
  const embed = embedUrl(page);
  if (embed.href === page.href) return null;
  const source = iframeSource(embed.href);
  return 'src' in source ? source.src : null;
};
