/** Explore's words, the same in the server's paint and in the app. */
export const EXPLORE_TEXTS = {
  lead: 'Public decks made with Lectern.',
  empty: 'No public decks yet.',
  sortLabels: { popular: 'Popular', recent: 'Recent' },
} as const;

/** Terms to start from: the search page's suggestions and Explore's keyword buttons. */
export const DECK_KEYWORDS = ['design', 'roadmap', 'pitch', 'tutorial', 'report'] as const;
