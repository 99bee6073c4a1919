import type { WebSocket } from 'ws';
import { liveChannel } from '@lectern/live-streams';
import type { PubSub } from '@lectern/pubsub';

/** A viewer whose socket holds more than this unsent is skipped for the messages it cannot take. */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** A viewer that stays that far behind this long is dropped; it reconnects and joins at the current state. */
export const SLOW_VIEWER_DROP_MS = 10_000;

interface Room {
  sockets: Set<WebSocket>;
  /** Sockets whose access is being checked: in the room, sent nothing yet. */
  pending: Set<WebSocket>;
  /** Resolves once the channel's subscription is active. */
  subscribed: Promise<() => Promise<void>>;
  /** How many messages arrived on the channel, and the last state and settings among them (with their
   * number): for joins racing a publish. */
  received: number;
  latest: Partial<Record<RememberedKind, { at: number; text: string }>>;
}

/** The messages a joining socket starts from, by the start of their text. */
const REMEMBERED = { state: '{"type":"live:state"', settings: '{"type":"live:settings"' } as const;
type RememberedKind = keyof typeof REMEMBERED;

/**
 * The decks this process has followers of, each subscribed once to its pub/sub channel. A message
 * from the channel is turned into one buffer and written as it is to every socket in the room:
 * serialized once per process, not once per socket; slow sockets are skipped, never waited for.
 */
export function createLiveRooms(pubsub: PubSub, now: () => number = Date.now) {
  const rooms = new Map<string, Room>();
  const behindSince = new WeakMap<WebSocket, number>();

  function deliver(room: Room, text: string) {
    room.received += 1;
    for (const kind of Object.keys(REMEMBERED) as RememberedKind[])
      if (text.startsWith(REMEMBERED[kind])) room.latest[kind] = { at: room.received, text };
    const frame = Buffer.from(text);
    for (const socket of room.sockets) {
      if (socket.readyState !== socket.OPEN || room.pending.has(socket)) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        const since = behindSince.get(socket) ?? now();
        behindSince.set(socket, since);
        if (now() - since >= SLOW_VIEWER_DROP_MS) socket.terminate();
        continue;
      }
      behindSince.delete(socket);
      socket.send(frame, { binary: false });
    }
  }

  return {
    /**
     * Adds the socket to the deck's room, pending until `admit`; resolves once this process
     * receives the deck's messages, with a mark for `stateSince`.
     */
    async join(deckId: string, socket: WebSocket): Promise<number> {
      let room = rooms.get(deckId);
      if (!room) {
        const created: Room = {
          sockets: new Set(),
          pending: new Set(),
          subscribed: Promise.resolve(async () => {}),
          received: 0,
          latest: {},
        };
        created.subscribed = pubsub.subscribe(liveChannel(deckId), (text) => deliver(created, text));
        rooms.set(deckId, created);
        room = created;
      }
      room.sockets.add(socket);
      room.pending.add(socket);
      await room.subscribed;
      return room.received;
    },

    /** The deck's last message of that kind (its text) if one arrived after `mark` (from `join`), else null. */
    latestSince(deckId: string, kind: RememberedKind, mark: number): string | null {
      const latest = rooms.get(deckId)?.latest[kind];
      return latest && latest.at > mark ? latest.text : null;
    },

    /** From now on the socket receives the deck's messages. */
    admit: (deckId: string, socket: WebSocket) => void rooms.get(deckId)?.pending.delete(socket),

    leave(deckId: string, socket: WebSocket) {
      const room = rooms.get(deckId);
      room?.pending.delete(socket);
      if (!room?.sockets.delete(socket) || room.sockets.size > 0) return;
      rooms.delete(deckId);
      void room.subscribed.then((unsubscribe) => unsubscribe());
    },

    followers: (deckId: string) => rooms.get(deckId)?.sockets.size ?? 0,
  };
}

export type LiveRooms = ReturnType<typeof createLiveRooms>;
