import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, type Answer, type Body } from './client';

// The slide template calls of spec/002 §7 "Slide templates": one's own under /slide_templates,
// one's team's under /team/slide_templates; and the deck lists the template browser pages through.

export type SlideTemplateLibrary = 'personal' | 'team';
export type SlideTemplatePage = Answer<'slideTemplatesResponse'>;

const LIBRARY_PATHS: Readonly<Record<SlideTemplateLibrary, string>> = {
  personal: '/slide_templates',
  team: '/team/slide_templates',
};

const templatePath = (library: SlideTemplateLibrary, id: string) =>
  `${LIBRARY_PATHS[library]}/${encodeURIComponent(id)}`;

export const SLIDE_TEMPLATES_QUERY_KEY = ['slide-templates'] as const;

/** The page after `last`, while there are more. */
const nextPage = (last: { page: number; per_page: number; total: number }) =>
  last.page * last.per_page < last.total ? last.page + 1 : undefined;

/**
 * A library's templates, newest first, a page at a time. On the team's, `themeId` is the deck's
 * theme: members get the templates offered for it, managers every one.
 */
export const slideTemplatesQueryOptions = (library: SlideTemplateLibrary, themeId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...SLIDE_TEMPLATES_QUERY_KEY, library, themeId] as const,
    queryFn: ({ pageParam, signal }) => {
      const theme = library === 'team' && themeId !== null ? `&theme_id=${encodeURIComponent(themeId)}` : '';
      return apiRequest(`${LIBRARY_PATHS[library]}?page=${pageParam}${theme}`, {
        answer: 'slideTemplatesResponse',
        signal,
      });
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** POST: the slide saved as a template; answers it and what the server's cleaning removed, if anything. */
export const createSlideTemplate = (
  library: SlideTemplateLibrary,
  template: Body<'createSlideTemplateRequest'>['slide_template'],
) =>
  apiRequest(LIBRARY_PATHS[library], {
    method: 'POST',
    body: { slide_template: template },
    answer: 'slideTemplateResponse',
  });

export const deleteSlideTemplate = (library: SlideTemplateLibrary, id: string) =>
  apiRequest(templatePath(library, id), { method: 'DELETE' });

/** Offers a team template for a theme too (`add`), or no longer (`remove`); answers the theme. */
export const changeThemeTemplates = (themeId: string, templateIds: string[], how: 'add' | 'remove') =>
  apiRequest(`/themes/${encodeURIComponent(themeId)}/${how}_slide_template`, {
    method: how === 'add' ? 'POST' : 'DELETE',
    body: { slide_template_ids: templateIds },
    answer: 'themeResponse',
  });

export type DeckListSource = 'own' | 'team';
export type DeckCardPage = Answer<'decksResponse'>;

/** GET /decks (one's own) or GET /team/decks (the team's internal and public ones), newest first, paged. */
export const templateDecksQueryOptions = (source: DeckListSource) =>
  infiniteQueryOptions({
    queryKey: ['template-browser-decks', source] as const,
    queryFn: ({ pageParam, signal }): Promise<DeckCardPage> =>
      source === 'own'
        ? apiRequest(`/decks?page=${pageParam}`, { answer: 'decksResponse', signal })
        : apiRequest(`/team/decks?page=${pageParam}`, { answer: 'teamDecksResponse', signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** GET /deck_templates: the blank decks, and the team themes that have templates, a new deck may start from. */
export const deckTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['deck-templates'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/deck_templates', { answer: 'deckTemplatesResponse', signal }).then(({ results }) => results),
  });
