import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import type { EditorServerMessage } from '@lectern/contracts';
import { createLogger } from '@lectern/service-kit';
import type { DocLog } from './doc-log.js';
import { COMPACTION_MS, createSharedDocs, EDIT_BATCH_MS } from './shared-docs.js';
import { updateFrame } from '@lectern/deck-doc/frames';

const fakeSocket = () => ({ OPEN: 1, readyState: 1, send: vi.fn() }) as unknown as WebSocket;

/** One process's shared documents on a log double, with a socket of an editor joined to deck d1. */
async function oneEditor() {
  const log = {
    load: vi.fn(async () => ({ version: 1 })),
    appendEdits: vi.fn(async () => undefined),
    compact: vi.fn(async () => ({ markup: null, version: 1 })),
  };
  const sent: EditorServerMessage[] = [];
  const docs = createSharedDocs({
    log: log as unknown as DocLog,
    processId: 'p1',
    publish: async () => undefined,
    send: (_socket, message) => void sent.push(message),
    logger: createLogger('test', 'silent'),
  });
  const socket = fakeSocket();
  await docs.join(socket, 'd1', { userId: 'ada', canEdit: true });
  const client = new Y.Doc();
  const typed = () => {
    let update: Uint8Array | null = null;
    client.once('update', (made: Uint8Array) => (update = made));
    client.getText('t').insert(0, 'x');
    return updateFrame(update!);
  };
  return { log, sent, docs, socket, typed };
}

describe('the shared documents of one process', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appends a socket’s updates at most every 200 ms, as one event, and acknowledges them after', async () => {
    const { log, sent, docs, socket, typed } = await oneEditor();
    for (let i = 0; i < 3; i++) expect(docs.receive(socket, typed())).toBeNull();
    expect(log.appendEdits).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(EDIT_BATCH_MS);
    expect(log.appendEdits).toHaveBeenCalledTimes(1);
    expect(log.appendEdits.mock.calls[0]).toEqual(['d1', expect.any(Array), 'ada']);
    expect((log.appendEdits.mock.calls[0] as unknown[])[1]).toHaveLength(3);
    expect(sent).toEqual([{ type: 'together:acked', count: 3 }]);
  });

  it('compacts a deck being edited within 30 s, and again when its last socket leaves', async () => {
    const { log, docs, socket, typed } = await oneEditor();
    docs.receive(socket, typed());
    await vi.advanceTimersByTimeAsync(COMPACTION_MS - 1);
    expect(log.compact).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(log.compact).toHaveBeenCalledTimes(1);
    await docs.leave(socket);
    expect(log.compact).toHaveBeenCalledTimes(2);
  });

  it('refuses an update from someone who may not edit, and tells nothing to the log', async () => {
    const { log, docs, socket, typed } = await oneEditor();
    docs.allow(socket, false);
    expect(docs.receive(socket, typed())).toBe('forbidden');
    await vi.advanceTimersByTimeAsync(EDIT_BATCH_MS);
    expect(log.appendEdits).not.toHaveBeenCalled();
  });
});
