import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadQueue } from './upload-queue';

/** An upload the test finishes by hand. */
function controlledUploads() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const upload = (file: string) =>
    new Promise<void>((resolve, reject) => {
      pending.set(file, { resolve, reject });
    });
  return { upload, pending };
}

const files = (...names: string[]) => names.map((name) => ({ file: name, name }));
const states = (queue: UploadQueue<string>) => queue.getSnapshot().map((entry) => `${entry.name}:${entry.state}`);

describe('the upload queue (spec/001 §4, §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uploads two files at a time, in order, and starts the next as one finishes', async () => {
    const { upload, pending } = controlledUploads();
    const queue = new UploadQueue({ upload });
    queue.add(files('a', 'b', 'c'));
    expect(states(queue)).toEqual(['a:uploading', 'b:uploading', 'c:waiting']);
    expect([...pending.keys()]).toEqual(['a', 'b']);

    pending.get('b')!.resolve();
    await vi.waitFor(() => expect(states(queue)).toEqual(['a:uploading', 'b:uploaded', 'c:uploading']));
  });

  it('shows an uploaded file for a moment and keeps a failed one, with its message, until dismissed', async () => {
    const { upload, pending } = controlledUploads();
    const queue = new UploadQueue({ upload, lingerMs: 2000 });
    queue.add(files('a', 'b'));
    pending.get('a')!.resolve();
    pending.get('b')!.reject(new Error('Storage limit reached'));
    await vi.waitFor(() => expect(states(queue)).toEqual(['a:uploaded', 'b:failed']));
    expect(queue.getSnapshot()[1]!.message).toBe('Storage limit reached');

    vi.advanceTimersByTime(2000);
    expect(states(queue)).toEqual(['b:failed']);
    queue.dismiss(queue.getSnapshot()[0]!.id);
    expect(states(queue)).toEqual([]);
  });

  it('holds at most 100 files waiting or uploading, and says how many did not fit', async () => {
    const { upload, pending } = controlledUploads();
    const queue = new UploadQueue({ upload });
    const many = Array.from({ length: 99 }, (_, index) => `file-${index}`);
    expect(queue.add(files(...many))).toEqual({ rejected: 0 });
    expect(queue.add(files('x', 'y', 'z'))).toEqual({ rejected: 2 });
    expect(queue.getSnapshot()).toHaveLength(100);
    expect(queue.add(files('later'))).toEqual({ rejected: 1 });

    // A finished upload makes room; finished entries do not count.
    pending.get('file-0')!.resolve();
    await vi.waitFor(() => expect(queue.getSnapshot()[0]!.state).toBe('uploaded'));
    expect(queue.add(files('later'))).toEqual({ rejected: 0 });
  });

  it('tells its listeners of every change, and dismisses only failed entries', async () => {
    const { upload, pending } = controlledUploads();
    const queue = new UploadQueue({ upload });
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.add(files('a'));
    expect(listener).toHaveBeenCalledTimes(1);
    queue.dismiss(queue.getSnapshot()[0]!.id);
    expect(states(queue)).toEqual(['a:uploading']);
    pending.get('a')!.resolve();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    stop();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
