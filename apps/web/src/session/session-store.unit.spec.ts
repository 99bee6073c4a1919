import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, StatusResponse } from '@lectern/contracts';
import { STATUS_QUERY_KEY } from '../api/account';
import { SessionStore } from './session-store';

const alice = { id: '1', username: 'alice' } as CurrentUser;

describe('SessionStore', () => {
  const setup = () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const store = new SessionStore();
    const stop = store.follow(queryClient.getQueryCache());
    const changes: unknown[] = [];
    store.subscribe(() => changes.push(store.getSnapshot()));
    return { queryClient, store, stop, changes };
  };

  it('hears every status answer at once, written or fetched', async () => {
    const { queryClient, store, changes } = setup();

    queryClient.setQueryData<StatusResponse>(STATUS_QUERY_KEY, { user_signed_in: true, user: alice });
    expect(store.getSnapshot()).toEqual({ known: true, user: alice, popupOpen: false });

    await queryClient.fetchQuery({
      queryKey: STATUS_QUERY_KEY,
      queryFn: (): StatusResponse => ({ user_signed_in: false }),
    });
    expect(store.getSnapshot()).toEqual({ known: true, user: alice, popupOpen: true });
    expect(changes).toHaveLength(2);
  });

  it('takes a failed first status as signed out', async () => {
    const { queryClient, store } = setup();

    await queryClient
      .fetchQuery({ queryKey: STATUS_QUERY_KEY, queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => undefined);
    expect(store.getSnapshot()).toEqual({ known: true, user: null, popupOpen: false });
  });

  it('ignores other queries, and stops following when told', () => {
    const { queryClient, store, stop } = setup();

    queryClient.setQueryData(['decks'], { user_signed_in: true, user: alice });
    expect(store.getSnapshot().known).toBe(false);

    stop();
    queryClient.setQueryData<StatusResponse>(STATUS_QUERY_KEY, { user_signed_in: true, user: alice });
    expect(store.getSnapshot().known).toBe(false);
  });
});
