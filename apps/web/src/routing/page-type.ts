import { useMatches, type AnyRouteMatch } from '@tanstack/react-router';

/**
 * The page types of spec/000 §2 that have a route so far. A route names its type in
 * `staticData.pageType`; the layout puts it on the page root, where it selects behaviour and style.
 */
export type PageType =
  | 'home'
  | 'pricing'
  | 'static'
  | 'sign-in'
  | 'sign-up'
  | 'password'
  | 'account-edit'
  | 'team-sign-up'
  | 'team-edit'
  | 'team-edit-members'
  | 'team-show'
  | 'invitation'
  | 'subscription-new'
  | 'subscription-edit'
  | 'subscription-edit-period'
  | 'subscription-show'
  | 'theme-edit'
  | 'user-profile'
  | 'deck-show'
  | 'deck-edit'
  | 'edit-requires-upgrade'
  | 'review'
  | 'embed'
  | 'live-client'
  | 'live-server'
  | 'kiosk'
  | 'presenter'
  | 'speaker-view'
  | 'deck-password'
  | 'fullscreen'
  | 'export'
  | 'media-library'
  | 'template-browser'
  | 'base';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page type of the screen (spec/000 §2); `base` when none applies. */
    pageType?: PageType;
    /** The screen's title, as its heading and in the document title. */
    title?: string;
  }
}

/** A screen whose loader decides what it shows (a deck or its password form) names the page type in its data. */
const loadedPageType = (match: Pick<AnyRouteMatch, 'loaderData'>): PageType | undefined =>
  (match.loaderData as { pageType?: PageType } | undefined)?.pageType;

/** The page type of the deepest matched screen; `base` when the address shows the not-found screen. */
export function pageTypeOf(
  matches: readonly Pick<AnyRouteMatch, 'status' | '_notFound' | 'staticData' | 'loaderData'>[],
): PageType {
  if (matches.some((match) => match._notFound || match.status === 'notFound')) return 'base';
  const screen = matches.findLast((match) => loadedPageType(match) ?? match.staticData.pageType);
  return (screen && (loadedPageType(screen) ?? screen.staticData.pageType)) ?? 'base';
}

export function usePageType(): PageType {
  return useMatches({ select: pageTypeOf });
}
