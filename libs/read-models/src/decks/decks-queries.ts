import type { Queryable } from '@lectern/db';
import {
  heldPlan,
  type AccountType,
  type CollaboratorRole,
  type DeckSettings,
  type DeckVisibility,
} from '@lectern/domain';

export interface DeckRow {
  id: string;
  owner_id: string;
  owner_username: string;
  owner_account_type: 'default' | 'lite' | 'pro' | 'enterprise';
  /** Whether the owner is an active member of their team, which lends them the team's plan. */
  owner_team_active: boolean;
  /** Whether the owner's team's plan is paid: once its subscription ended it lends nothing. */
  owner_team_paid: boolean;
  /** The owner's team: its active members read the deck when it is internal. */
  owner_team_id: string | null;
  title: string;
  slug: string;
  description: string;
  visibility: DeckVisibility;
  status: 'active' | 'trashed';
  settings: DeckSettings;
  version: number;
  slide_count: number;
  view_count: number;
  kudos_count: number;
  forked_from: string | null;
  created_at: Date;
  updated_at: Date;
  trashed_at: Date | null;
  tag_ids: string[];
  /** Whether collaborators comment on it and take turns editing it (spec/001 §4). */
  collaborative: boolean;
  /** Its collaborators with accounts and their roles, as the policy reads them. */
  collaborators: { userId: string; role: CollaboratorRole }[];
  /** The first slide's picture, once the export worker rendered one; its position orders them. */
  thumbnail: DeckThumbnail | null;
  thumbnail_position: number;
  /** Whether the person it was read for has given it kudos (only on a deck read for someone). */
  kudoed?: boolean;
}

export interface DeckThumbnail {
  /** The content version it shows. */
  version: number;
  key: string;
  contentType: string;
  renderedAt: string;
}

export interface TagRow {
  id: string;
  owner_id: string;
  /** The team whose shared media it tags, or null for the owner's own tag. */
  team_id: string | null;
  name: string;
  tag_type: 'deck' | 'media';
  model_ids: string[];
}

/** The plan whose privileges the deck's owner holds: their own, or enterprise as an active member of a paid team. */
export const ownerHeldPlan = (
  deck: Pick<DeckRow, 'owner_account_type' | 'owner_team_id' | 'owner_team_active' | 'owner_team_paid'>,
): AccountType =>
  heldPlan(deck.owner_account_type, deck.owner_team_id !== null && deck.owner_team_active && deck.owner_team_paid);

/** Every column of a deck row, its owner's and its tags and collaborators (`d`, `u`): the start of every deck read. */
export const SELECT_DECK = `
SELECT d.id, d.owner_id, u.username AS owner_username, u.account_type AS owner_account_type,
       u.team_id AS owner_team_id, u.team_active AS owner_team_active, u.team_paid AS owner_team_paid, d.title, d.slug,
       d.description, d.visibility, d.status, d.settings, d.version, d.slide_count, d.view_count, d.kudos_count,
       d.forked_from, d.created_at, d.updated_at, d.trashed_at, d.collaborative, d.thumbnail, d.thumbnail_position,
       coalesce((SELECT array_agg(g.tag_id ORDER BY g.tag_id) FROM decks.tagged g WHERE g.model_id = d.id), '{}') AS tag_ids,
       coalesce((SELECT json_agg(json_build_object('userId', c.user_id, 'role', c.role) ORDER BY c.user_id)
                 FROM decks.collaborators c WHERE c.deck_id = d.id AND c.user_id IS NOT NULL), '[]') AS collaborators
FROM decks.decks d JOIN accounts.users u ON u.id = d.owner_id`;

const SELECT_DECK_FOR_USER = SELECT_DECK.replace(
  '\nFROM decks.decks d',
  ',\n       EXISTS (SELECT 1 FROM decks.kudos k WHERE k.deck_id = d.id AND k.user_id = $2) AS kudoed\nFROM decks.decks d',
);

