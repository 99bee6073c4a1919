import type { WebSocket } from 'ws';
import type { PubSub } from '@lectern/pubsub';
import type { Envelope } from './deck-messages.js';

/** A deck's collaboration messages travel between processes on this channel. */
export const editorChannel = (deckId: string) => `editor:deck:${deckId}`;
/** A socket holding more than this unsent is skipped for the messages it cannot take. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

interface Room {
  sockets: Set<WebSocket>;
  subscribed: Promise<() => Promise<void>>;
}

/** What a room does besides sending: drop a removed user's sockets, or check every socket's access again. */
export interface RoomControls {
  evict(deckId: string, userId: string): void;
  recheck(deckId: string, after: number): void;
  together(deckId: string, envelope: NonNullable<Envelope['together']>): void;
}

/**
 * The decks this process has editor or review pages of, each subscribed once to its channel. A
 * message is serialized once per process and the same buffer written to every socket of the room.
 */
export function createEditorRooms(pubsub: PubSub, controls: RoomControls) {
  const rooms = new Map<string, Room>();

  function deliver(deckId: string, room: Room, text: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.message) {
      const frame = Buffer.from(JSON.stringify(envelope.message));
      for (const socket of room.sockets)
        if (socket.readyState === socket.OPEN && socket.bufferedAmount <= MAX_BUFFERED_BYTES)
          socket.send(frame, { binary: false });
    }
    if (envelope.evict) controls.evict(deckId, envelope.evict);
    if (envelope.recheck) controls.recheck(deckId, envelope.recheck.after);
    if (envelope.together) controls.together(deckId, envelope.together);
  }

  return {
    /** Adds the socket to the deck's room; resolves once this process receives the deck's messages. */
    async join(deckId: string, socket: WebSocket): Promise<void> {
      let room = rooms.get(deckId);
      if (!room) {
        const created: Room = { sockets: new Set(), subscribed: Promise.resolve(async () => {}) };
        created.subscribed = pubsub.subscribe(editorChannel(deckId), (text) => deliver(deckId, created, text));
        rooms.set(deckId, created);
        room = created;
      }
      room.sockets.add(socket);
      await room.subscribed;
    },

    leave(deckId: string, socket: WebSocket) {
      const room = rooms.get(deckId);
      if (!room?.sockets.delete(socket) || room.sockets.size > 0) return;
      rooms.delete(deckId);
      void room.subscribed.then((unsubscribe) => unsubscribe());
    },

    /** Tells every process's room of the deck. */
    publish: (deckId: string, envelope: Envelope) => pubsub.publish(editorChannel(deckId), JSON.stringify(envelope)),

    sockets: (deckId: string): readonly WebSocket[] => [...(rooms.get(deckId)?.sockets ?? [])],
  };
}

export type EditorRooms = ReturnType<typeof createEditorRooms>;
