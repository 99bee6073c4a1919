import { PROFILE_TABS, type ProfileTab } from '../api/profiles';

/** The profile's sort orders (spec/000 §2), as they appear in the address. */
export type ProfileSort = 'created' | 'created-reverse' | 'views' | 'az';
export const DEFAULT_PROFILE_SORT: ProfileSort = 'created';
const DEFAULT_PROFILE_TAB: ProfileTab = 'personal';

export const PROFILE_SORT_LABELS: Record<ProfileSort, string> = {
  created: 'Newest first',
  'created-reverse': 'Oldest first',
  views: 'Most views',
  az: 'Alphabetically',
};

/** The query part of a profile address: `search`, `sort`, `tab`; a default value is left out. */
export interface ProfileSearch {
  search?: string;
  sort?: ProfileSort;
  tab?: ProfileTab;
}

/** The filters a profile shows, every one with a value. */
export interface ProfileFilters {
  search: string;
  sort: ProfileSort;
  tab: ProfileTab;
}

const isSort = (value: unknown): value is ProfileSort => typeof value === 'string' && value in PROFILE_SORT_LABELS;
const isTab = (value: unknown): value is ProfileTab => PROFILE_TABS.includes(value as ProfileTab);

/** Reads the profile's query parameters, dropping what is unknown (the router's `validateSearch`). */
export function parseProfileSearch(raw: Record<string, unknown>): ProfileSearch {
  // The router reads `?search=12` as a number; a term is text whatever it looks like.
  const search = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search).trim() : '';
  return profileSearchOf({
    search,
    sort: isSort(raw.sort) ? raw.sort : DEFAULT_PROFILE_SORT,
    tab: isTab(raw.tab) ? raw.tab : DEFAULT_PROFILE_TAB,
  });
}

export function profileFilters(search: ProfileSearch): ProfileFilters {
  return {
    search: search.search ?? '',
    sort: search.sort ?? DEFAULT_PROFILE_SORT,
    tab: search.tab ?? DEFAULT_PROFILE_TAB,
  };
}

/** The query parameters of the filters, without the defaults. */
export function profileSearchOf(filters: ProfileFilters): ProfileSearch {
  const search: ProfileSearch = {};
  const term = filters.search.trim();
  if (term) search.search = term;
  if (filters.sort !== DEFAULT_PROFILE_SORT) search.sort = filters.sort;
  if (filters.tab !== DEFAULT_PROFILE_TAB) search.tab = filters.tab;
  return search;
}
