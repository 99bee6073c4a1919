import type { Queryable } from '@lectern/db';
import type { DeckContentEvent, DeckEvent, DeckThumbnailEvent, DeckViewEvent, TagEvent } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import type { Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';
import { storedSlideCount } from '@lectern/deck-format/sanitize';
import { applyCollaboratorEvent, collaboratorsMigration } from './collaborators.js';

/**
 * Deck cards, slugs, content, kudos and tags, projected from the `deck-`, `deck-content-`,
 * `deck-views-`, `deck-thumbnail-` and `tag-` streams. `search` holds title, description and tag names for the
 * full-text index.
 */
export const decksProjection: Projection = {
  name: readModelNames.decks,
  streamPrefixes: ['deck-', 'tag-'],
  migrations: [
    {
      id: '001_decks',
      sql: `
CREATE SCHEMA IF NOT EXISTS decks;
CREATE TABLE decks.decks (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  title text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  visibility text NOT NULL,
  status text NOT NULL DEFAULT 'active',
  settings jsonb NOT NULL,
  version integer NOT NULL DEFAULT 0,
  slide_count integer NOT NULL DEFAULT 0,
  view_count integer NOT NULL DEFAULT 0,
  kudos_count integer NOT NULL DEFAULT 0,
  forked_from text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  trashed_at timestamptz,
  search tsvector NOT NULL DEFAULT ''::tsvector
);
CREATE INDEX decks_owner ON decks.decks (owner_id, status, created_at DESC);
CREATE INDEX decks_public ON decks.decks (visibility, status, created_at DESC);
CREATE INDEX decks_search ON decks.decks USING gin (search);
CREATE TABLE decks.slugs (
  owner_id text NOT NULL,
  slug text NOT NULL,
  deck_id text NOT NULL,
  PRIMARY KEY (owner_id, slug)
);
CREATE TABLE decks.content (
  deck_id text PRIMARY KEY,
  version integer NOT NULL,
  data text NOT NULL
);
CREATE TABLE decks.kudos (
  deck_id text NOT NULL,
  user_id text NOT NULL,
  PRIMARY KEY (deck_id, user_id)
);
CREATE TABLE decks.tags (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  name text NOT NULL,
  tag_type text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX tags_owner ON decks.tags (owner_id, tag_type);
CREATE TABLE decks.tagged (
  tag_id text NOT NULL,
  model_id text NOT NULL,
  PRIMARY KEY (tag_id, model_id)
);
CREATE INDEX tagged_model ON decks.tagged (model_id);
`,
    },
    {
      id: '002_media_refs',
      sql: `
CREATE TABLE decks.media_refs (
  deck_id text NOT NULL,
  media_id text NOT NULL,
  PRIMARY KEY (deck_id, media_id)
);
CREATE INDEX media_refs_media ON decks.media_refs (media_id);
`,
    },
    {
      id: '003_team_tags',
      sql: `
ALTER TABLE decks.tags ADD COLUMN team_id text;
CREATE INDEX tags_team ON decks.tags (team_id, tag_type) WHERE team_id IS NOT NULL;
`,
    },
    collaboratorsMigration,
    {
      id: '005_thumbnails',
      sql: `
ALTER TABLE decks.decks ADD COLUMN thumbnail jsonb;
ALTER TABLE decks.decks ADD COLUMN thumbnail_position integer NOT NULL DEFAULT 0;
CREATE INDEX decks_thumbnail_stale ON decks.decks (status) WHERE thumbnail IS NULL OR (thumbnail->>'version')::int < version;
`,
    },
  ],
  async reset(tx) {
    await tx.query(
      'TRUNCATE decks.decks, decks.slugs, decks.content, decks.kudos, decks.tags, decks.tagged, decks.media_refs, decks.collaborators',
    );
  },
  async apply(tx, event) {
    const [kind, id] = streamParts(event.streamId);
    if (kind === 'deck') await applyDeckEvent(tx, id, event as StoredEvent & DeckEvent);
    else if (kind === 'content') await applyContentEvent(tx, id, event as StoredEvent & DeckContentEvent);
    else if (kind === 'views') await applyViewEvent(tx, id, event as StoredEvent & DeckViewEvent);
    else if (kind === 'thumbnail') await applyThumbnailEvent(tx, id, event as StoredEvent & DeckThumbnailEvent);
    else await applyTagEvent(tx, id, event as StoredEvent & TagEvent);
  },
};

function streamParts(streamId: string): ['deck' | 'content' | 'views' | 'thumbnail' | 'tag', string] {
  if (streamId.startsWith('deck-content-')) return ['content', streamId.slice('deck-content-'.length)];
  if (streamId.startsWith('deck-thumbnail-')) return ['thumbnail', streamId.slice('deck-thumbnail-'.length)];
  if (streamId.startsWith('deck-views-')) return ['views', streamId.slice('deck-views-'.length)];
  if (streamId.startsWith('tag-')) return ['tag', streamId.slice('tag-'.length)];
  return ['deck', streamId.slice('deck-'.length)];
}

/** Title, description and the names of the deck's tags, as one searchable vector. */
async function refreshSearch(tx: Queryable, deckIds: readonly string[]) {
  await tx.query(
    `UPDATE decks.decks d SET search = to_tsvector('simple', d.title || ' ' || d.description || ' ' || coalesce(
       (SELECT string_agg(t.name, ' ') FROM decks.tagged g JOIN decks.tags t ON t.id = g.tag_id WHERE g.model_id = d.id), ''))
     WHERE d.id = ANY($1::text[])`,
    [deckIds],
  );
}

async function applyDeckEvent(tx: Queryable, deckId: string, event: StoredEvent & DeckEvent) {
  const at = event.recordedAt.toISOString();
  switch (event.type) {
    case 'DeckCreated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO decks.decks (id, owner_id, title, slug, description, visibility, settings, forked_from, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING`,
        [
          deckId,
          d.ownerId,
          d.title,
          d.slug,
          d.description,
          d.visibility,
          JSON.stringify(d.settings),
          d.forkedFrom,
          d.createdAt,
        ],
      );
      await tx.query('INSERT INTO decks.slugs (owner_id, slug, deck_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        d.ownerId,
        d.slug,
        deckId,
      ]);
      await refreshSearch(tx, [deckId]);
      return;
    }
    case 'DeckRenamed':
      await tx.query('UPDATE decks.decks SET title = $2, slug = $3, updated_at = $4 WHERE id = $1', [
        deckId,
        event.data.title,
        event.data.slug,
        at,
      ]);
      // The old address keeps pointing at the deck, so it can redirect.
      await tx.query(
        `INSERT INTO decks.slugs (owner_id, slug, deck_id) SELECT owner_id, $2, id FROM decks.decks WHERE id = $1 ON CONFLICT DO NOTHING`,
        [deckId, event.data.slug],
      );
      await refreshSearch(tx, [deckId]);
      return;
    case 'DeckDescriptionChanged':
      await tx.query('UPDATE decks.decks SET description = $2, updated_at = $3 WHERE id = $1', [
        deckId,
        event.data.description,
        at,
      ]);
      await refreshSearch(tx, [deckId]);
      return;
    case 'DeckSettingsChanged':
      await tx.query('UPDATE decks.decks SET settings = settings || $2::jsonb, updated_at = $3 WHERE id = $1', [
        deckId,
        JSON.stringify(event.data.settings),
        at,
      ]);
      return;
    case 'DeckVisibilityChanged':
      await tx.query('UPDATE decks.decks SET visibility = $2, updated_at = $3 WHERE id = $1', [
        deckId,
        event.data.visibility,
        at,
      ]);
      return;
    case 'DeckTransferred': {
      const { fromUserId, toUserId, slug } = event.data;
      await tx.query('UPDATE decks.decks SET owner_id = $2, slug = $3 WHERE id = $1', [deckId, toUserId, slug]);
      // The old owner's addresses and tags are theirs: the deck keeps neither.
      await tx.query('DELETE FROM decks.slugs WHERE deck_id = $1', [deckId]);
      await tx.query('INSERT INTO decks.slugs (owner_id, slug, deck_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        toUserId,
        slug,
        deckId,
      ]);
      await tx.query(
        'DELETE FROM decks.tagged WHERE model_id = $1 AND tag_id IN (SELECT id FROM decks.tags WHERE owner_id = $2)',
        [deckId, fromUserId],
      );
      await refreshSearch(tx, [deckId]);
      return;
    }
    case 'DeckTrashed':
      await tx.query(`UPDATE decks.decks SET status = 'trashed', trashed_at = $2 WHERE id = $1`, [
        deckId,
        event.data.at,
      ]);
      return;
    case 'DeckRecovered':
      await tx.query(`UPDATE decks.decks SET status = 'active', trashed_at = NULL WHERE id = $1`, [deckId]);
      return;
    case 'DeckDestroyed':
      for (const table of ['decks.content', 'decks.kudos', 'decks.collaborators'])
        await tx.query(`DELETE FROM ${table} WHERE deck_id = $1`, [deckId]);
      await tx.query('DELETE FROM decks.slugs WHERE deck_id = $1', [deckId]);
      await tx.query('DELETE FROM decks.tagged WHERE model_id = $1', [deckId]);
      await tx.query('DELETE FROM decks.decks WHERE id = $1', [deckId]);
      return;
    case 'DeckKudoed':
      await tx.query('INSERT INTO decks.kudos (deck_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        deckId,
        event.data.userId,
      ]);
      await tx.query(
        'UPDATE decks.decks SET kudos_count = (SELECT count(*) FROM decks.kudos WHERE deck_id = $1) WHERE id = $1',
        [deckId],
      );
      return;
    case 'DeckUnkudoed':
      await tx.query('DELETE FROM decks.kudos WHERE deck_id = $1 AND user_id = $2', [deckId, event.data.userId]);
      await tx.query(
        'UPDATE decks.decks SET kudos_count = (SELECT count(*) FROM decks.kudos WHERE deck_id = $1) WHERE id = $1',
        [deckId],
      );
      return;
    case 'DeckMadeCollaborative':
    case 'CollaboratorAdded':
    case 'CollaboratorInvited':
    case 'CollaboratorInvitationAccepted':
    case 'CollaboratorRoleChanged':
    case 'CollaboratorRemoved':
      await applyCollaboratorEvent(tx, deckId, event);
      return;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Media a deck's markup shows, by the ids in its media file addresses (`/media-files/<id>/...`). */
