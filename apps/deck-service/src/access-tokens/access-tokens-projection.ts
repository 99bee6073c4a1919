import { streamPrefix } from '@lectern/domain';
import { streamEvent, type Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';

/** Access tokens that exist, projected from the `access-token-` streams. */
export const accessTokensProjection: Projection = {
  name: readModelNames.accessTokens,
  streamPrefixes: [streamPrefix('accessToken')],
  migrations: [
    {
      id: '001_access_tokens',
      sql: `
CREATE SCHEMA IF NOT EXISTS decks;
CREATE TABLE decks.access_tokens (
  id text PRIMARY KEY,
  deck_id text NOT NULL,
  token text NOT NULL UNIQUE,
  name text NOT NULL,
  link_type text NOT NULL,
  notify_on_view boolean NOT NULL,
  embed_domain_whitelist text NOT NULL,
  has_password boolean NOT NULL DEFAULT false,
  password_version integer NOT NULL DEFAULT 0,
  deck_view_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE INDEX access_tokens_deck ON decks.access_tokens (deck_id, created_at);
`,
    },
  ],
  async reset(tx) {
    await tx.query('DELETE FROM decks.access_tokens');
  },
  async apply(tx, stored) {
    const stream = streamEvent(stored);
    if (stream?.kind !== 'accessToken') return;
    const { event, id } = stream;
    switch (event.type) {
      case 'AccessTokenCreated': {
        const { deckId, token, name, linkType, notifyOnView, embedDomainWhitelist, createdAt } = event.data;
        await tx.query(
          `INSERT INTO decks.access_tokens (id, deck_id, token, name, link_type, notify_on_view, embed_domain_whitelist, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [id, deckId, token, name, linkType, notifyOnView, embedDomainWhitelist, createdAt],
        );
        return;
      }
      case 'AccessTokenUpdated': {
        const { name, linkType, notifyOnView, embedDomainWhitelist } = event.data;
        await tx.query(
          `UPDATE decks.access_tokens SET name = COALESCE($2, name), link_type = COALESCE($3, link_type),
             notify_on_view = COALESCE($4, notify_on_view), embed_domain_whitelist = COALESCE($5, embed_domain_whitelist)
           WHERE id = $1`,
          [id, name ?? null, linkType ?? null, notifyOnView ?? null, embedDomainWhitelist ?? null],
        );
        return;
      }
      case 'AccessTokenPasswordSet':
        await tx.query(
          'UPDATE decks.access_tokens SET has_password = $2, password_version = password_version + 1 WHERE id = $1',
          [id, event.data.passwordHash !== null],
        );
        return;
      case 'AccessTokenDeleted':
        await tx.query('DELETE FROM decks.access_tokens WHERE id = $1', [id]);
        return;
      case 'AccessTokenViewed':
        await tx.query('UPDATE decks.access_tokens SET deck_view_count = deck_view_count + 1 WHERE id = $1', [id]);
        return;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};
