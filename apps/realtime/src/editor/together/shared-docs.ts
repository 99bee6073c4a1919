import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { EditorErrorReason, EditorServerMessage } from '@lectern/contracts';
import type { Logger } from '@lectern/service-kit';
import { cleanTouchedSlides } from './clean-in-place.js';
import { STORED_ORIGIN, type DocLog } from './doc-log.js';
import { createSocketBudget, MAX_UPDATE_BYTES } from './socket-budget.js';
import { awarenessFrame, readFrame, step1Frame, step2Frame, updateFrame } from '@lectern/deck-doc/frames';

const awarenessStatesFrame = (awareness: awarenessProtocol.Awareness, clients: number[]) =>
  awarenessFrame(awarenessProtocol.encodeAwarenessUpdate(awareness, clients));

/** A socket's accepted updates are appended at most this often (decision 0066). */
export const EDIT_BATCH_MS = 200;
/** A deck being edited is compacted to markup at least this often. */
export const COMPACTION_MS = 30_000;

/** An update with no items and no deletions (two empty counts). */
const EMPTY_UPDATE_BYTES = 2;

/** What travels between processes on the deck's channel: one update or awareness change, base64. */
export interface TogetherEnvelope {
  from: string;
  update?: string;
  awareness?: string;
}

interface Editor {
  deckId: string;
  userId: string;
  canEdit: boolean;
  /** The awareness client ids this socket speaks for. */
  clients: Set<number>;
  pending: Uint8Array[];
  /** Update frames accepted, and those committed to the log (the client keeps the others). */
  accepted: number;
  committed: number;
  batch: NodeJS.Timeout | null;
  appending: Promise<void>;
  budget: ReturnType<typeof createSocketBudget>;
}

interface SharedDoc {
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  sockets: Set<WebSocket>;
  loaded: Promise<void>;
  /** The document stream's version this process has read up to. */
  version: number;
  compaction: NodeJS.Timeout | null;
  compacting: Promise<void>;
}

/**
 * The decks edited together on this process: one document and awareness per deck, shared by its
 * sockets here and kept equal with other processes over the deck's channel. Writes are checked
 * on every frame (role, size, rate), applied and fanned out at once, appended to the log in
 * batches and acknowledged once committed; the document is compacted to markup while edited and
 * when its last socket here leaves.
 */
