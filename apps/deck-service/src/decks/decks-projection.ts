import type { Queryable } from '@lectern/db';
import {
  streamPrefix,
  type DeckContentEvent,
  type DeckEvent,
  type DeckThumbnailEvent,
  type DeckViewEvent,
  type TagEvent,
} from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import { streamEvent, type Projection } from '@lectern/projections';
import { answerKeys, readModelNames } from '@lectern/read-models';
import { storedSlideCount } from '@lectern/deck-format/sanitize';
import { applyCollaboratorEvent, collaboratorsMigration } from './collaborators.js';

/**
 * Deck cards, slugs, content, kudos and tags, projected from the `deck-`, `deck-content-`,
 * `deck-views-`, `deck-thumbnail-` and `tag-` streams. `search` holds title, description and tag names for the
 * full-text index.
 */
export const decksProjection: Projection = {
  name: readModelNames.decks,
  streamPrefixes: [streamPrefix('deck'), streamPrefix('tag')],
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
    {
      // A profile's total was an index scan over every deck of its owner; these counts follow each
      // row's owner, status and visibility, whichever statement changes them.
      id: '006_owner_deck_counts',
      sql: `
CREATE TABLE decks.owner_deck_counts (
  owner_id text NOT NULL,
  status text NOT NULL,
  visibility text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (owner_id, status, visibility)
);
CREATE FUNCTION decks.count_owner_decks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE decks.owner_deck_counts SET n = n - 1
    WHERE owner_id = OLD.owner_id AND status = OLD.status AND visibility = OLD.visibility;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO decks.owner_deck_counts AS c (owner_id, status, visibility, n)
    VALUES (NEW.owner_id, NEW.status, NEW.visibility, 1)
    ON CONFLICT (owner_id, status, visibility) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER decks_counted AFTER INSERT OR DELETE ON decks.decks
  FOR EACH ROW EXECUTE FUNCTION decks.count_owner_decks();
CREATE TRIGGER decks_recounted AFTER UPDATE OF owner_id, status, visibility ON decks.decks
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.status IS DISTINCT FROM NEW.status
                     OR OLD.visibility IS DISTINCT FROM NEW.visibility)
  EXECUTE FUNCTION decks.count_owner_decks();
INSERT INTO decks.owner_deck_counts (owner_id, status, visibility, n)
  SELECT owner_id, status, visibility, count(*) FROM decks.decks GROUP BY 1, 2, 3;
`,
    },
    {
      // Explore's popular sort pages through public decks by views without sorting them all.
      id: '007_public_views',
      sql: `
CREATE INDEX decks_public_views ON decks.decks (view_count DESC, created_at DESC) WHERE visibility = 'all' AND status = 'active';
`,
    },
    {
      // A search ranks every hit, reading each hit's vector: from the decks' wide rows that was a heap
      // page a hit. The entries hold only what a search filters, ranks and orders by, copied from
      // each row by whichever statement changes them. And a content save changes a deck's version:
      // the thumbnail index named it in its predicate, so every save wrote an entry into each of the
      // table's indexes instead of updating the row in place; the thumbnailer's sweep at start-up
      // reads the table without it.
      id: '008_search_entries',
      sql: `
CREATE TABLE decks.search_entries (
  deck_id text PRIMARY KEY,
  owner_id text NOT NULL,
  visibility text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  search tsvector NOT NULL
);
CREATE INDEX search_entries_search ON decks.search_entries USING gin (search);
CREATE FUNCTION decks.copy_search_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM decks.search_entries WHERE deck_id = OLD.id;
  ELSE
    INSERT INTO decks.search_entries AS e (deck_id, owner_id, visibility, status, created_at, search)
    VALUES (NEW.id, NEW.owner_id, NEW.visibility, NEW.status, NEW.created_at, NEW.search)
    ON CONFLICT (deck_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, visibility = EXCLUDED.visibility,
      status = EXCLUDED.status, created_at = EXCLUDED.created_at, search = EXCLUDED.search;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER decks_searchable AFTER INSERT OR DELETE ON decks.decks
  FOR EACH ROW EXECUTE FUNCTION decks.copy_search_entry();
CREATE TRIGGER decks_searchable_again AFTER UPDATE OF owner_id, visibility, status, created_at, search ON decks.decks
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.visibility IS DISTINCT FROM NEW.visibility
                     OR OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.search IS DISTINCT FROM NEW.search)
  EXECUTE FUNCTION decks.copy_search_entry();
INSERT INTO decks.search_entries (deck_id, owner_id, visibility, status, created_at, search)
  SELECT id, owner_id, visibility, status, created_at, search FROM decks.decks;
DROP INDEX decks.decks_search;
DROP INDEX decks.decks_thumbnail_stale;
ALTER TABLE decks.decks SET (fillfactor = 90);
`,
    },
  ],
  async reset(tx) {
    await tx.query(
      'TRUNCATE decks.decks, decks.owner_deck_counts, decks.search_entries, decks.slugs, decks.content, decks.kudos, decks.tags, decks.tagged, decks.media_refs, decks.collaborators',
    );
  },
  async apply(tx, event) {
    const stream = streamEvent(event);
    if (stream?.kind === 'deck') await applyDeckEvent(tx, stream.id, stream.event);
    else if (stream?.kind === 'deckContent') await applyContentEvent(tx, stream.id, stream.event);
    else if (stream?.kind === 'deckViews') await applyViewEvent(tx, stream.id, stream.event);
    else if (stream?.kind === 'deckThumbnail') await applyThumbnailEvent(tx, stream.id, stream.event);
    else if (stream?.kind === 'tag') await applyTagEvent(tx, stream.id, stream.event);
  },
  /**
   * A deck's answer changes with its own streams and its tags; its view count is let lag (answers
   * expire). A content save is told apart: what it changes is only in an answer read under it.
   */
  touches(event) {
    const stream = streamEvent(event);
    switch (stream?.kind) {
      case 'deck':
      case 'deckThumbnail':
        return [answerKeys.deck(stream.id)];
      case 'deckContent':
        return [answerKeys.deckContent(stream.id)];
      case 'tag':
        if (stream.event.type === 'ModelsTagged' || stream.event.type === 'ModelsUntagged')
          return stream.event.data.modelIds.map(answerKeys.deck);
        return stream.event.type === 'TagDeleted' ? [answerKeys.tag(stream.id)] : [];
      default:
        return [];
    }
  },
};

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
