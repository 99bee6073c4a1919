import { hashKey, type QueryCache } from '@tanstack/react-query';
import type { StatusResponse } from '@lectern/contracts';
import { STATUS_QUERY_KEY } from '../api/account';
import { initialSessionState, sessionReducer, type SessionEvent, type SessionState } from './session-state';

/** The session state as a store React reads with `useSyncExternalStore`. */
export class SessionStore {
  #state: SessionState = initialSessionState;
  readonly #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionState => this.#state;

  readonly dispatch = (event: SessionEvent): void => {
    const next = sessionReducer(this.#state, event);
    if (next === this.#state) return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  };

  /**
   * Hears every answer the status query gets, at once and whoever asked: the periodic check, a
   * route loader, or a status written after signing in.
   */
  follow(queryCache: QueryCache): () => void {
    const statusHash = hashKey(STATUS_QUERY_KEY);
    return queryCache.subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== statusHash) return;
      if (event.action.type === 'success') {
        this.dispatch({ type: 'status', status: event.action.data as StatusResponse });
      } else if (event.action.type === 'error') {
        this.dispatch({ type: 'status-failed' });
      }
    });
  }
}
