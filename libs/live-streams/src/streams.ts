import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { LiveRelayMessage, LiveServerMessage, LiveSettings } from '@lectern/contracts';
import type { Migration, Queryable } from '@lectern/db';
import type { PubSub } from '@lectern/pubsub';

export const liveStreamMigrations: readonly Migration[] = [
  {
    id: '001_streams',
    sql: `
CREATE SCHEMA IF NOT EXISTS live;
CREATE TABLE live.streams (
  deck_id text PRIMARY KEY,
  publisher_key text NOT NULL,
  state text,
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: '002_stream_settings',
    sql: 'ALTER TABLE live.streams ADD COLUMN settings text;',
  },
];

export interface LiveStream {
  deckId: string;
  publisherKey: string;
  /** The presenter's last published state, a JSON string; null until the first publish. */
  state: string | null;
  /** The presenter's last live settings; null until they sent some. */
  settings: LiveSettings | null;
  active: boolean;
  updatedAt: Date;
}

/** Between processes, a deck's live messages travel on this pub/sub channel. */
export const liveChannel = (deckId: string) => `live:deck:${deckId}`;

/**
 * Told on a deck's channel when who may see the deck changed (its visibility, the trash): realtime
 * forgets what it was told about the deck's open access. Never passed on to the sockets.
 */
export const LIVE_ACCESS_CHANGED = '{"type":"live:access-changed"}';

const PUBLISHER_KEY_BYTES = 24;
/** A deck's states published over a socket are stored at most this often; the last one always is. */
export const LIVE_STATE_STORE_EVERY_MS = 1000;

interface StreamRow {
  deck_id: string;
  publisher_key: string;
  state: string | null;
  settings: string | null;
  active: boolean;
  updated_at: Date;
}

const toStream = (row: StreamRow): LiveStream => ({
  deckId: row.deck_id,
  publisherKey: row.publisher_key,
  state: row.state,
  settings: row.settings === null ? null : (JSON.parse(row.settings) as LiveSettings),
  active: row.active,
  updatedAt: new Date(row.updated_at),
});

interface PendingStore {
  state: string | null;
  lastStored: number;
  timer?: ReturnType<typeof setTimeout>;
}

export function createLiveStreams({
  db,
  pubsub,
  storeEveryMs = LIVE_STATE_STORE_EVERY_MS,
  now = Date.now,
}: {
  db: Queryable;
  pubsub: PubSub;
  storeEveryMs?: number;
  now?: () => number;
}) {
  const pendingStores = new Map<string, PendingStore>();

  const storeState = (deckId: string, state: string) =>
    db.query('UPDATE live.streams SET state = $2, active = true, updated_at = now() WHERE deck_id = $1', [
      deckId,
      state,
    ]);

  /** Stores the deck's pending state now, if it has one. */
  async function storeNow(deckId: string): Promise<void> {
    const pending = pendingStores.get(deckId);
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.timer = undefined;
    pending.lastStored = now();
    const state = pending.state;
    pending.state = null;
    if (state !== null) await storeState(deckId, state);
  }

  async function find(deckId: string): Promise<LiveStream | null> {
    const result = await db.query<StreamRow>(
      'SELECT deck_id, publisher_key, state, settings, active, updated_at FROM live.streams WHERE deck_id = $1',
      [deckId],
    );
    return result.rows[0] ? toStream(result.rows[0]) : null;
  }

  // Serialized once here; every realtime process sends this text to its viewers as it is.
  const send = (deckId: string, message: LiveServerMessage) =>
    pubsub.publish(liveChannel(deckId), JSON.stringify(message));

  return {
    find,

    /** Creates the deck's stream, or resumes it (same publisher key, last state kept). */
    async openOrResume(deckId: string): Promise<LiveStream> {
      const result = await db.query<StreamRow>(
        `INSERT INTO live.streams (deck_id, publisher_key) VALUES ($1, $2)
         ON CONFLICT (deck_id) DO UPDATE SET active = true
         RETURNING deck_id, publisher_key, state, settings, active, updated_at`,
        [deckId, randomBytes(PUBLISHER_KEY_BYTES).toString('base64url')],
      );
      return toStream(result.rows[0]!);
    },

    /**
     * Stores a state (PUT), then sends it to every process following the deck; false when the
     * deck has no stream. Stored first, so a viewer joining meanwhile reads it or receives it.
     */
    async storeAndPublishState(deckId: string, state: string): Promise<boolean> {
      const result = await storeState(deckId, state);
      if (result.rowCount === 0) return false;
      await send(deckId, { type: 'live:state', deck_id: deckId, state });
      return true;
    },

    /**
     * A state of a publisher subscribed to the deck's stream (which exists): sent to every process
     * following the deck at once, and stored at most once a second, the last of a burst always,
     * within the second. Viewers joining meanwhile on a process that follows the deck start from
     * what it received; on one that does not yet, they start from the stored state and are sent
     * the current one (`live:want-state`, realtime's rooms).
     */
    async publishState(deckId: string, state: string): Promise<void> {
      await send(deckId, { type: 'live:state', deck_id: deckId, state });
      let pending = pendingStores.get(deckId);
      if (!pending) {
        pending = { state: null, lastStored: -Infinity };
        pendingStores.set(deckId, pending);
      }
      pending.state = state;
      if (pending.timer !== undefined) return;
      const wait = pending.lastStored + storeEveryMs - now();
      if (wait <= 0) return storeNow(deckId);
      pending.timer = setTimeout(() => void storeNow(deckId).catch(() => undefined), wait);
    },

    /** Stores what is pending now: the deck's (its publisher left), or every deck's (shutting down). */
    async flush(deckId?: string): Promise<void> {
      for (const id of deckId === undefined ? [...pendingStores.keys()] : [deckId]) {
        await storeNow(id);
        pendingStores.delete(id);
      }
    },

    /**
     * Sends a publisher's pointer, timer, media or settings message to every process following the
     * deck; settings are stored first, as states are, for the viewers who join later.
     */
    async relay(deckId: string, message: LiveRelayMessage): Promise<void> {
      if (message.type === 'live:settings') {
        const { type: _type, ...settings } = message;
        await db.query('UPDATE live.streams SET settings = $2 WHERE deck_id = $1', [deckId, JSON.stringify(settings)]);
      }
      await send(deckId, message);
    },

    /** Tells everyone following the deck that it was saved, so they load it again. */
    deckChanged: (deckId: string) => send(deckId, { type: 'live:deck_changed', deck_id: deckId }),

    accessChanged: (deckId: string) => pubsub.publish(liveChannel(deckId), LIVE_ACCESS_CHANGED),

    /** Whether `key` is the deck's publisher key (compared in constant time). */
    async holdsPublisherKey(deckId: string, key: string | undefined): Promise<boolean> {
      if (!key) return false;
      const stream = await find(deckId);
      if (!stream) return false;
      const expected = Buffer.from(stream.publisherKey);
      const given = Buffer.from(key);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
