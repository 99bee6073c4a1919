import type { PresentOptions } from '../query-options';

export interface EmbedChrome {
  footer: boolean;
  byline: boolean;
  share: boolean;
}

/**
 * What an embed shows around the slides: the footer with the byline and the share link. Only a
 * deck whose footer may be hidden (`embedFooterHideable`: public, of a paid owner, spec/001 §6)
 * hides them when asked (`style=hidden`, `byline=hidden`, `share=hidden`, spec/000 §2).
 */
export function embedChrome(
  options: Pick<PresentOptions, 'styleHidden' | 'bylineHidden' | 'shareHidden'>,
  hideable: boolean,
): EmbedChrome {
  if (!hideable) return { footer: true, byline: true, share: true };
  return { footer: !options.styleHidden, byline: !options.bylineHidden, share: !options.shareHidden };
}
