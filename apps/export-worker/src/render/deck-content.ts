import { deckContentStreamId, type DeckContentEvent } from '@lectern/domain';
import type { EventStore } from '@lectern/event-store';

/** A deck's markup at one content version, read from its content stream (as cleaned when saved). */
export async function deckMarkupAt(store: EventStore, deckId: string, version: number): Promise<string> {
  if (version === 0) return '';
  const [event] = await store.readStream(deckContentStreamId(deckId), { fromVersion: version, toVersion: version });
  if (!event) throw new Error(`Deck ${deckId} has no content version ${version}`);
  return (event.data as DeckContentEvent['data']).data;
}
