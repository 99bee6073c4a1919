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
}

/**
 * One deck's messages written to the sockets of this process. Each message is turned into one
 * buffer, written as it is to every socket, in the order the messages came. The sockets are
 * written in chunks, so a newer message can arrive between two chunks: the sockets not yet
 * written then get only the newest state and pointer (states are whole: a skipped one is repaired
 * by the next), so a deck followed by more sockets than can be written between two states falls
 * behind by one round at most instead of queueing states for ever. A socket whose send queue is
 * full is skipped, and dropped once it has stayed so for 10 s.
 */
export function createFanOut(options: { now?: () => number; chunk?: number } = {}) {
  const now = options.now ?? Date.now;
  const chunk = options.chunk ?? FAN_OUT_CHUNK;
  const cursors = new Map<WebSocket, number>();
  const behindSince = new WeakMap<WebSocket, number>();
  let log: Entry[] = [];
  let nextSeq = 0;
  /** Of each kind that newer ones replace, the last one's number. */
  const lastSeq: Record<Exclude<EntryKind, 'other'>, number> = { state: -1, pointer: -1 };
  let passing = false;

  function writeTo(socket: WebSocket, from: number) {
    cursors.set(socket, nextSeq);
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      const since = behindSince.get(socket) ?? now();
      behindSince.set(socket, since);
      if (now() - since >= SLOW_VIEWER_DROP_MS) socket.terminate();
      return;
    }
    behindSince.delete(socket);
    for (const entry of log) {
      if (entry.seq < from || (entry.kind !== 'other' && entry.seq < lastSeq[entry.kind])) continue;
      socket.send(entry.frame, { binary: false });
    }
  }

  /** Writes every socket behind, a chunk now and the rest after other work; again while more came. */
  function pass() {
    passing = true;
    const behind = [...cursors].filter(([, cursor]) => cursor < nextSeq);
    let at = 0;
    const writeChunk = () => {
      for (const end = Math.min(behind.length, at + chunk); at < end; at++) {
        const [socket, cursor] = behind[at]!;
        // Gone, or written by a later pass meanwhile.
        if (cursors.get(socket) === cursor) writeTo(socket, cursor);
      }
      if (at < behind.length) return void setImmediate(writeChunk);
      passing = false;
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
      const seq = nextSeq++;
      log.push({ seq, kind, frame: Buffer.from(text) });
      if (kind !== 'other') lastSeq[kind] = seq;
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
