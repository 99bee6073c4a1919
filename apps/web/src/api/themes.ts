import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Body } from './client';

// The theme calls of spec/002 §7 "Themes".

export const THEMES_QUERY_KEY = ['themes'] as const;

/** GET /themes: the team's themes, oldest first. */
export const themesQueryOptions = () =>
  queryOptions({
    queryKey: THEMES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/themes', { answer: 'themesResponse', signal }).then(({ results }) => results),
  });

export const createTheme = (theme: Body<'createThemeRequest'>['theme'] = {}) =>
  apiRequest('/themes', { method: 'POST', body: { theme }, answer: 'themeResponse' });

/** PUT /themes/{id}: answers the saved theme and what the sanitizer removed from its HTML, if anything. */
export const saveTheme = (id: string, theme: Body<'updateThemeRequest'>['theme']) =>
  apiRequest(`/themes/${encodeURIComponent(id)}`, { method: 'PUT', body: { theme }, answer: 'themeResponse' });

export const deleteTheme = (id: string) => apiRequest(`/themes/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** GET /themes/{id}: one theme, for the team's members. */
export const themeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...THEMES_QUERY_KEY, id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/themes/${encodeURIComponent(id)}`, { answer: 'themeResponse', signal }).then(({ theme }) => theme),
    // A deck of another team names a theme this person cannot read: nothing to offer, nothing to retry.
    retry: false,
  });
