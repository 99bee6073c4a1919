import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createElement, useState, type Dispatch } from 'react';
import { copyDeck, destroyDeck, recoverDeck, saveDeck, trashDeck } from '../api/decks';
import type { DeckCard, Tag } from '@lectern/contracts';
import { putTag, tagDecks, untagDecks } from '../api/tags';
import type { ConfirmRequest } from '../dialogs/confirm-dialog';
import { VisibilityPrompt } from '../decks';
import { ShareDialog } from '../share';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import type { DeckPagesEvent } from './deck-pages';
import * as texts from './profile-texts';

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

/** What the profile does to its decks (spec/000 §4, §6, §8), with the notifications each one gives. */
export function useDeckActions(dispatch: Dispatch<DeckPagesEvent>, confirm: Confirm) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const succeed = (message: string) => notify({ type: 'positive', message });
  const fail = (message: string) => notify({ type: 'negative', message });

  /** Shows the change at once; the server's deck replaces it, a failure puts the old one back. */
  const save = async (
    deck: DeckCard,
    change: Pick<DeckCard, 'title'> | Pick<DeckCard, 'description'>,
    failure: string,
  ) => {
    dispatch({ type: 'deck-changed', deck: { ...deck, ...change } });
    try {
      dispatch({ type: 'deck-changed', deck: await saveDeck(queryClient, deck.id, change) });
    } catch {
      dispatch({ type: 'deck-changed', deck });
      fail(failure);
    }
  };

  const rename = (deck: DeckCard, title: string) => save(deck, { title }, texts.TITLE_SAVE_FAILED);

  const describe = (deck: DeckCard, description: string) => save(deck, { description }, texts.DESCRIPTION_SAVE_FAILED);

  const trash = async (deck: DeckCard) => {
    const confirmed = await confirm({
      title: 'Delete deck',
      text: `Move “${deck.title}” to the trash? You can recover it from there.`,
      confirmLabel: 'Move to trash',
    });
    if (!confirmed) return;
    try {
      await trashDeck(deck.id);
      dispatch({ type: 'deck-moved', deckId: deck.id, to: 'trash' });
      succeed(texts.MOVED_TO_TRASH);
    } catch (error) {
      fail(genericErrorMessage(error));
    }
  };

  const recover = async (deck: DeckCard) => {
    const confirmed = await confirm({
      title: 'Recover deck',
      text: `Recover “${deck.title}”? It goes back to your decks.`,
      confirmLabel: 'Recover',
    });
    if (!confirmed) return;
    try {
      await recoverDeck(deck.id);
      dispatch({ type: 'deck-moved', deckId: deck.id, to: 'personal' });
      succeed(texts.DECK_RECOVERED);
    } catch {
      fail(texts.RECOVER_FAILED);
    }
  };

  const destroy = async (deck: DeckCard) => {
    const confirmed = await confirm({
      title: 'Delete permanently',
      text: `Permanently delete “${deck.title}”? This cannot be undone.`,
      confirmLabel: 'Delete permanently',
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await destroyDeck(deck.id);
      dispatch({ type: 'deck-removed', deckId: deck.id });
      succeed(texts.DECK_DELETED);
    } catch {
      fail(texts.DELETE_FAILED);
    }
  };

  /** A copy of one's own deck: the list loads again and shows it. */
  const clone = async (deck: DeckCard) => {
    try {
      await copyDeck(deck.id, 'clone');
      dispatch({ type: 'reloaded', tab: 'personal' });
    } catch (error) {
      fail(genericErrorMessage(error));
    }
  };

  /** A copy of someone else's deck, in the signed-in user's profile, which opens. */
  const fork = async (deck: DeckCard) => {
    try {
      const copy = await copyDeck(deck.id, 'fork');
      await navigate({ to: '/$username', params: { username: copy.user.username } });
    } catch (error) {
      fail(genericErrorMessage(error));
    }
  };

  const tag = async (tagId: string, deckIds: readonly string[]) => {
    try {
      putTag(queryClient, await tagDecks(tagId, deckIds));
    } catch (error) {
      fail(genericErrorMessage(error));
    }
  };

  const untag = async (from: Tag, deckIds: readonly string[]) => {
    try {
      putTag(queryClient, await untagDecks(from.id, deckIds));
      succeed(deckIds.length > 1 ? texts.SELECTED_DECKS_UNTAGGED : texts.DECK_UNTAGGED);
    } catch (error) {
      fail(genericErrorMessage(error));
    }
  };

  const [visibilityOf, setVisibilityOf] = useState<DeckCard | null>(null);
  const changeVisibility = (deck: DeckCard) => setVisibilityOf(deck);
  /** The visibility prompt of the card it was opened from; the card takes the server's answer. */
  const visibilityDialog =
    visibilityOf &&
    createElement(VisibilityPrompt<DeckCard>, {
      deck: visibilityOf,
      onChanged: (deck) => dispatch({ type: 'deck-changed', deck }),
      onClose: () => setVisibilityOf(null),
    });

  const [shareOf, setShareOf] = useState<DeckCard | null>(null);
  const share = (deck: DeckCard) => setShareOf(deck);
  /** The share dialog of the card it was opened from; a deck published there shows as public. */
  const shareDialog =
    shareOf &&
    createElement(ShareDialog, {
      deck: shareOf,
      onPublished: (published) => dispatch({ type: 'deck-changed', deck: { ...shareOf, ...published } }),
      onClose: () => setShareOf(null),
    });

  return {
    rename,
    describe,
    trash,
    recover,
    destroy,
    clone,
    fork,
    tag,
    untag,
    changeVisibility,
    visibilityDialog,
    share,
    shareDialog,
  };
}

export type DeckActions = ReturnType<typeof useDeckActions>;
