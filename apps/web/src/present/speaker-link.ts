import type { Deck } from '@lectern/contracts';

/** The speaker view of a deck: the static speaker notes page of spec/000 §2, told which deck. */
export function speakerViewUrl(
  deck: Pick<Deck, 'slug'> & { user: Pick<Deck['user'], 'username'> },
  token?: string,
): string {
  const query = new URLSearchParams({ username: deck.user.username, slug: deck.slug });
  if (token) query.set('token', token);
  return `/reveal/notes.html?${query.toString()}`;
}

/** Opens (or brings forward) the deck's speaker view in a window of its own. */
export function openSpeakerView(
  deck: Pick<Deck, 'id' | 'slug'> & { user: Pick<Deck['user'], 'username'> },
  token?: string,
) {
  window.open(speakerViewUrl(deck, token), `lectern-speaker-${deck.id}`, 'width=1100,height=700');
}
