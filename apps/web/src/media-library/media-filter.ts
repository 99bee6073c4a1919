import type { MediaItem, Tag } from '@lectern/contracts';
import { SEARCH_MAX_LENGTH } from './constants';
import { libraryTexts } from './texts';
import type { MediaType } from './upload-rules';

export type MediaFilter = 'all' | 'images' | 'videos' | 'audio' | 'trash';

/** What the list shows: one of the sidebar's filters, or the media of one tag. */
export type LibraryView = { type: 'filter'; filter: MediaFilter } | { type: 'tag'; tagId: string };

export const allMedia: LibraryView = { type: 'filter', filter: 'all' };

const FILTER_TYPES: Partial<Record<MediaFilter, MediaType>> = { images: 'Image', videos: 'Video', audio: 'Audio' };

/** The search box's term as it is matched: at most 50 characters, trimmed, in any case. */
export const searchKey = (term: string) => term.slice(0, SEARCH_MAX_LENGTH).trim().toLocaleLowerCase();

/**
 * The items a view shows (spec/001 §2, spec/000 §5): the trash or the library, of one type when a
 * filter or the library's purpose asks for it, of one tag, whose label holds the search term.
 * Records still waiting for their file are not media yet.
 */
export function shownMedia(
  source: { library: readonly MediaItem[]; trash: readonly MediaItem[]; tags: readonly Tag[] },
  view: LibraryView,
  term: string,
  only?: MediaType,
): MediaItem[] {
  const inTrash = view.type === 'filter' && view.filter === 'trash';
  const type = only ?? (view.type === 'filter' ? FILTER_TYPES[view.filter] : undefined);
  const tagged = view.type === 'tag' ? new Set(source.tags.find((tag) => tag.id === view.tagId)?.medias) : null;
  const key = searchKey(term);
  return (inTrash ? source.trash : source.library).filter(
    (item) =>
      item.status !== 'waiting' &&
      (!type || item.type === type) &&
      (!tagged || tagged.has(item.id)) &&
      item.label.toLocaleLowerCase().includes(key),
  );
}

/** What an empty list says (spec/001 §6, §8); an empty team library says that only admins upload to it. */
export function emptyListText(
  view: LibraryView,
  term: string,
  only?: MediaType,
  libraryIsEmpty = false,
  library: 'own' | 'team' = 'own',
): { title: string; text?: string } {
  if (searchKey(term) !== '') return { title: libraryTexts.noResultsFor(term.trim()) };
  if (view.type === 'tag') return { title: libraryTexts.tagEmpty, text: libraryTexts.tagEmptyText };
  if (view.filter === 'all' && (!only || libraryIsEmpty))
    return { title: library === 'team' ? libraryTexts.teamEmpty : libraryTexts.noUploads };
  return { title: libraryTexts.noMediaOfType };
}