/** A deck; read for a signed-in person (`readFor`), it also says whether they gave it kudos. */
export async function findDeckById(db: Queryable, id: string, readFor?: string): Promise<DeckRow | undefined> {
  const result = readFor
    ? await db.query<DeckRow>(`${SELECT_DECK_FOR_USER} WHERE d.id = $1`, [id, readFor])
    : await db.query<DeckRow>(`${SELECT_DECK} WHERE d.id = $1`, [id]);
  return result.rows[0];
}

/** A deck by its owner and its current slug, an old slug (the caller redirects), or its id. */
export async function findDeckByAddress(
  db: Queryable,
  ownerId: string,
  slugOrId: string,
): Promise<DeckRow | undefined> {
  const result = await db.query<DeckRow>(
    `${SELECT_DECK} WHERE d.owner_id = $1 AND (d.id = $2 OR d.id = (SELECT s.deck_id FROM decks.slugs s WHERE s.owner_id = $1 AND s.slug = $2))`,
    [ownerId, slugOrId],
  );
  return result.rows[0];
}

export async function isSlugTaken(db: Queryable, ownerId: string, slug: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM decks.slugs WHERE owner_id = $1 AND slug = $2', [ownerId, slug])).rowCount > 0;
}

export type ProfileTab = 'personal' | 'shared' | 'trash';

/** The team the user `param` names is an active member of (none otherwise). */
const activeTeamOf = (param: string) => `(SELECT team_id FROM accounts.users WHERE id = ${param} AND team_active)`;

/**
 * One page of a profile's deck list, newest first. Only what the viewer may see: the owner
 * sees all their decks (trash too) and, on the shared tab, the internal decks of the other
 * members of the team they are active in and the decks they collaborate on; an active member of the owner's team sees their public
 * and internal decks; anyone else only the public ones.
 */
