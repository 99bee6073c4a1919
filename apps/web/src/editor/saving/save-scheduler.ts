import { AUTOSAVE_INTERVAL_MS, SAVE_TIMEOUT_MS, UNSAVED_CHECK_INTERVAL_MS } from './timings';

/**
 * `saved`: what is shown is what the server has. `unsaved`: a change waits for the next save.
 * `saving`: a save is under way. `failed`: the last save failed or timed out (retry by saving
 * again). `conflict`: the server holds a newer version, so saving stops rather than overwrite it.
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict';

export class SaveTimeoutError extends Error {
  override readonly name = 'SaveTimeoutError';
}

/** A store whose snapshots the scheduler follows (the editor store). */
export interface SnapshotSource<S> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => S;
}

export interface SaveSchedulerOptions<S, C> {
  source: SnapshotSource<S>;
  /** The content of a snapshot: what is saved. */
  content: (snapshot: S) => C;
  /** How many times a snapshot's session asked for a save now (Ctrl+S): a save starts when it grows. */
  saveRequests: (snapshot: S) => number;
  /** The version of the content as loaded. */
  version: number;
  /** The markup saved for a content. */
  serialize: (content: C) => string;
  /** Saves markup based on `version`; answers the new version. `signal` aborts a save that timed out. */
  save: (markup: string, version: number, signal: AbortSignal) => Promise<number>;
  /** Whether a save failure means a newer version exists on the server (a 409). */
  isConflict: (error: unknown) => boolean;
  /** Save changes every AUTOSAVE_INTERVAL_MS (the local setting editorAutoSave). */
  autosave: boolean;
  onStatus: (status: SaveStatus) => void;
}

/**
 * Keeps the server's copy of a store's content current: follows the store's snapshots, checks for
 * unsaved changes every 1.5 s, saves the latest snapshot's content every 4 s (or at once when the
 * store asks or a caller does), takes the version each answer carries, gives up on a save after
 * 25 s, and stops for good when the server has a newer version. One save runs at a time.
 */
export class SaveScheduler<S, C> {
  #content: C;
  #savedContent: C;
  #savedMarkup: string;
  #version: number;
  #requests: number;
  #status: SaveStatus = 'saved';
  #saving: Promise<void> | null = null;
  #timers: ReturnType<typeof setInterval>[] = [];
  #unsubscribe: (() => void) | null = null;
  #abandoned = false;

  constructor(private readonly options: SaveSchedulerOptions<S, C>) {
    const snapshot = options.source.getSnapshot();
    this.#content = options.content(snapshot);
    this.#savedContent = this.#content;
    this.#savedMarkup = options.serialize(this.#content);
    this.#requests = options.saveRequests(snapshot);
    this.#version = options.version;
  }

  get status(): SaveStatus {
    return this.#status;
  }

  get version(): number {
    return this.#version;
  }

  /** Whether leaving now would lose work (not after `abandon`). */
  get hasUnsavedWork(): boolean {
    return !this.#abandoned && (this.#status !== 'saved' || this.#content !== this.#savedContent);
  }

  /** Stops saving and lets the page go without a warning: the person chose to drop this page's changes. */
  abandon(): void {
    this.#abandoned = true;
    this.stop();
  }

  start(): void {
    this.#unsubscribe = this.options.source.subscribe(() => this.#take(this.options.source.getSnapshot()));
    this.#take(this.options.source.getSnapshot());
    this.#timers.push(
      setInterval(() => this.check(), UNSAVED_CHECK_INTERVAL_MS),
      setInterval(() => {
        this.check();
        if (this.options.autosave && this.#status === 'unsaved') void this.saveNow();
      }, AUTOSAVE_INTERVAL_MS),
    );
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
  }

  /** Compares the content with what was saved; undoing back to it counts as saved. */
  check(): void {
    if (this.#status === 'saving' || this.#status === 'conflict' || this.#content === this.#savedContent) return;
    if (this.options.serialize(this.#content) === this.#savedMarkup) {
      this.#savedContent = this.#content;
      if (this.#status === 'unsaved') this.#setStatus('saved');
      return;
    }
    if (this.#status === 'saved') this.#setStatus('unsaved');
  }

  /**
   * Saves the latest content now (Ctrl+S, Retry, before presenting); waits for a save under way
   * first, and answers the version the server then holds. After a conflict it tries once more,
   * and the server refuses again unless the newer version is gone.
   */
  async saveNow(): Promise<number> {
    while (this.#saving) await this.#saving;
    if (this.#abandoned) return this.#version;
    this.#saving = this.#save().finally(() => {
      this.#saving = null;
    });
    await this.#saving;
    return this.#version;
  }

  #take(snapshot: S): void {
    this.#content = this.options.content(snapshot);
    const requests = this.options.saveRequests(snapshot);
    if (requests === this.#requests) return;
    this.#requests = requests;
    void this.saveNow();
  }

  async #save(): Promise<void> {
    const content = this.#content;
    const markup = this.options.serialize(content);
    if (markup === this.#savedMarkup) {
      this.#savedContent = content;
      this.#setStatus('saved');
      return;
    }
    this.#setStatus('saving');
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new SaveTimeoutError('Saving took too long'));
      }, SAVE_TIMEOUT_MS);
    });
    try {
      this.#version = await Promise.race([this.options.save(markup, this.#version, abort.signal), timeout]);
      this.#savedContent = content;
      this.#savedMarkup = markup;
      this.#setStatus(this.#content === content ? 'saved' : 'unsaved');
    } catch (error) {
      this.#setStatus(this.options.isConflict(error) ? 'conflict' : 'failed');
    } finally {
      clearTimeout(timer);
    }
  }

  #setStatus(status: SaveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.options.onStatus(status);
  }
}
