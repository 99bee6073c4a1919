import type { WebSocket } from 'ws';

/** A viewer whose socket holds more than this unsent is skipped for the messages it cannot take. */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** A viewer that stays that far behind this long is dropped; it reconnects and joins at the current state. */
export const SLOW_VIEWER_DROP_MS = 10_000;
/** Sockets written to before other work (a newer state arriving) may run. */
export const FAN_OUT_CHUNK = 1000;

/** Whole states and pointer positions: a newer one makes an older one, not yet sent, pointless. */
export type EntryKind = 'state' | 'pointer' | 'other';

interface Entry {
  seq: number;
  kind: EntryKind;
  /** The message as it goes on the wire: made once per process, written as it is to every socket. */
  frame: Buffer;
  /** When it was pushed (`performance.now()`). */
  at: number;
}

/**
 * One deck's messages written to the sockets of this process. Each message is turned into one
 * buffer, written as it is to every socket, in the order the messages came. A pass writes every
 * socket the messages that had come when it began, in chunks, so other decks and other work are
 * not held up by a large one; what comes meanwhile waits for the next pass. A socket that a pass
 * finds more than one state (or pointer) behind is written only the newest (they are whole: the
 * newest says it all), while timer, media, settings and deck-changed messages are always written:
 * a deck followed by more sockets than can be written between two states falls behind by one pass
 * at most instead of queueing states for ever. A socket whose send queue is full is skipped, and
 * dropped once it has stayed so for 10 s.
 */
export function createFanOut(
  options: {
    now?: () => number;
    chunk?: number;
    /** Told, after each pass, how long the first message it wrote waited from its push to its last socket (s). */
    onPassed?: (seconds: number) => void;
  } = {},
) {
  const now = options.now ?? Date.now;
  const chunk = options.chunk ?? FAN_OUT_CHUNK;
  const cursors = new Map<WebSocket, number>();
  const behindSince = new WeakMap<WebSocket, number>();
  let log: Entry[] = [];
  let nextSeq = 0;
  /** Messages before this one were in an earlier pass. */
  let passedTo = 0;
  let passing = false;

  /** Writes the socket the messages from `from` up to the pass's `end`; of states and pointers, the last only. */
  function writeTo(socket: WebSocket, from: number, end: number, last: Record<EntryKind, number>) {
    cursors.set(socket, end);
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      const since = behindSince.get(socket) ?? now();
      behindSince.set(socket, since);
      if (now() - since >= SLOW_VIEWER_DROP_MS) socket.terminate();
      return;
    }
    behindSince.delete(socket);
    for (const entry of log) {
      if (entry.seq < from || entry.seq >= end || (entry.kind !== 'other' && entry.seq < last[entry.kind])) continue;
      socket.send(entry.frame, { binary: false });
    }
  }

  /** Of each kind that newer ones replace, the last one's number before `end`. */
  function lastBefore(end: number): Record<EntryKind, number> {
    const last = { state: -1, pointer: -1, other: -1 };
    for (const entry of log) if (entry.seq < end && entry.kind !== 'other') last[entry.kind] = entry.seq;
    return last;
  }

  /** Writes every socket behind, a chunk now and the rest after other work; again while more came. */
  function pass() {
    passing = true;
    const end = nextSeq;
    const first = log.find((entry) => entry.seq >= passedTo);
    passedTo = end;
    const last = lastBefore(end);
    const behind = [...cursors].filter(([, cursor]) => cursor < end);
    let at = 0;
    const writeChunk = () => {
      for (const stop = Math.min(behind.length, at + chunk); at < stop; at++) {
        const [socket, cursor] = behind[at]!;
        // Gone meanwhile, or added after the pass began (it starts after `end`).
        if (cursors.get(socket) === cursor) writeTo(socket, cursor, end, last);
      }
      if (at < behind.length) return void setImmediate(writeChunk);
      passing = false;
      if (first && options.onPassed) options.onPassed((performance.now() - first.at) / 1000);
      trim();
      if ([...cursors.values()].some((cursor) => cursor < nextSeq)) pass();
    };
    writeChunk();
  }

  function trim() {
    let oldest = nextSeq;
    for (const cursor of cursors.values()) oldest = Math.min(oldest, cursor);
    const drop = log.findIndex((entry) => entry.seq >= oldest);
    log = drop === -1 ? [] : log.slice(drop);
  }

  return {
    /** A message for every socket; written at once when no pass is under way. */
    push(kind: EntryKind, text: string) {
      log.push({ seq: nextSeq++, kind, frame: Buffer.from(text), at: performance.now() });
      if (!passing) pass();
    },
    /** From now on the socket is written every message after the last one pushed. */
    add: (socket: WebSocket) => void cursors.set(socket, nextSeq),
    remove: (socket: WebSocket) => void cursors.delete(socket),
    get size() {
      return cursors.size;
    },
  };
}

export type FanOut = ReturnType<typeof createFanOut>;