export async function listProfileDecks(
  db: Queryable,
  options: { ownerId: string; viewerId: string | null; tab: ProfileTab; page: number; perPage: number },
): Promise<{ results: DeckRow[]; total: number }> {
  const isOwner = options.viewerId === options.ownerId;
  if (!isOwner && options.tab !== 'personal') return { results: [], total: 0 };
  // $1 the profile's owner, $2 the viewer.
  const where = {
    trash: `d.owner_id = $1 AND d.status = 'trashed'`,
    shared: `d.owner_id <> $1 AND d.status = 'active' AND ((d.visibility = 'team' AND u.team_id = ${activeTeamOf('$1')})
         OR d.id IN (SELECT c.deck_id FROM decks.collaborators c WHERE c.user_id = $1))`,
    personal: isOwner
      ? `d.owner_id = $1 AND d.status = 'active'`
      : `d.owner_id = $1 AND d.status = 'active'
         AND (d.visibility = 'all' OR (d.visibility = 'team' AND u.team_id = ${activeTeamOf('$2')}))`,
  }[options.tab];
  // Only a visitor's list names them ($2).
  const people = where.includes('$2') ? [options.ownerId, options.viewerId ?? ''] : [options.ownerId];
  const page = `LIMIT $${people.length + 1} OFFSET $${people.length + 2}`;
  const [rows, count] = await Promise.all([
    db.query<DeckRow>(`${SELECT_DECK} WHERE ${where} ORDER BY d.created_at DESC, d.id ${page}`, [
      ...people,
      options.perPage,
      (options.page - 1) * options.perPage,
    ]),
    db.query<{ total: number }>(countQuery(options.tab, isOwner, where), people),
  ]);
  return { results: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/**
 * The total of a profile tab. One owner's decks are read from the counts the decks read model keeps
 * per owner, status and visibility (a few rows, however many decks); the shared tab, across owners,
 * counts its decks.
 */
function countQuery(tab: ProfileTab, isOwner: boolean, sharedWhere: string): string {
  const counted = (filter: string) =>
    `SELECT coalesce(sum(n), 0)::int AS total FROM decks.owner_deck_counts WHERE owner_id = $1 AND ${filter}`;
  switch (tab) {
    case 'trash':
      return counted(`status = 'trashed'`);
    case 'personal':
      return counted(
        isOwner
          ? `status = 'active'`
          : `status = 'active' AND (visibility = 'all' OR (visibility = 'team'
             AND (SELECT team_id FROM accounts.users WHERE id = $1) = ${activeTeamOf('$2')}))`,
      );
    case 'shared':
      return `SELECT count(*)::int AS total FROM decks.decks d JOIN accounts.users u ON u.id = d.owner_id WHERE ${sharedWhere}`;
  }
}

/** Which profile tabs hold decks for this viewer (the tab bar shows only when more than one does). */
export async function profileTabCounts(
  db: Queryable,
  ownerId: string,
  viewerId: string | null,
): Promise<Record<ProfileTab, number>> {
  const isOwner = viewerId === ownerId;
  const result = await db.query<Record<ProfileTab, number>>(
    `WITH teammate AS (SELECT (SELECT team_id FROM accounts.users WHERE id = $1) = ${activeTeamOf('$3')} AS yes)
     SELECT count(*) FILTER (WHERE owner_id = $1 AND status = 'active'
              AND ($2 OR visibility = 'all' OR (visibility = 'team' AND (SELECT yes FROM teammate))))::int AS personal,
            count(*) FILTER (WHERE owner_id = $1 AND status = 'trashed' AND $2)::int AS trash,
            count(*) FILTER (WHERE owner_id <> $1 AND $2)::int AS shared
     FROM decks.decks
     WHERE owner_id = $1
        OR ($2 AND status = 'active' AND visibility = 'team'
            AND owner_id IN (SELECT id FROM accounts.users WHERE team_id = ${activeTeamOf('$1')}))
        OR ($2 AND status = 'active' AND id IN (SELECT deck_id FROM decks.collaborators WHERE user_id = $1))`,
    [ownerId, isOwner, viewerId ?? ''],
  );
  const counts = result.rows[0];
  return { personal: counts?.personal ?? 0, shared: counts?.shared ?? 0, trash: counts?.trash ?? 0 };
}

export type SearchSort = 'relevance' | 'created' | 'views';

/**
 * Full-text search (prefix match on every word) over public decks and the searcher's own.
 * One scan of the search entries answers both the page and the total (the decks' rows are read for
 * every hit only to order by views); the page's decks and owners are read for that page only.
 */
export async function searchDecks(
  db: Queryable,
  options: { query: string; viewerId: string | null; page: number; perPage: number; sort: SearchSort },
): Promise<{ results: DeckRow[]; total: number }> {
  const words = options.query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return { results: [], total: 0 };
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  const order = {
    relevance: 'rank DESC, created_at DESC',
    created: 'created_at DESC',
    views: 'view_count DESC, created_at DESC',
  }[options.sort];
  const views = options.sort === 'views';
  const result = await db.query<DeckRow & { total: number }>(
    `WITH hits AS (
       SELECT s.deck_id AS id, ts_rank(s.search, to_tsquery('simple', $1)) AS rank, s.created_at${views ? ', v.view_count' : ''},
              count(*) OVER () AS total
       FROM decks.search_entries s${views ? ' JOIN decks.decks v ON v.id = s.deck_id' : ''}
       WHERE s.search @@ to_tsquery('simple', $1) AND s.status = 'active' AND (s.visibility = 'all' OR s.owner_id = $2)
       ORDER BY ${order}, id LIMIT $3 OFFSET $4)
     ${SELECT_DECK.replace('SELECT ', 'SELECT hits.total::int AS total, ')} JOIN hits ON hits.id = d.id
     ORDER BY ${order.replaceAll(/(rank|created_at|view_count)/g, 'hits.$1')}, d.id`,
    [tsquery, options.viewerId ?? '', options.perPage, (options.page - 1) * options.perPage],
  );
  return { results: result.rows.map(({ total: _total, ...row }) => row as DeckRow), total: result.rows[0]?.total ?? 0 };
}

/** Explore's orders of public decks: the most viewed, or the newest. */
export type ExploreSort = 'popular' | 'recent';

/** Only what anyone may see: public decks not in the trash. */
const PUBLIC_DECK = "d.visibility = 'all' AND d.status = 'active'";

/**
 * A page of public decks for Explore, optionally those matching a keyword, paged in SQL: the
 * page's ids are chosen from the index of the order (`decks_public_views`, `decks_public`) before
 * their rows are read.
 */
export async function explorePublicDecks(
  db: Queryable,
  options: { keyword: string; page: number; perPage: number; sort: ExploreSort },
): Promise<{ results: DeckRow[]; total: number }> {
  const words = options.keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  const matching = tsquery
    ? "AND d.id IN (SELECT deck_id FROM decks.search_entries WHERE search @@ to_tsquery('simple', $3))"
    : '';
  const order = options.sort === 'popular' ? 'view_count DESC, created_at DESC' : 'created_at DESC';
  const [page, total] = await Promise.all([
    db.query<DeckRow>(
      `WITH chosen AS (
         SELECT d.id, d.view_count, d.created_at FROM decks.decks d
         WHERE ${PUBLIC_DECK} ${matching}
         ORDER BY ${order}, id LIMIT $1 OFFSET $2)
       ${SELECT_DECK} JOIN chosen ON chosen.id = d.id
       ORDER BY ${order.replaceAll(/(created_at|view_count)/g, 'chosen.$1')}, d.id`,
      [options.perPage, (options.page - 1) * options.perPage, ...(tsquery ? [tsquery] : [])],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM decks.decks d WHERE ${PUBLIC_DECK} ${matching.replace('$3', '$1')}`,
      tsquery ? [tsquery] : [],
    ),
  ]);
  return { results: page.rows, total: total.rows[0]?.n ?? 0 };
}

/** How many public decks there are: the sitemap's size. */
export async function countPublicDecks(db: Queryable): Promise<number> {
  return (
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decks.decks d WHERE ${PUBLIC_DECK}`)).rows[0]?.n ?? 0
  );
}

/** A public deck's address and last change, for the sitemap. */
export interface PublicDeckAddress {
  id: string;
  owner_id: string;
  visibility: DeckVisibility;
  status: 'active' | 'trashed';
  username: string;
  slug: string;
  updated_at: Date;
}

/** A stretch of the public decks' addresses in a stable order (the sitemap's pages). */
export async function listPublicDeckAddresses(
  db: Queryable,
  options: { offset: number; limit: number },
): Promise<PublicDeckAddress[]> {
  const result = await db.query<PublicDeckAddress>(
    `SELECT d.id, d.owner_id, d.visibility, d.status, u.username, d.slug, d.updated_at FROM decks.decks d JOIN accounts.users u ON u.id = d.owner_id
     WHERE ${PUBLIC_DECK} ORDER BY d.id LIMIT $1 OFFSET $2`,
    [options.limit, options.offset],
  );
  return result.rows;
}

export async function deckContent(
  db: Queryable,
  deckId: string,
): Promise<{ version: number; data: string } | undefined> {
  return (
    await db.query<{ version: number; data: string }>('SELECT version, data FROM decks.content WHERE deck_id = $1', [
      deckId,
    ])
  ).rows[0];
}

export async function hasKudo(db: Queryable, deckId: string, userId: string): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM decks.kudos WHERE deck_id = $1 AND user_id = $2', [deckId, userId])).rowCount > 0
  );
}

