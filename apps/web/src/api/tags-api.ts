import type { UserSettings } from '@lectern/contracts';
import { apiRequest } from './client';
import type { Tag } from './deck-types';

// The deck tag calls of spec/000 §7 and the default tag setting.

const tagPath = (tagId: string) => `/tags/${encodeURIComponent(tagId)}`;
const tagOf = ({ tag }: { tag: Tag }) => tag;

/** A new tag gets a generated name ("Tag N"). */
export const createTag = () => apiRequest<{ tag: Tag }>('/tags?tag_type=deck', { method: 'POST' }).then(tagOf);

/** A blank name is ignored by the server too: the tag keeps its name. */
export const renameTag = (tagId: string, name: string) =>
  apiRequest<{ tag: Tag }>(tagPath(tagId), { method: 'PUT', body: { tag: { name } } }).then(tagOf);

export const deleteTag = (tagId: string) => apiRequest<void>(tagPath(tagId), { method: 'DELETE' });

export const tagDecks = (tagId: string, deckIds: readonly string[]) =>
  apiRequest<{ tag: Tag }>(`${tagPath(tagId)}/add_decks`, { method: 'POST', body: { model_ids: deckIds } }).then(tagOf);

export const untagDecks = (tagId: string, deckIds: readonly string[]) =>
  apiRequest<{ tag: Tag }>(`${tagPath(tagId)}/remove_decks`, { method: 'DELETE', body: { model_ids: deckIds } }).then(
    tagOf,
  );

/** The tag the profile opens on; null clears it. */
export const saveDefaultTag = (tagId: string | null) =>
  apiRequest<{ user_settings: UserSettings }>('/user_settings', {
    method: 'PUT',
    body: { user_settings: { default_deck_tag_id: tagId } },
  }).then(({ user_settings }) => user_settings);
