import { useEffect, useReducer, type Dispatch } from 'react';
import { fetchProfileDecks, type ProfileDecksPage, type ProfileTab } from '../api/profiles';
import { useNotify } from '../notifications/notification-context';
import { deckPagesReducer, initialDeckPages, pageToLoad, type DeckPages, type DeckPagesEvent } from './deck-pages';
import { DECKS_LOAD_FAILED } from './profile-texts';

/** The profile's deck pages, starting from the first page of the tab it opened on; each tab loads the page it waits for. */
export function useDeckPages(
  username: string,
  tab: ProfileTab,
  firstPage: ProfileDecksPage,
): [DeckPages, Dispatch<DeckPagesEvent>] {
  const [pages, dispatch] = useReducer(deckPagesReducer, undefined, () => initialDeckPages(tab, firstPage));
  useNextPage(username, 'personal', pageToLoad(pages.lists.personal), dispatch);
  useNextPage(username, 'shared', pageToLoad(pages.lists.shared), dispatch);
  useNextPage(username, 'trash', pageToLoad(pages.lists.trash), dispatch);
  return [pages, dispatch];
}

function useNextPage(
  username: string,
  tab: ProfileTab,
  page: number | undefined,
  dispatch: Dispatch<DeckPagesEvent>,
): void {
  const notify = useNotify();
  useEffect(() => {
    if (page === undefined) return;
    const controller = new AbortController();
    fetchProfileDecks(username, tab, page, controller.signal).then(
      (response) => dispatch({ type: 'page-loaded', tab, page: response }),
      () => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'page-failed', tab });
        notify({ type: 'negative', message: DECKS_LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [username, tab, page, dispatch, notify]);
}