/** Whose tags: a user's own, or those of a team's shared media. */
export type TagScope = { ownerId: string } | { teamId: string };

const inScope = (scope: TagScope) =>
  'teamId' in scope
    ? { where: 't.team_id = $1', id: scope.teamId }
    : { where: 't.owner_id = $1 AND t.team_id IS NULL', id: scope.ownerId };

const SELECT_TAG = `SELECT t.id, t.owner_id, t.team_id, t.name, t.tag_type,
            coalesce((SELECT array_agg(g.model_id ORDER BY g.model_id) FROM decks.tagged g WHERE g.tag_id = t.id), '{}') AS model_ids
     FROM decks.tags t`;

/** The tags of one type of a user or of a team, sorted by name case-insensitively (spec/000 §3). */
export async function listTags(db: Queryable, scope: TagScope, tagType: 'deck' | 'media'): Promise<TagRow[]> {
  const { where, id } = inScope(scope);
  const result = await db.query<TagRow>(
    `${SELECT_TAG} WHERE ${where} AND t.tag_type = $2 ORDER BY lower(t.name), t.id`,
    [id, tagType],
  );
  return result.rows;
}

export async function findTag(db: Queryable, tagId: string): Promise<TagRow | undefined> {
  return (await db.query<TagRow>(`${SELECT_TAG} WHERE t.id = $1`, [tagId])).rows[0];
}

