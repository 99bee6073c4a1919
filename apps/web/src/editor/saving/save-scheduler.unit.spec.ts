import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveScheduler, type SaveStatus } from './save-scheduler';
import { AUTOSAVE_INTERVAL_MS, SAVE_TIMEOUT_MS, UNSAVED_CHECK_INTERVAL_MS } from './timings';

class Conflict extends Error {}

interface Content {
  text: string;
}

function scheduler(
  options: {
    autosave?: boolean;
    save?: (markup: string, version: number, signal: AbortSignal) => Promise<number>;
    flush?: (instance: SaveScheduler<Content>) => void;
  } = {},
) {
  const statuses: SaveStatus[] = [];
  const save = vi.fn(options.save ?? (async (_markup: string, version: number) => version + 1));
  const instance = new SaveScheduler<Content>({
    initial: { text: 'a' },
    version: 1,
    serialize: (content) => content.text,
    save,
    isConflict: (error) => error instanceof Conflict,
    autosave: options.autosave ?? true,
    flush: () => options.flush?.(instance),
    onStatus: (status) => statuses.push(status),
  });
  instance.start();
  return { instance, save, statuses };
}

describe('the save scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('notices a change at the next check and saves it at the next autosave', async () => {
    const { instance, save, statuses } = scheduler();
    instance.update({ text: 'b' });
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

  it('does not save by itself when autosave is off, but saves when asked', async () => {
    const { instance, save } = scheduler({ autosave: false });
    instance.update({ text: 'b' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2);
    expect(save).not.toHaveBeenCalled();
    expect(instance.status).toBe('unsaved');
    await instance.saveNow();
    expect(save).toHaveBeenCalledTimes(1);
    expect(instance.status).toBe('saved');
    instance.stop();
  });

  it('counts content undone back to the saved version as saved', async () => {
    const { instance, save } = scheduler();
    instance.update({ text: 'b' });
    await vi.advanceTimersByTimeAsync(UNSAVED_CHECK_INTERVAL_MS);
    instance.update({ text: 'a' });
    await vi.advanceTimersByTimeAsync(UNSAVED_CHECK_INTERVAL_MS);
    expect(instance.status).toBe('saved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(save).not.toHaveBeenCalled();
    instance.stop();
  });

  it('gives up on a save after the timeout, aborting it, and saves again on retry', async () => {
    let signal: AbortSignal | undefined;
    let hang = true;
    const { instance, statuses } = scheduler({
      autosave: false,
      save: (_markup, version, abort) => {
        signal = abort;
        return hang ? new Promise<number>(() => {}) : Promise.resolve(version + 1);
      },
    });
    instance.update({ text: 'b' });
    const saving = instance.saveNow();
    await vi.advanceTimersByTimeAsync(SAVE_TIMEOUT_MS);
    await saving;
    expect(instance.status).toBe('failed');
    expect(signal?.aborted).toBe(true);
    hang = false;
    await instance.saveNow();
    expect(statuses).toEqual(['saving', 'failed', 'saving', 'saved']);
    instance.stop();
  });

  it('stops autosaving after a refused save (a newer version exists) until asked again', async () => {
    const { instance, save } = scheduler({ save: () => Promise.reject(new Conflict()) });
    instance.update({ text: 'b' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(instance.status).toBe('conflict');
    instance.update({ text: 'c' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 3);
    expect(save).toHaveBeenCalledTimes(1);
    expect(instance.hasUnsavedWork).toBe(true);
    instance.abandon();
    expect(instance.hasUnsavedWork).toBe(false);
  });

  it('takes in a change still being made before each check and save', async () => {
    let typed: string | null = null;
    const { instance, save } = scheduler({
      flush: (self) => {
        if (typed !== null) self.update({ text: typed });
        typed = null;
      },
    });
    typed = 'ab';
    instance.check();
    expect(instance.status).toBe('unsaved');
    typed = 'abc';
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(save).toHaveBeenLastCalledWith('abc', 1, expect.any(AbortSignal));
    typed = 'abcd';
    await instance.saveNow();
    expect(save).toHaveBeenLastCalledWith('abcd', 2, expect.any(AbortSignal));
    expect(instance.status).toBe('saved');
    instance.stop();
  });

  it('runs one save at a time and saves what changed meanwhile afterwards', async () => {
    let finish: (version: number) => void = () => {};
    const { instance, save } = scheduler({
      autosave: false,
      save: () => new Promise<number>((resolve) => (finish = resolve)),
    });
    instance.update({ text: 'b' });
    const first = instance.saveNow();
    instance.update({ text: 'c' });
    const second = instance.saveNow();
    expect(save).toHaveBeenCalledTimes(1);
    finish(2);
    await first;
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    finish(3);
    await second;
    expect(save.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
    expect(instance.status).toBe('saved');
    instance.stop();
  });
});
