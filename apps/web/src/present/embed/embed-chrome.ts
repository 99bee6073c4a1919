import type { PresentOptions } from '../query-options';

export interface EmbedChrome {
  footer: boolean;
  byline: boolean;
  share: boolean;
}

/**
 * What an embed shows around the slides: the footer with the byline and the share link. Only a
 * paid deck may hide them (`style=hidden`, `byline=hidden`, `share=hidden`, spec/000 §2).
 */
export function embedChrome(
  options: Pick<PresentOptions, 'styleHidden' | 'bylineHidden' | 'shareHidden'>,
  paid: boolean,
): EmbedChrome {
  if (!paid) return { footer: true, byline: true, share: true };
  return { footer: !options.styleHidden, byline: !options.bylineHidden, share: !options.shareHidden };
}

/** A paid plan is any account type but the free `default` (spec/000 §6). */
export const isPaidAccount = (accountType: string) => accountType !== 'default';
