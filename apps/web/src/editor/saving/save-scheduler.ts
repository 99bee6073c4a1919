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

export interface SaveSchedulerOptions<C> {
  /** The content as last loaded or saved, and the version it is. */
  initial: C;
  version: number;
  /** The markup saved for a content. */
  serialize: (content: C) => string;
  /** Saves markup based on `version`; answers the new version. `signal` aborts a save that timed out. */
  save: (markup: string, version: number, signal: AbortSignal) => Promise<number>;
  /** Whether a save failure means a newer version exists on the server (a 409). */
  isConflict: (error: unknown) => boolean;
  /** Save changes every AUTOSAVE_INTERVAL_MS (the local setting editorAutoSave). */
  autosave: boolean;
  /** Puts a change still being made (text being typed) into the content; called before every check and save. */
  flush?: () => void;
  onStatus: (status: SaveStatus) => void;
}

/**
 * Keeps the server's copy of the content current: checks for unsaved changes every 1.5 s, saves
 * changed content every 4 s (or at once when asked), gives up on a save after 25 s, and stops for
 * good when the server has a newer version. One save runs at a time.
 */
export class SaveScheduler<C> {
  #content: C;
  #savedContent: C;
  #savedMarkup: string;
  #version: number;
  #status: SaveStatus = 'saved';
  #saving: Promise<void> | null = null;
  #timers: ReturnType<typeof setInterval>[] = [];
  #abandoned = false;

  constructor(private readonly options: SaveSchedulerOptions<C>) {
    this.#content = options.initial;
    this.#savedContent = options.initial;
    this.#savedMarkup = options.serialize(options.initial);
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
    this.#timers.push(
      setInterval(() => this.check(), UNSAVED_CHECK_INTERVAL_MS),
      setInterval(() => {
        this.check();
        if (this.options.autosave && this.#status === 'unsaved') void this.saveNow();
      }, AUTOSAVE_INTERVAL_MS),
    );
  }

  stop(): void {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
  }

  /** The content as it is now; checked at the next tick. */
  update(content: C): void {
    this.#content = content;
  }

  /** Compares the content with what was saved; undoing back to it counts as saved. */
  check(): void {
    this.options.flush?.();
    if (this.#status === 'saving' || this.#status === 'conflict' || this.#content === this.#savedContent) return;
    if (this.options.serialize(this.#content) === this.#savedMarkup) {
      this.#savedContent = this.#content;
      if (this.#status === 'unsaved') this.#setStatus('saved');
      return;
    }
    if (this.#status === 'saved') this.#setStatus('unsaved');
  }

  /**
   * Saves the content now (Ctrl+S, Retry); waits for a save under way first. After a conflict it
   * tries once more, and the server refuses again unless the newer version is gone.
   */
  async saveNow(): Promise<void> {
    while (this.#saving) await this.#saving;
    if (this.#abandoned) return;
    this.#saving = this.#save().finally(() => {
      this.#saving = null;
    });
    return this.#saving;
  }

  async #save(): Promise<void> {
    this.options.flush?.();
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
