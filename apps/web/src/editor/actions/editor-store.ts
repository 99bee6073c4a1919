import type { Deck } from '@lectern/deck-format';
import type { EditorContext, EditorState } from '../model/editor-state';
import type { MeasuredHeights } from '../model/geometry';
import { idSource } from '../model/ids';
import { clampRef } from '../model/deck-ops';
import { FIRST_SLIDE, type SlideRef } from '../model/slide-ref';
import type { Action, ActionResult } from './action';
import { applyAction, isEnabled, startSession, type EditorSession } from './apply';
import { actions, type ActionName } from './registry';

/** Undo and redo of a deck edited together, which take back only this page's changes (decision 0071). */
export type SharedHistory = Record<'undo' | 'redo', { can(): boolean; take(): void }>;

/**
 * The editing session as an external store (`useSyncExternalStore` for React, the save scheduler's
 * source): every change goes through `performAction`, which runs an action of the registry, and text
 * being typed is in it keystroke by keystroke.
 */
export class EditorStore {
  #session: EditorSession;
  readonly #listeners = new Set<() => void>();
  /** Heights of 'auto'-height text blocks as drawn, kept current by the canvas. */
  readonly measured = new Map<string, number>() satisfies MeasuredHeights;
  /** Where undo and redo go instead of the store's own history. */
  sharedHistory: SharedHistory | null = null;

  constructor(
    deck: Deck,
    private size: { width: number; height: number },
    first: SlideRef = FIRST_SLIDE,
  ) {
    const state: EditorState = { deck, current: clampRef(deck, first), selection: [] };
    this.#session = startSession(state);
  }

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): EditorSession => this.#session;

  get state(): EditorState {
    return this.#session.history.present;
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
    return this.#sharedStep(action)?.can() ?? isEnabled(action, this.#session, this.context());
  }

  actionNamed(name: ActionName): Action<unknown> {
    return actions[name] as Action<unknown>;
  }

  performAction(action: Action<unknown>, payload: unknown): ActionResult {
    const shared = this.#sharedStep(action);
    if (shared) {
      shared.take();
      return {};
    }
    const { session, result } = applyAction(this.#session, action, payload, this.context());
    if (session !== this.#session) {
      this.#session = session;
      for (const listener of this.#listeners) listener();
    }
    return result;
  }

  #sharedStep({ history }: Action<unknown>) {
    return history === 'undo' || history === 'redo' ? this.sharedHistory?.[history] : undefined;
  }
}