export async function countTags(db: Queryable, scope: TagScope, tagType: 'deck' | 'media'): Promise<number> {
  const { where, id } = inScope(scope);
  return (
    (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decks.tags t WHERE ${where} AND t.tag_type = $2`, [
        id,
        tagType,
      ])
    ).rows[0]?.n ?? 0
  );
}

/** Decks (not trashed) whose current content shows this media. */
export async function decksUsingMedia(db: Queryable, mediaId: string): Promise<DeckRow[]> {
  return (
    await db.query<DeckRow>(
      `${SELECT_DECK} WHERE d.status = 'active' AND d.id IN (SELECT deck_id FROM decks.media_refs WHERE media_id = $1)`,
      [mediaId],
    )
  ).rows;
}

/** Every deck a user owns, the trash included, oldest first (what a team keeps of a deleted member). */
export async function listDecksOwnedBy(db: Queryable, ownerId: string): Promise<DeckRow[]> {
  return (await db.query<DeckRow>(`${SELECT_DECK} WHERE d.owner_id = $1 ORDER BY d.created_at`, [ownerId])).rows;
}

/**
 * One page of a team's deck list: the internal and public decks its members own, not in the
 * trash, newest or oldest first, optionally those whose title or description holds `query`.
 */
export async function listTeamDecks(
  db: Queryable,
  options: { teamId: string; order: 'newest-first' | 'oldest-first'; query: string; page: number; perPage: number },
): Promise<{ results: DeckRow[]; total: number }> {
  const where = `u.team_id = $1 AND d.status = 'active' AND d.visibility IN ('team', 'all')
    AND ($2 = '' OR d.title ILIKE '%' || $2 || '%' OR d.description ILIKE '%' || $2 || '%')`;
  const pattern = options.query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const direction = options.order === 'oldest-first' ? 'ASC' : 'DESC';
  const [rows, count] = await Promise.all([
    db.query<DeckRow>(`${SELECT_DECK} WHERE ${where} ORDER BY d.created_at ${direction}, d.id LIMIT $3 OFFSET $4`, [
      options.teamId,
      pattern,
      options.perPage,
      (options.page - 1) * options.perPage,
    ]),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM decks.decks d JOIN accounts.users u ON u.id = d.owner_id WHERE ${where}`,
      [options.teamId, pattern],
    ),
  ]);
  return { results: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** Active decks whose first slide has no picture yet, or one of older content: what the thumbnailer catches up on. */
export async function listDecksNeedingThumbnails(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `SELECT id FROM decks.decks WHERE status = 'active' AND (thumbnail IS NULL OR (thumbnail->>'version')::int < version)
     ORDER BY updated_at DESC LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => row.id);
}

/** Active decks whose settings name a theme (which they follow while their owner is in its team). */
export async function listDecksNamingTheme(db: Queryable, themeId: string, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `SELECT id FROM decks.decks WHERE status = 'active' AND settings->>'theme_id' = $1 ORDER BY updated_at DESC LIMIT $2`,
    [themeId, limit],
  );
  return result.rows.map((row) => row.id);
}
