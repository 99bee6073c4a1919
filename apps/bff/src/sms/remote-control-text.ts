import type { DeckRow } from '@lectern/read-models';

/** How much of a deck's title a text message carries. */
const TITLE_MAX_LENGTH = 40;

/** The live presenter of a deck for a holder of its publisher key: a phone that drives the presentation. */
export const remoteControlUrl = (publicUrl: string, deck: Pick<DeckRow, 'slug' | 'owner_username'>, key: string) =>
  `${publicUrl}/${encodeURIComponent(deck.owner_username)}/${encodeURIComponent(deck.slug)}/live/server?publisher_key=${encodeURIComponent(key)}`;

/** The text of 'Send Remote Control Link': the deck's title, shortened, and the link. */
export function remoteControlText(title: string, url: string): string {
  const shown = title.length > TITLE_MAX_LENGTH ? `${title.slice(0, TITLE_MAX_LENGTH - 1)}…` : title;
  return `Remote control for "${shown}": ${url}`;
}
