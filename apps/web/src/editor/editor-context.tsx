import { createContext, use, useSyncExternalStore } from 'react';
import type { Action } from './actions/action';
import type { EditorSession } from './actions/apply';
import type { EditorStore } from './actions/editor-store';
import type { ActionName, PayloadOf } from './actions/registry';

/** What the editor's parts share: the store, and `run`, which performs an action with its confirmation, message and save. */
export interface EditorApi {
  readonly store: EditorStore;
  readonly run: <N extends ActionName>(name: N, payload: PayloadOf<N>) => Promise<void>;
  readonly runAction: (action: Action<unknown>, payload?: unknown) => Promise<void>;
}

const EditorApiContext = createContext<EditorApi | null>(null);

export const EditorApiProvider = EditorApiContext;

export function useEditorApi(): EditorApi {
  const api = use(EditorApiContext);
  if (!api) throw new Error('useEditorApi needs the editor above it.');
  return api;
}

export function useEditorSession(): EditorSession {
  const { store } = useEditorApi();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
