/** One release note: newest first in `CHANGELOG`; the home page shows the first. */
export interface ChangelogEntry {
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  title: string;
  changes: readonly string[];
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    date: '2026-11-29',
    title: 'Explore, features and a changelog',
    changes: [
      'Explore lists public decks, the most viewed or the newest, with keyword buttons.',
      'The home page shows a live deck and what Lectern does, step by step.',
      'Search engines find public decks through sitemap.xml; private and trashed decks are never listed.',
    ],
  },
  {
    date: '2026-11-29',
    title: 'Themes, templates and sign-in providers',
    changes: [
      'Decks follow their team theme: its settings unless the deck changed them, its markup on every slide.',
      'Slide templates of one’s own and of the team, chosen in the template browser.',
      'Sign in with an OpenID Connect provider, and an optional bot check on the forms.',
      'Code blocks load only the languages they use.',
    ],
  },
  {
    date: '2026-11-28',
    title: 'Teams and their themes',
    changes: [
      'Team themes with CSS, HTML and scripts, edited by the team’s managers.',
      'Paid plans, invoices and receipts, and team seats.',
    ],
  },
  {
    date: '2026-11-25',
    title: 'Live presenting and media blocks',
    changes: [
      'Present live: the audience follows the presenter’s slides as they change.',
      'Iframe, video and audio blocks, fragments and auto-animate.',
    ],
  },
  {
    date: '2026-11-23',
    title: 'Faster deck pages',
    changes: [
      'A deck’s page arrives with its first slide already drawn.',
      'Decks travel compressed, and the app’s files are cached for good.',
    ],
  },
  {
    date: '2026-11-22',
    title: 'Presenting on reveal.js',
    changes: ['Decks present full screen, in the presenter view with speaker notes, in a kiosk loop and embedded.'],
  },
];

/** The newest entry, shown on the home page. */
export const latestChange = (): ChangelogEntry => CHANGELOG[0]!;

/** `2026-11-29` as `29 November 2026`, the same wherever it is drawn (no local time zone involved). */
export function changelogDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${day} ${months[month - 1]} ${year}`;
}
