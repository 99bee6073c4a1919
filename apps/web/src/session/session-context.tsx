import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { CurrentUser } from '@lectern/contracts';
import type { SessionState } from './session-state';
import type { SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider above it.');
  return store;
}

export function useSessionState(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** Whether someone is signed in. When the status cannot be read, the visitor is treated as signed out. */
export function useSession(): 'pending' | 'signed-in' | 'signed-out' {
  const { known, user } = useSessionState();
  if (user) return 'signed-in';
  return known ? 'signed-out' : 'pending';
}

export function useCurrentUser(): CurrentUser | null {
  return useSessionState().user;
}
