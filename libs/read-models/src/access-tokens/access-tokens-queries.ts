import type { Queryable } from '@lectern/db';
import type { AccessTokenLinkType } from '@lectern/domain';
/** An access token (a private link in the UI) as its deck's managers list it and as the deck check finds it; never its password. */
export interface AccessTokenRow {
  id: string;
  deck_id: string;
  token: string;
  name: string;
  link_type: AccessTokenLinkType;
  notify_on_view: boolean;
  embed_domain_whitelist: string;
  has_password: boolean;
  /** Counts password changes, so an unlock given for an earlier password stops counting. */
  password_version: number;
  deck_view_count: number;
  created_at: Date;
}

const COLUMNS =
  'id, deck_id, token, name, link_type, notify_on_view, embed_domain_whitelist, has_password, password_version, deck_view_count, created_at';

export async function findAccessTokenByToken(db: Queryable, token: string): Promise<AccessTokenRow | undefined> {
  return (await db.query<AccessTokenRow>(`SELECT ${COLUMNS} FROM decks.access_tokens WHERE token = $1`, [token]))
    .rows[0];
}

export async function findAccessTokenById(db: Queryable, id: string): Promise<AccessTokenRow | undefined> {
  return (await db.query<AccessTokenRow>(`SELECT ${COLUMNS} FROM decks.access_tokens WHERE id = $1`, [id])).rows[0];
}

/** A deck's access tokens, oldest first (the share dialog selects the first). */
export async function listAccessTokens(db: Queryable, deckId: string): Promise<AccessTokenRow[]> {
  return (
    await db.query<AccessTokenRow>(
      `SELECT ${COLUMNS} FROM decks.access_tokens WHERE deck_id = $1 ORDER BY created_at, id`,
      [deckId],
    )
  ).rows;
}
