import { createMemoryDeduper, dedupeHandler, type BusMessage, type MessageBus } from '@lectern/bus';
import type { Queryable } from '@lectern/db';
import { findUserById } from '@lectern/read-models';
import { deckEnvelopes, type CommentAuthor, type DeckEventRecord } from './deck-messages.js';
import type { EditorRooms } from './rooms.js';

/** The topics whose events a deck's users hear of: the deck and its content, its editor seat, its comments. */
export const COLLABORATION_TOPICS = ['lectern.deck', 'lectern.editor', 'lectern.comment'] as const;
/** One member of this group handles each event, and tells every process's rooms over pub/sub. */
export const COLLABORATION_GROUP = 'realtime-editor';

/** Turns the deck events on the bus into collaboration messages on each deck's channel. */
export function subscribeToDeckEvents(deps: { bus: MessageBus; db: Queryable; rooms: EditorRooms }) {
  const author = async (userId: string): Promise<CommentAuthor> => {
    const user = await findUserById(deps.db, userId);
    return {
      id: userId,
      username: user?.username ?? null,
      name: user?.name ?? null,
      thumbnail_url: user?.profile_photo ?? null,
    };
  };

  async function handle(message: BusMessage) {
    const record = JSON.parse(message.value.toString()) as DeckEventRecord;
    const routed = await deckEnvelopes(record, author);
    if (!routed) return;
    for (const envelope of routed.envelopes) await deps.rooms.publish(routed.deckId, envelope);
  }

  return deps.bus.subscribe({
    groupId: COLLABORATION_GROUP,
    topics: COLLABORATION_TOPICS,
    handler: dedupeHandler(createMemoryDeduper(), handle),
  });
}
