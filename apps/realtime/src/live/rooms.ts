import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { LiveServerMessage } from '@lectern/contracts';
import { LIVE_ACCESS_CHANGED, liveChannel } from '@lectern/live-streams';
import type { PubSub } from '@lectern/pubsub';
import { createFanOut, type EntryKind, type FanOut } from './fan-out.js';
import { createFollowerTally, FOLLOWERS_REPORT } from './followers.js';
import type { OpenAccessEntry, OpenAccessStore } from './open-access.js';

interface Room {
  sockets: Set<WebSocket>;
  /** Sockets whose access is being checked: in the room, sent nothing yet. */
  pending: Set<WebSocket>;
  /** Admitted publishers; every other admitted socket is a viewer. */
  publishers: Set<WebSocket>;
  /** The admitted sockets, written every message of the deck. */
  fanOut: FanOut;
  /** Resolves once the channel's subscription is active. */
  subscribed: Promise<() => Promise<void>>;
  /** How many messages arrived on the channel, and the last state and settings among them (with their
   * number): for joins racing a publish. */
  received: number;
  latest: Partial<Record<RememberedKind, { at: number; text: string }>>;
  /** Whether anyone may watch the deck, as last asked (`open-access.ts`). */
  openAccess?: OpenAccessEntry;
}

/** Asks the deck's other processes for its current state (`LiveStreams.publishState` stores it late). */
const WANT_STATE = '{"type":"live:want-state"}';

const kindOf = (text: string): EntryKind =>
  text.startsWith('{"type":"live:state"') ? 'state' : text.startsWith('{"type":"live:pointer"') ? 'pointer' : 'other';

/** The messages a joining socket starts from, by the start of their text. */
const REMEMBERED = { state: '{"type":"live:state"', settings: '{"type":"live:settings"' } as const;
type RememberedKind = keyof typeof REMEMBERED;

/**
 * The decks this process has followers of, each subscribed once to its pub/sub channel. A message
 * from the channel is turned into one buffer and written as it is to every socket in the room
 * (`fan-out.ts`): serialized once per process, not once per socket; slow sockets are skipped,
 * never waited for, and a state superseded before a socket was written is not written to it.
 * The deck's publishers are told how many viewers follow it over every process (`followers.ts`).
 */
/** `onFanOut`: how long each pass of a deck's messages took to reach its sockets (s), for the metrics. */
export function createLiveRooms(pubsub: PubSub, now: () => number = Date.now, onFanOut?: (seconds: number) => void) {
  const rooms = new Map<string, Room>();
  const tally = createFollowerTally({
    processId: randomUUID(),
    publish: (deckId, text) => void pubsub.publish(liveChannel(deckId), text).catch(() => undefined),
    onTotal: (deckId, count) => {
      const room = rooms.get(deckId);
      if (room) for (const publisher of room.publishers) tell(publisher, { type: 'live:subscribers', count });
    },
    now,
  });
  const tell = (socket: WebSocket, message: LiveServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const viewersIn = (room: Room) => room.sockets.size - room.pending.size - room.publishers.size;

  function deliver(deckId: string, room: Room, text: string) {
    if (text.startsWith(FOLLOWERS_REPORT)) return tally.heard(deckId, text);
    if (text === LIVE_ACCESS_CHANGED) {
      // The next join asks the BFF again instead of using an answer from before the change.
      room.openAccess = undefined;
      return;
    }
    if (text === WANT_STATE) {
      // A process that just began to follow the deck read a state that may be a second old: the
      // processes its publishers are on know the current one.
      const latest = room.latest.state;
      if (room.publishers.size > 0 && latest)
        void pubsub.publish(liveChannel(deckId), latest.text).catch(() => undefined);
      return;
    }
    room.received += 1;
    for (const kind of Object.keys(REMEMBERED) as RememberedKind[])
      if (text.startsWith(REMEMBERED[kind])) room.latest[kind] = { at: room.received, text };
    room.fanOut.push(kindOf(text), text);
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
          publishers: new Set(),
          fanOut: createFanOut({ now, onPassed: onFanOut }),
          subscribed: Promise.resolve(async () => {}),
          received: 0,
          latest: {},
        };
        created.subscribed = pubsub
          .subscribe(liveChannel(deckId), (text) => deliver(deckId, created, text))
          .then(async (unsubscribe) => {
            await pubsub.publish(liveChannel(deckId), WANT_STATE);
            return unsubscribe;
          });
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

    /** From now on the socket receives the deck's messages; a publisher learns how many follow. */
    admit(deckId: string, socket: WebSocket, role: 'publisher' | 'viewer') {
      const room = rooms.get(deckId);
      if (!room?.pending.delete(socket)) return;
      room.fanOut.add(socket);
      if (role === 'publisher') {
        room.publishers.add(socket);
        tell(socket, { type: 'live:subscribers', count: tally.total(deckId) });
      }
      tally.setLocal(deckId, viewersIn(room));
    },

    leave(deckId: string, socket: WebSocket) {
      const room = rooms.get(deckId);
      if (!room?.sockets.delete(socket)) return;
      room.pending.delete(socket);
      room.publishers.delete(socket);
      room.fanOut.remove(socket);
      if (room.sockets.size > 0) return tally.setLocal(deckId, viewersIn(room));
      rooms.delete(deckId);
      tally.drop(deckId);
      void room.subscribed.then((unsubscribe) => unsubscribe());
    },

    followers: (deckId: string) => rooms.get(deckId)?.sockets.size ?? 0,

    openAccess: (deckId) => rooms.get(deckId)?.openAccess,
    rememberOpenAccess(deckId, entry) {
      const room = rooms.get(deckId);
      if (room) room.openAccess = entry;
    },
    received: (deckId) => rooms.get(deckId)?.received ?? 0,

    close: () => tally.stop(),
  } satisfies OpenAccessStore & Record<string, unknown>;
}

export type LiveRooms = ReturnType<typeof createLiveRooms>;
