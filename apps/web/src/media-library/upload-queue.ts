import { CONCURRENT_UPLOADS, UPLOAD_QUEUE_MAX, UPLOADED_LINGER_MS } from './constants';

export type UploadState = 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface UploadEntry {
  readonly id: number;
  readonly name: string;
  readonly state: UploadState;
  /** Why it failed, for the person. */
  readonly message?: string;
}

export interface UploadQueueOptions<F> {
  /** Uploads one file; rejects with an Error whose message the person reads. */
  upload: (file: F) => Promise<void>;
  max?: number;
  concurrency?: number;
  lingerMs?: number;
}

/**
 * The upload queue (spec/001 §4, §5): at most `max` files waiting or uploading, `concurrency`
 * uploading at once, in the order they were added. An uploaded file leaves after showing its
 * completed icon for a moment; a failed one stays with its message until it is dismissed.
 * Plain state with timers, read by React through `subscribe` and `getSnapshot`.
 */
export class UploadQueue<F> {
  #entries: readonly UploadEntry[] = [];
  readonly #files = new Map<number, F>();
  readonly #listeners = new Set<() => void>();
  readonly #options: Required<UploadQueueOptions<F>>;
  #nextId = 1;

  constructor(options: UploadQueueOptions<F>) {
    this.#options = {
      max: UPLOAD_QUEUE_MAX,
      concurrency: CONCURRENT_UPLOADS,
      lingerMs: UPLOADED_LINGER_MS,
      ...options,
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly UploadEntry[] => this.#entries;

  /** Queues what fits and answers how many files did not (the queue was full). */
  readonly add = (files: readonly { file: F; name: string }[]): { rejected: number } => {
    const room = Math.max(0, this.#options.max - this.#active().length);
    const taken = files.slice(0, room).map(({ file, name }) => {
      const id = this.#nextId++;
      this.#files.set(id, file);
      return { id, name, state: 'waiting' as const };
    });
    if (taken.length > 0) {
      this.#entries = [...this.#entries, ...taken];
      this.#startWhatFits();
      this.#emit();
    }
    return { rejected: files.length - taken.length };
  };

  /** Removes a failed entry the person has read. */
  readonly dismiss = (id: number): void => {
    if (!this.#entries.some((entry) => entry.id === id && entry.state === 'failed')) return;
    this.#remove(id);
  };

  #active() {
    return this.#entries.filter((entry) => entry.state === 'waiting' || entry.state === 'uploading');
  }

  #startWhatFits(): void {
    let uploading = this.#entries.filter((entry) => entry.state === 'uploading').length;
    for (const entry of this.#entries) {
      if (uploading >= this.#options.concurrency) return;
      if (entry.state !== 'waiting') continue;
      uploading += 1;
      this.#update(entry.id, { state: 'uploading' });
      void this.#run(entry.id);
    }
  }

  async #run(id: number): Promise<void> {
    const file = this.#files.get(id)!;
    try {
      await this.#options.upload(file);
      this.#update(id, { state: 'uploaded' });
      setTimeout(() => this.#remove(id), this.#options.lingerMs);
    } catch (error) {
      this.#update(id, { state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    this.#files.delete(id);
    this.#startWhatFits();
    this.#emit();
  }

  #update(id: number, change: Partial<UploadEntry>): void {
    this.#entries = this.#entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  }

  #remove(id: number): void {
    this.#entries = this.#entries.filter((entry) => entry.id !== id);
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
