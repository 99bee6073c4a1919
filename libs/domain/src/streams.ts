/**
 * Every kind of event stream, by the prefix of its ids: one stream per aggregate (`deck-<id>`),
 * and streams of their own for what is appended often or is large (a deck's content, its views).
 */
const STREAM_PREFIXES = {
  deck: 'deck-',
  deckContent: 'deck-content-',
  deckDoc: 'deck-doc-',
  deckViews: 'deck-views-',
  deckThumbnail: 'deck-thumbnail-',
  user: 'user-',
  team: 'team-',
  theme: 'theme-',
  slideTemplate: 'slide-template-',
  themeThumbnail: 'theme-thumbnail-',
  tag: 'tag-',
  media: 'media-',
  accessToken: 'access-token-',
  editor: 'editor-',
  comment: 'comment-',
  commentReads: 'comment-reads-',
  export: 'export-',
  import: 'import-',
  claim: 'claim-',
  unmatchedPasswordReset: 'password-reset-',
  subscription: 'subscription-',
  fileSync: 'file-sync-',
} as const;

export type StreamKind = keyof typeof STREAM_PREFIXES;

/** Longest prefix first, so `deck-content-…` is never read as a deck called `content-…`. */
const BY_LENGTH = (Object.entries(STREAM_PREFIXES) as [StreamKind, string][]).sort(
  ([, a], [, b]) => b.length - a.length,
);

export const streamPrefix = (kind: StreamKind): string => STREAM_PREFIXES[kind];

export const streamId = (kind: StreamKind, id: string): string => `${STREAM_PREFIXES[kind]}${id}`;

/** The kind of stream an id names and the id after its prefix; null for a stream of no known kind. */
export function streamKind(streamId: string): { kind: StreamKind; id: string } | null {
  for (const [kind, prefix] of BY_LENGTH)
    if (streamId.startsWith(prefix)) return { kind, id: streamId.slice(prefix.length) };
  return null;
}
