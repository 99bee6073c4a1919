import type { AccessToken } from '@lectern/contracts';
import type { AccessTokenRow } from '@lectern/read-models';

/** An access token row as the API answers it (never its password). */
export const toAccessTokenResponse = (row: AccessTokenRow): AccessToken => ({
  id: row.id,
  deck_id: row.deck_id,
  token: row.token,
  name: row.name,
  has_password: row.has_password,
  link_type: row.link_type,
  notify_on_view: row.notify_on_view,
  deck_view_count: row.deck_view_count,
  embed_domain_whitelist: row.embed_domain_whitelist,
  created_at: new Date(row.created_at).toISOString(),
});