export function createSharedDocs(deps: {
  log: DocLog;
  processId: string;
  publish(deckId: string, together: TogetherEnvelope): Promise<void>;
  send(socket: WebSocket, message: EditorServerMessage): void;
  logger: Logger;
  now?: () => number;
}) {
  const { log, processId, logger } = deps;
  const docs = new Map<string, SharedDoc>();
  const editors = new Map<WebSocket, Editor>();
  /** Leaves still appending or compacting: a stopping process waits for them. */
  const leaving = new Set<Promise<void>>();
  const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  // Another process that misses a change gets it from its clients' next sync or from the log.
  const publish = (deckId: string, envelope: TogetherEnvelope) =>
    void deps.publish(deckId, envelope).catch((err: unknown) => logger.warn({ err, deckId }, 'not published'));

  const write = (socket: WebSocket, frame: Uint8Array) => {
    if (socket.readyState === socket.OPEN) socket.send(frame, { binary: true });
  };

  function open(deckId: string): SharedDoc {
    const known = docs.get(deckId);
    if (known) return known;
    const doc = new Y.Doc({ gc: true });
    const awareness = new awarenessProtocol.Awareness(doc);
    awareness.setLocalState(null);
    const shared: SharedDoc = {
      doc,
      awareness,
      sockets: new Set(),
      loaded: Promise.resolve(),
      version: 0,
      compaction: null,
      compacting: Promise.resolve(),
    };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      // What a socket's update made of the document (cleaned) is what the log keeps.
      editors.get(origin as WebSocket)?.pending.push(update);
      const frame = updateFrame(update);
      for (const socket of shared.sockets) if (socket !== origin) write(socket, frame);
      // What a local socket or the server changed, the deck's other processes apply too.
      if (origin !== 'remote' && origin !== STORED_ORIGIN) publish(deckId, { from: processId, update: encode(update) });
    });
    awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      const changed = [...added!, ...updated!, ...removed!];
      if (changed.length === 0) return;
      const update = awarenessProtocol.encodeAwarenessUpdate(awareness, changed);
      const frame = awarenessFrame(update);
      for (const socket of shared.sockets) if (socket !== origin) write(socket, frame);
      if (origin !== 'remote') publish(deckId, { from: processId, awareness: encode(update) });
    });
    shared.loaded = log.load(deckId, doc).then(
      ({ version }) => void (shared.version = version),
      (error: unknown) => {
        // The next socket to join tries again.
        docs.delete(deckId);
        throw error;
      },
    );
    docs.set(deckId, shared);
    return shared;
  }

  function scheduleCompaction(deckId: string, shared: SharedDoc) {
    if (shared.compaction) return;
    shared.compaction = setTimeout(() => {
      shared.compaction = null;
      void compact(deckId, shared);
    }, COMPACTION_MS);
    shared.compaction.unref();
  }

  function compact(deckId: string, shared: SharedDoc): Promise<void> {
    shared.compacting = shared.compacting.then(async () => {
      try {
        const { version } = await log.compact(deckId, shared.doc, shared.version);
        shared.version = Math.max(shared.version, version);
      } catch (err) {
        logger.warn({ err, deckId }, 'compaction failed');
        // Tried again while people edit; the edits are in the log either way.
        if (shared.sockets.size > 0) scheduleCompaction(deckId, shared);
      }
    });
    return shared.compacting;
  }

  /** Appends a socket's pending updates as one event, then acknowledges them; kept for the next batch if the append fails. */
  function flush(socket: WebSocket, editor: Editor): Promise<void> {
    if (editor.batch) clearTimeout(editor.batch);
    editor.batch = null;
    editor.appending = editor.appending.then(async () => {
      const updates = editor.pending;
      const upTo = editor.accepted;
      if (upTo === editor.committed) return;
      editor.pending = [];
      try {
        // Updates that changed nothing (sent twice) are acknowledged without an event.
        if (updates.length > 0) await log.appendEdits(editor.deckId, updates, editor.userId);
        editor.committed = upTo;
        deps.send(socket, { type: 'together:acked', count: upTo });
      } catch (err) {
        logger.warn({ err, deckId: editor.deckId }, 'edits not appended');
        editor.pending = [...updates, ...editor.pending];
        if (editors.has(socket)) editor.batch ??= setTimeout(() => void flush(socket, editor), EDIT_BATCH_MS);
      }
    });
    return editor.appending;
  }

  function acceptUpdate(socket: WebSocket, editor: Editor, shared: SharedDoc, update: Uint8Array) {
    editor.accepted += 1;
    // One transaction: the update and the cleaning of what it touched reach others as one update.
    let cleaned = false;
    shared.doc.transact((transaction) => {
      Y.applyUpdate(shared.doc, update);
      cleaned = cleanTouchedSlides(shared.doc, transaction);
    }, socket);
    // Its sender gets back what cleaning removed too.
    if (cleaned) write(socket, updateFrame(editor.pending.at(-1)!));
    editor.batch ??= setTimeout(() => void flush(socket, editor), EDIT_BATCH_MS);
    scheduleCompaction(editor.deckId, shared);
  }

  return {
    /** Joins the socket to the deck's document: it is sent the server's state vector and everyone's awareness. */
    async join(socket: WebSocket, deckId: string, access: { userId: string; canEdit: boolean }) {
      const shared = open(deckId);
      await shared.loaded;
      if (socket.readyState !== socket.OPEN) return;
      editors.set(socket, {
        deckId,
        ...access,
        clients: new Set(),
        pending: [],
        accepted: 0,
        committed: 0,
        batch: null,
        appending: Promise.resolve(),
        budget: createSocketBudget(deps.now),
      });
      shared.sockets.add(socket);
      write(socket, step1Frame(shared.doc));
      const present = [...shared.awareness.getStates().keys()];
      if (present.length > 0) write(socket, awarenessStatesFrame(shared.awareness, present));
    },

    joined: (socket: WebSocket) => editors.has(socket),

    /** One binary frame of a joined socket; answers why it was refused, or null. */
    receive(socket: WebSocket, data: Uint8Array): EditorErrorReason | null {
      const editor = editors.get(socket);
      const shared = editor && docs.get(editor.deckId);
      if (!editor || !shared) return 'not_subscribed';
      if (data.byteLength > MAX_UPDATE_BYTES) return 'too_large';
      if (!editor.budget.take(data.byteLength)) return 'rate_limited';
      const frame = readFrame(data);
      if (!frame) return 'invalid';
      switch (frame.kind) {
        case 'step1':
          write(socket, step2Frame(shared.doc, frame.stateVector));
          return null;
        case 'update':
          // A client's answer to the server's state vector carries nothing when it has nothing new.
          if (frame.update.byteLength <= EMPTY_UPDATE_BYTES) return null;
          if (!editor.canEdit) return 'forbidden';
          acceptUpdate(socket, editor, shared, frame.update);
          return null;
        case 'awareness': {
          // A socket speaks for the awareness clients it first named, and for no one else's.
          const others = frame.clients.filter((client) => !editor.clients.has(client));
          if (others.some((client) => shared.awareness.getStates().has(client))) return 'forbidden';
          for (const client of others) editor.clients.add(client);
          awarenessProtocol.applyAwarenessUpdate(shared.awareness, frame.update, socket);
          return null;
        }
      }
    },

    /** Another process's update or awareness change of a deck this process holds. */
    remote(deckId: string, envelope: TogetherEnvelope) {
      const shared = docs.get(deckId);
      if (!shared || envelope.from === processId) return;
      if (envelope.update) Y.applyUpdate(shared.doc, new Uint8Array(Buffer.from(envelope.update, 'base64')), 'remote');
      if (envelope.awareness)
        awarenessProtocol.applyAwarenessUpdate(
          shared.awareness,
          new Uint8Array(Buffer.from(envelope.awareness, 'base64')),
          'remote',
        );
    },

    /** The socket's person may edit, or no longer may (a role changed). */
    allow(socket: WebSocket, canEdit: boolean) {
      const editor = editors.get(socket);
      if (editor) editor.canEdit = canEdit;
    },

    /** The socket leaves: its accepted updates are appended, its cursors removed; the last one here compacts. */
    leave(socket: WebSocket): Promise<void> {
      const editor = editors.get(socket);
      if (!editor) return Promise.resolve();
      editors.delete(socket);
      const shared = docs.get(editor.deckId)!;
      shared.sockets.delete(socket);
      awarenessProtocol.removeAwarenessStates(shared.awareness, [...editor.clients], socket);
      const work = (async () => {
        await flush(socket, editor);
        if (shared.sockets.size > 0) return;
        if (shared.compaction) clearTimeout(shared.compaction);
        shared.compaction = null;
        await compact(editor.deckId, shared);
        if (shared.sockets.size > 0) return;
        docs.delete(editor.deckId);
        shared.awareness.destroy();
        shared.doc.destroy();
      })();
      leaving.add(work);
      return work.finally(() => leaving.delete(work));
    },

    /** Leaves every socket (each last one compacting its deck), and waits for leaves under way. */
    async stop() {
      for (const socket of [...editors.keys()]) await this.leave(socket);
      await Promise.allSettled([...leaving]);
    },
  };
}

export type SharedDocs = ReturnType<typeof createSharedDocs>;