export function mediaReferences(markup: string): string[] {
  return [...new Set([...markup.matchAll(/\/media-files\/([0-9a-f-]{36})\//g)].map((match) => match[1]!))];
}

/**
 * One statement: the content when it is newer than the stored one, with the media it names
 * (refs it no longer names removed, new ones added: two disjoint sets, as sub-statements of one
 * statement do not see each other's rows), and the card's version, slide count and time. The
 * slide count is the one cleaning counted; saves recorded without it are counted here.
 */
async function applyContentEvent(tx: Queryable, deckId: string, event: StoredEvent & DeckContentEvent) {
  const { data, savedAt, slideCount } = event.data;
  await tx.query(
    `WITH saved AS (
       INSERT INTO decks.content (deck_id, version, data) VALUES ($1, $2, $3)
       ON CONFLICT (deck_id) DO UPDATE SET version = EXCLUDED.version, data = EXCLUDED.data
         WHERE decks.content.version < EXCLUDED.version
       RETURNING deck_id
     ), unnamed AS (
       DELETE FROM decks.media_refs
       WHERE deck_id = $1 AND EXISTS (SELECT FROM saved) AND NOT (media_id = ANY($4::text[]))
     ), named AS (
       INSERT INTO decks.media_refs (deck_id, media_id)
       SELECT $1, media_id FROM unnest($4::text[]) AS media_id WHERE EXISTS (SELECT FROM saved)
       ON CONFLICT DO NOTHING
     )
     UPDATE decks.decks SET version = $2, slide_count = $5, updated_at = $6 WHERE id = $1 AND version < $2`,
    [deckId, event.streamVersion, data, mediaReferences(data), slideCount ?? storedSlideCount(data), savedAt],
  );
}

async function applyViewEvent(tx: Queryable, deckId: string, event: StoredEvent & DeckViewEvent) {
  // The stream version is the number of views counted so far, which keeps replays exact.
  await tx.query('UPDATE decks.decks SET view_count = GREATEST(view_count, $2) WHERE id = $1', [
    deckId,
    event.streamVersion,
  ]);
}

/** The newest picture only: its stream version orders them, which keeps replays exact. */
async function applyThumbnailEvent(tx: Queryable, deckId: string, event: StoredEvent & DeckThumbnailEvent) {
  await tx.query(
    'UPDATE decks.decks SET thumbnail = $2, thumbnail_position = $3 WHERE id = $1 AND thumbnail_position < $3',
    [deckId, JSON.stringify(event.data), event.streamVersion],
  );
}

async function applyTagEvent(tx: Queryable, tagId: string, event: StoredEvent & TagEvent) {
  const taggedDecks = async () =>
    (await tx.query<{ model_id: string }>('SELECT model_id FROM decks.tagged WHERE tag_id = $1', [tagId])).rows.map(
      (row) => row.model_id,
    );
  switch (event.type) {
    case 'TagCreated':
      await tx.query(
        'INSERT INTO decks.tags (id, owner_id, team_id, name, tag_type, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING',
        [
          tagId,
          event.data.ownerId,
          event.data.teamId ?? null,
          event.data.name,
          event.data.tagType,
          event.recordedAt.toISOString(),
        ],
      );
      return;
    case 'TagRenamed':
      await tx.query('UPDATE decks.tags SET name = $2 WHERE id = $1', [tagId, event.data.name]);
      await refreshSearch(tx, await taggedDecks());
      return;
    case 'TagDeleted': {
      const decks = await taggedDecks();
      await tx.query('DELETE FROM decks.tagged WHERE tag_id = $1', [tagId]);
      await tx.query('DELETE FROM decks.tags WHERE id = $1', [tagId]);
      await refreshSearch(tx, decks);
      return;
    }
    case 'ModelsTagged':
      await tx.query(
        'INSERT INTO decks.tagged (tag_id, model_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
        [tagId, event.data.modelIds],
      );
      await refreshSearch(tx, event.data.modelIds);
      return;
    case 'ModelsUntagged':
      await tx.query('DELETE FROM decks.tagged WHERE tag_id = $1 AND model_id = ANY($2::text[])', [
        tagId,
        event.data.modelIds,
      ]);
      await refreshSearch(tx, event.data.modelIds);
      return;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
