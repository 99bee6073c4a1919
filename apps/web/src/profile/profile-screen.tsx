import { useEffect, useMemo, useReducer, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useParams } from '@tanstack/react-router';
import type { DeckCard, Tag } from '@lectern/contracts';
import { tagsQueryOptions } from '../api/tags';
import { useConfirm } from '../dialogs/confirm-dialog';
import { useDocumentTitle } from '../routing/use-document-title';
import { useCurrentUser } from '../session/session-context';
import { NewEditorAnnouncement } from '../teams';
import { effectiveSort, filterDecks, sortChoices, sortDecks } from './deck-filter';
import { DeckFilters } from './deck-filters';
import { DeckGrid } from './deck-grid';
import { DragGhosts } from './drag-ghosts';
import { ProfileDeckCard, type DeckPermissions } from './profile-deck-card';
import { ProfileHeader } from './profile-header';
import { DEFAULT_PROFILE_SORT, profileFilters } from './profile-search';
import { ProfileTabs } from './profile-tabs';
import { ProfileTags } from './profile-tags';
import { emptySelection, selectionReducer } from '../ui/range-selection';
import { SelectionBar } from './selection-bar';
import { addressSlugOf, tagOfAddress } from './tag-slug';
import { useCanDrag } from './use-can-drag';
import { useDeckActions } from './use-deck-actions';
import { useDeckDrag } from './use-deck-drag';
import { useDeckPages } from './use-deck-pages';
import { useEscapeKey } from './use-escape-key';
import { useNearBottom } from './use-near-bottom';
import { useProfileAddress } from './use-profile-address';

const route = getRouteApi('/$username/_profile');
const NO_TAGS: readonly Tag[] = [];

/** The user profile with its deck list (spec/000 §2 "User profile screen", §4, §6). */
export function ProfileScreen() {
  const { username } = route.useParams();
  return <Profile key={username} username={username} />;
}

