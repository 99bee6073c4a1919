import type { DeckCard } from '@lectern/contracts';
import { deckViewPath } from '../present';

export type SharedView = 'show' | 'fullscreen' | 'embed';

export interface ShareUrlOptions {
  /** A private link's token. */
  token?: string;
  /** The embed without its footer: hidden style, byline and share button (paid, public decks). */
  hideFooter?: boolean;
  /** The slide to open at. */
  slide?: { h: number; v: number };
}

type DeckAddress = Pick<DeckCard, 'slug'> & { user: Pick<DeckCard['user'], 'username'> };

/** A share address of a deck view (spec/001 §2), on `origin`, with its query options and `#/h/v` anchor. */
export function shareUrl(origin: string, deck: DeckAddress, view: SharedView, options: ShareUrlOptions = {}): string {
  const url = new URL(deckViewPath(deck, view === 'show' ? '' : view), origin);
  if (options.token) url.searchParams.set('token', options.token);
  if (options.hideFooter) {
    url.searchParams.set('style', 'hidden');
    url.searchParams.set('byline', 'hidden');
    url.searchParams.set('share', 'hidden');
  }
  if (options.slide && (options.slide.h > 0 || options.slide.v > 0))
    url.hash = `/${options.slide.h}${options.slide.v > 0 ? `/${options.slide.v}` : ''}`;
  return url.toString();
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe to paste into another page. */
export function embedCode(url: string, size: { width: number; height: number }, title: string): string {
  return `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="${size.width}" height="${size.height}" scrolling="no" frameborder="0" allowfullscreen></iframe>`;
}

/**
 * An embed size as typed (spec/001 §5): at most 4 characters, an integer of at least 1; anything
 * else keeps `fallback`.
 */
export function embedSize(typed: string, fallback: number): number {
  if (!/^\d{1,4}$/.test(typed)) return fallback;
  const value = Number(typed);
  return value >= 1 ? value : fallback;
}
