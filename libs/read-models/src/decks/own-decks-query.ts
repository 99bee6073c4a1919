import type { Queryable } from '@lectern/db';
import { SELECT_DECK, type DeckRow } from './decks-queries.js';

export interface OwnDecksPage {
  ownerId: string;
  order: 'newest-first' | 'oldest-first';
  /** Held by the title or the description, case-insensitive; '' for every deck. */
  query: string;
  /** Only decks carrying this tag. */
  tagId?: string;
  page: number;
  perPage: number;
}

/**
 * One page of a person's own decks (not in the trash) and how many match, from one statement: the
 * matching decks are counted and paged once (`decks_owner` index), only the page's decks are joined
 * to their owner, tags and collaborators, and a page past the end still answers the total.
 */
export async function listOwnDecks(
  db: Queryable,
  options: OwnDecksPage,
): Promise<{ results: DeckRow[]; total: number }> {
  const pattern = options.query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const direction = options.order === 'oldest-first' ? 'ASC' : 'DESC';
  const result = await db.query<DeckRow & { total: number; id: string | null }>(
    `WITH matching AS (
       SELECT d.id, d.created_at FROM decks.decks d
       WHERE d.owner_id = $1 AND d.status = 'active'
         AND ($2 = '' OR d.title ILIKE '%' || $2 || '%' OR d.description ILIKE '%' || $2 || '%')
         AND ($3 = '' OR EXISTS (SELECT 1 FROM decks.tagged g WHERE g.tag_id = $3 AND g.model_id = d.id))),
     shown AS (SELECT id FROM matching ORDER BY created_at ${direction}, id LIMIT $4 OFFSET $5)
     SELECT (SELECT count(*) FROM matching)::int AS total, page.*
     FROM (SELECT 1) AS one
     LEFT JOIN (${SELECT_DECK} JOIN shown ON shown.id = d.id) AS page ON true
     ORDER BY page.created_at ${direction}, page.id`,
    [options.ownerId, pattern, options.tagId ?? '', options.perPage, (options.page - 1) * options.perPage],
  );
  const total = result.rows[0]?.total ?? 0;
  const results = result.rows.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as DeckRow);
  return { results, total };
}