function Profile({ username }: { username: string }) {
  useDocumentTitle(username);
  const { tab: firstTab, firstPage } = route.useLoaderData();
  const filters = profileFilters(route.useSearch());
  const tagParam = useParams({ strict: false, select: (params) => params.tag });
  const user = useCurrentUser();
  const owner = user?.username === username;
  const tagsQuery = useQuery({ ...tagsQueryOptions(), enabled: owner });
  const tags = (owner && tagsQuery.data) || NO_TAGS;
  const defaultTagId = owner ? (user?.settings.default_deck_tag_id ?? null) : null;
  const { confirm, dialog } = useConfirm();
  const [pages, dispatch] = useDeckPages(username, firstTab, firstPage);
  const actions = useDeckActions(dispatch, confirm);
  /** The deck whose thumbnail shows the deck itself; one at a time. */
  const [previewed, setPreviewed] = useState<string | null>(null);
  const go = useProfileAddress(username, filters);

  const { tab, search } = filters;
  const list = pages.lists[tab];
  const onPersonal = tab === 'personal';
  const tag = onPersonal ? tagOfAddress(tags, tagParam, defaultTagId) : undefined;
  const allDecks = list?.decks;
  const choices = useMemo(() => sortChoices(allDecks ?? []), [allDecks]);
  const sort = effectiveSort(filters.sort, choices);
  const tagsOfDeck = useMemo(() => {
    const byDeck = new Map<string, Tag[]>();
    for (const each of tags) for (const deckId of each.decks) byDeck.set(deckId, [...(byDeck.get(deckId) ?? []), each]);
    return (deckId: string): readonly Tag[] => byDeck.get(deckId) ?? NO_TAGS;
  }, [tags]);
  const shown = useMemo(() => {
    const taggedIds = tag && new Set(tag.decks);
    const tagNamesOf = (deckId: string) => tagsOfDeck(deckId).map((each) => each.name);
    return sortDecks(filterDecks(allDecks ?? [], { term: search, taggedIds, tagNamesOf }), sort);
  }, [allDecks, tag, tagsOfDeck, search, sort]);
  const order = useMemo(() => shown.map((deck) => deck.id), [shown]);

  // A tab loads its first page when first opened; a search, a sort or a tag wants all of them.
  useEffect(() => dispatch({ type: 'opened', tab }), [dispatch, tab]);
  const filtering = search !== '' || filters.sort !== DEFAULT_PROFILE_SORT || tag !== undefined;
  useEffect(() => {
    if (filtering) dispatch({ type: 'more-wanted', tab });
  }, [dispatch, filtering, tab]);
  useNearBottom(list?.status === 'not-started', () => dispatch({ type: 'more-wanted', tab }));

  const [selection, select] = useReducer(selectionReducer, emptySelection);
  const tagId = tag?.id;
  useEffect(() => select({ type: 'clear' }), [tab, tagId]);
  useEffect(() => select({ type: 'retain', shown: order }), [order]);
  useEscapeKey(() => select({ type: 'clear' }));

  const canDrag = useCanDrag(tags.length) && owner && onPersonal;
  const drag = useDeckDrag({ enabled: canDrag, selected: selection.ids, order, onDrop: actions.tag });

  const showTag = (next: Tag | undefined, defaultId = defaultTagId) => go({}, addressSlugOf(tags, next, defaultId));

  /** A tag leaves the clicked deck, or every selected deck when the clicked one is among several selected. */
  const untagDeck = (from: Tag, deck: DeckCard) => {
    const group = selection.ids.has(deck.id) && selection.ids.size > 1;
    const deckIds = group ? from.decks.filter((id) => selection.ids.has(id)) : [deck.id];
    void actions.untag(from, deckIds);
  };

  /** The shown tag leaves every selected deck. */
  const untagSelection = () => {
    if (tag)
      void actions.untag(
        tag,
        tag.decks.filter((id) => selection.ids.has(id)),
      );
  };

  // The shared tab lists other people's decks: the profile's owner only reads them there.
  const can: DeckPermissions = {
    owner: owner && tab !== 'shared',
    signedIn: user !== null,
    selectable: owner && onPersonal,
  };
  const draggedDecks = shown.filter((deck) => drag.deckIds.includes(deck.id));

  return (
    <section className="profile">
      <ProfileHeader username={username} owner={owner} />
      {owner && <NewEditorAnnouncement />}
      <ProfileTabs counts={pages.counts} current={tab} onChange={(next) => void go({ tab: next }, undefined)} />
      {owner && onPersonal && (
        <ProfileTags
          tags={tags}
          selected={tag}
          defaultTagId={defaultTagId}
          deckCount={pages.counts.personal}
          dropTarget={drag.overTagId}
          confirm={confirm}
          onShow={showTag}
        />
      )}
      <DeckFilters
        search={search}
        sort={sort}
        sortChoices={choices}
        onSearch={(term) => void go({ search: term }, tagParam)}
        onSort={(next) => void go({ sort: next }, tagParam)}
      />
      {selection.ids.size > 0 && (
        <SelectionBar
          count={selection.ids.size}
          tag={tag}
          canDrag={canDrag}
          onUntag={untagSelection}
          onClear={() => select({ type: 'clear' })}
        />
      )}
      <DeckGrid
        decks={shown}
        list={list}
        filtered={search !== '' || tag !== undefined}
        emptyText={emptyListText(tab, owner, username)}
        onMore={() => dispatch({ type: 'more-wanted', tab })}
        onRetry={() => dispatch({ type: 'retried', tab })}
        renderCard={(deck) => (
          <ProfileDeckCard
            deck={deck}
            profileOwner={username}
            term={search}
            tags={tagsOfDeck(deck.id)}
            can={can}
            selected={selection.ids.has(deck.id)}
            dragged={drag.deckIds.includes(deck.id)}
            previewing={previewed === deck.id}
            onPreview={(deckId) => setPreviewed((current) => (current === deckId ? null : deckId))}
            actions={actions}
            onSelect={(deckId, range) =>
              select(range ? { type: 'range', id: deckId, order } : { type: 'toggle', id: deckId })
            }
            onPress={drag.press}
            onUntag={untagDeck}
          />
        )}
      />
      {draggedDecks.length > 0 && <DragGhosts decks={draggedDecks} ghostRef={drag.ghostRef} />}
      {dialog}
      {actions.visibilityDialog}
      {actions.shareDialog}
    </section>
  );
}

function emptyListText(tab: string, owner: boolean, username: string): string {
  if (tab === 'trash') return 'The trash is empty.';
  if (tab === 'shared') return 'No decks are shared with you yet: decks your team makes internal show here.';
  return owner ? 'You have no decks yet. Make your first one with New deck.' : `${username} has no public decks yet.`;
}
