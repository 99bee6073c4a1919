import type { Deck } from '@lectern/deck-format';
import type { EditorContext, EditorState } from '../model/editor-state';
import type { MeasuredHeights } from '../model/geometry';
import { idSource } from '../model/ids';
import { clampRef } from '../model/deck-ops';
import { FIRST_SLIDE, type SlideRef } from '../model/slide-ref';
import { startHistory } from '../history/history';
import type { Action, ActionResult } from './action';
import { applyAction, isEnabled, type EditorSession } from './apply';
import { actions, type ActionName } from './registry';

/**
 * The editing session as an external store for React (`useSyncExternalStore`): every change goes
 * through `performAction`, which runs an action of the registry.
 */
export class EditorStore {
  #session: EditorSession;
  readonly #listeners = new Set<() => void>();
  /** Heights of 'auto'-height text blocks as drawn, kept current by the canvas. */
  readonly measured = new Map<string, number>() satisfies MeasuredHeights;
  #flushPending: (() => void) | null = null;

  constructor(
    deck: Deck,
    private size: { width: number; height: number },
    first: SlideRef = FIRST_SLIDE,
  ) {
    const state: EditorState = { deck, current: clampRef(deck, first), selection: [] };
    this.#session = { history: startHistory(state), clipboard: null };
  }

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): EditorSession => this.#session;

  get state(): EditorState {
    return this.#session.history.present;
  }

  /** How a change still being made (text being typed) puts its latest step into the deck; null when none is. */
  readonly setPending = (flush: (() => void) | null) => {
    this.#flushPending = flush;
  };

  /** Puts a change still being made into the deck now (before saving or checking for changes). */
  flushPending(): void {
    this.#flushPending?.();
  }

  /** The deck's size changed in its settings. */
  resize(size: { width: number; height: number }): void {
    this.size = size;
  }

  context(): EditorContext {
    // Collecting the deck's ids costs a walk over every block: only actions that add something pay it.
    const deck = this.state.deck;
    let nextId: (() => string) | null = null;
    return { size: this.size, measured: this.measured, nextId: () => (nextId ??= idSource(deck))() };
  }

  isEnabled<N extends ActionName>(name: N): boolean {
    return this.isActionEnabled(actions[name] as Action<unknown>);
  }

  isActionEnabled(action: Action<unknown>): boolean {
    return isEnabled(action, this.#session, this.context());
  }

  actionNamed(name: ActionName): Action<unknown> {
    return actions[name] as Action<unknown>;
  }

  performAction(action: Action<unknown>, payload: unknown): ActionResult {
    const { session, result } = applyAction(this.#session, action, payload, this.context());
    if (session !== this.#session) {
      this.#session = session;
      for (const listener of this.#listeners) listener();
    }
    return result;
  }
}
