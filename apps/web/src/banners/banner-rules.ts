import type { PageType } from '../routing/page-type';

/** The deck views (spec/000 §2): a deck shown, presented, edited, reviewed, printed or unlocked. */
const DECK_VIEWS: ReadonlySet<PageType> = new Set<PageType>([
  'deck-show',
  'deck-edit',
  'edit-requires-upgrade',
  'review',
  'embed',
  'fullscreen',
  'presenter',
  'speaker-view',
  'kiosk',
  'live-client',
  'live-server',
  'export',
  'deck-password',
]);

/** Whether the page is a deck view, where a site-wide notice would cover the deck. */
export const isDeckView = (pageType: PageType): boolean => DECK_VIEWS.has(pageType);

/** Besides the deck views, the cookie banner never shows on sign-up, invitation and new-team pages (spec/002 §2). */
const WITHOUT_COOKIE_BANNER: ReadonlySet<PageType> = new Set<PageType>(['sign-up', 'team-sign-up', 'invitation']);

export type Banner = 'cookie' | 'promotion';

export interface BannerFacts {
  pageType: PageType;
  session: 'pending' | 'signed-in' | 'signed-out';
  /** The signed-in person's account type; free is `default`. */
  accountType: string | undefined;
  cookieNoticeSeen: boolean;
  promotionRunning: boolean;
  promotionDismissed: boolean;
}

/**
 * The banner a page shows, if any (spec/000 §6): the cookie banner to signed-out visitors outside
 * the deck views and the pages above; the promotional message, while it runs, to signed-in free
 * users on pages that are not deck views, or in the editor, until they dismiss it.
 */
export function dueBanner(facts: BannerFacts): Banner | null {
  const { pageType } = facts;
  if (facts.session === 'signed-out') {
    const allowed = !isDeckView(pageType) && !WITHOUT_COOKIE_BANNER.has(pageType);
    return allowed && !facts.cookieNoticeSeen ? 'cookie' : null;
  }
  if (facts.session === 'signed-in' && facts.accountType === 'default') {
    const allowed = pageType === 'deck-edit' || !isDeckView(pageType);
    return allowed && facts.promotionRunning && !facts.promotionDismissed ? 'promotion' : null;
  }
  return null;
}
