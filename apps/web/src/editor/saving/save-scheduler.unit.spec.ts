import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveScheduler, type SaveStatus } from './save-scheduler';
import { AUTOSAVE_INTERVAL_MS, SAVE_TIMEOUT_MS, UNSAVED_CHECK_INTERVAL_MS } from './timings';

class Conflict extends Error {}

/** A snapshot as the editor store gives it: the content, and how many saves were asked for. */
interface Snapshot {
  readonly content: { readonly text: string };
  readonly saveRequests: number;
}

/** A store of snapshots: each change is a new snapshot, and its subscribers hear of it. */
function snapshotStore() {
  let snapshot: Snapshot = { content: { text: 'a' }, saveRequests: 0 };
  const listeners = new Set<() => void>();
  const set = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    type: (text: string) => set({ ...snapshot, content: { text } }),
    askToSave: () => set({ ...snapshot, saveRequests: snapshot.saveRequests + 1 }),
    listeners,
  };
}

function scheduler(
  options: {
    autosave?: boolean;
    save?: (markup: string, version: number, signal: AbortSignal) => Promise<number>;
  } = {},
) {
  const statuses: SaveStatus[] = [];
  const store = snapshotStore();
  const save = vi.fn(options.save ?? (async (_markup: string, version: number) => version + 1));
  const instance = new SaveScheduler<Snapshot, Snapshot['content']>({
    source: store,
    content: (snapshot) => snapshot.content,
    saveRequests: (snapshot) => snapshot.saveRequests,
    version: 1,
    serialize: (content) => content.text,
    save,
    isConflict: (error) => error instanceof Conflict,
    autosave: options.autosave ?? true,
    onStatus: (status) => statuses.push(status),
  });
  instance.start();
  return { instance, store, save, statuses };
}

describe('the save scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("notices the store's change at the next check and saves it at the next autosave, taking the answered version", async () => {
    const { instance, store, save, statuses } = scheduler();
    store.type('b');
    expect(instance.hasUnsavedWork).toBe(true);
    await vi.advanceTimersByTimeAsync(UNSAVED_CHECK_INTERVAL_MS);
    expect(instance.status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS - UNSAVED_CHECK_INTERVAL_MS);
    expect(save).toHaveBeenCalledWith('b', 1, expect.any(AbortSignal));
    expect(statuses).toEqual(['unsaved', 'saving', 'saved']);
    expect(instance.version).toBe(2);
    expect(instance.hasUnsavedWork).toBe(false);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 3);
    expect(save).toHaveBeenCalledTimes(1);
    instance.stop();
  });

  it('saves the latest snapshot: every keystroke is in the store, so a save while typing has them all', async () => {
    const { instance, store, save } = scheduler({ autosave: false });
    for (const text of ['ab', 'abc', 'abcd']) store.type(text);
    expect(await instance.saveNow()).toBe(2);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith('abcd', 1, expect.any(AbortSignal));
    instance.stop();
  });

  it('saves at once when the store asks (Ctrl+S), without waiting for the autosave', async () => {
    const { instance, store, save } = scheduler({ autosave: false });
    store.type('b');
    store.askToSave();
    await vi.waitFor(() => expect(instance.status).toBe('saved'));
    expect(save).toHaveBeenCalledWith('b', 1, expect.any(AbortSignal));
    // A change that asks nothing does not save.
    store.type('c');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    instance.stop();
  });

  it('does not save by itself when autosave is off, but saves when asked', async () => {
    const { instance, store, save } = scheduler({ autosave: false });
    store.type('b');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2);
    expect(save).not.toHaveBeenCalled();
    expect(instance.status).toBe('unsaved');
    await instance.saveNow();
    expect(save).toHaveBeenCalledTimes(1);
    expect(instance.status).toBe('saved');
    instance.stop();
  });

  it('counts content undone back to the saved version as saved', async () => {
    const { instance, store, save } = scheduler();
    store.type('b');
    await vi.advanceTimersByTimeAsync(UNSAVED_CHECK_INTERVAL_MS);
    store.type('a');
    await vi.advanceTimersByTimeAsync(UNSAVED_CHECK_INTERVAL_MS);
    expect(instance.status).toBe('saved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(save).not.toHaveBeenCalled();
    instance.stop();
  });

  it('gives up on a save after the timeout, aborting it, and saves again on retry', async () => {
    let signal: AbortSignal | undefined;
    let hang = true;
    const { instance, store, statuses } = scheduler({
      autosave: false,
      save: (_markup, version, abort) => {
        signal = abort;
        return hang ? new Promise<number>(() => {}) : Promise.resolve(version + 1);
      },
    });
    store.type('b');
    const saving = instance.saveNow();
    await vi.advanceTimersByTimeAsync(SAVE_TIMEOUT_MS);
    expect(await saving).toBe(1);
    expect(instance.status).toBe('failed');
    expect(signal?.aborted).toBe(true);
    hang = false;
    expect(await instance.saveNow()).toBe(2);
    expect(statuses).toEqual(['saving', 'failed', 'saving', 'saved']);
    instance.stop();
  });

  it('stops autosaving after a refused save (a newer version exists) until asked again', async () => {
    const { instance, store, save } = scheduler({ save: () => Promise.reject(new Conflict()) });
    store.type('b');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(instance.status).toBe('conflict');
    store.type('c');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 3);
    expect(save).toHaveBeenCalledTimes(1);
    expect(instance.hasUnsavedWork).toBe(true);
    instance.abandon();
    expect(instance.hasUnsavedWork).toBe(false);
    expect(store.listeners.size).toBe(0);
  });

  it('runs one save at a time and saves what changed meanwhile afterwards', async () => {
    let finish: (version: number) => void = () => {};
    const { instance, store, save } = scheduler({
      autosave: false,
      save: () => new Promise<number>((resolve) => (finish = resolve)),
    });
    store.type('b');
    const first = instance.saveNow();
    store.type('c');
    const second = instance.saveNow();
    expect(save).toHaveBeenCalledTimes(1);
    finish(2);
    expect(await first).toBe(2);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    finish(3);
    expect(await second).toBe(3);
    expect(save.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
    expect(instance.status).toBe('saved');
    instance.stop();
  });
});
