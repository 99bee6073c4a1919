import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DECK_SETTINGS,
  deckContentStreamId,
  deckStreamId,
  deckThumbnailStreamId,
  deckViewsStreamId,
  tagStreamId,
  type DeckContentEvent,
  type DeckEvent,
  type DeckThumbnailEvent,
  type TagEvent,
  type UserEvent,
} from '@lectern/domain';
import {
  deckContent,
  findDeckByAddress,
  findDeckById,
  listDecksNeedingThumbnails,
  listProfileDecks,
  listTags,
  searchDecks,
} from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';
import { usersProjection } from '../accounts/users-projection.js';
import { decksProjection } from './decks-projection.js';

const MEDIA_ID = '0b0e2c7a-3f51-4c63-9a53-4c1f0e9a7d21';
const slides = (count: number) =>
  Array.from({ length: count }, (_, i) => `<section><div class="sl-block">Slide ${i + 1}</div></section>`).join('');

describe.each(availableDatabaseKinds())('decks read model on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [usersProjection, decksProjection]);
    await harness.append(
      'user-u1',
      [
        {
          type: 'UserSignedUp',
          data: {
            userId: 'u1',
            username: 'ada',
            email: 'ada@example.com',
            passwordHash: 'h',
            signedUpAt: '2026-01-01T00:00:00.000Z',
          },
        } satisfies UserEvent,
      ],
      'u1',
    );
  });
  afterAll(() => harness.close());

  const deck = (deckId: string, events: DeckEvent[]) => harness.append(deckStreamId(deckId), events, 'u1');
  const content = (deckId: string, events: DeckContentEvent[]) =>
    harness.append(deckContentStreamId(deckId), events, 'u1');
  const tag = (tagId: string, events: TagEvent[]) => harness.append(tagStreamId(tagId), events, 'u1');
  const created = (deckId: string, title: string, slug: string): DeckEvent => ({
    type: 'DeckCreated',
    data: {
      deckId,
      ownerId: 'u1',
      title,
      slug,
      description: '',
      visibility: 'all',
      settings: DEFAULT_DECK_SETTINGS,
      createdAt: '2026-02-01T00:00:00.000Z',
      forkedFrom: null,
    },
  });
  const saved = (markup: string): DeckContentEvent => ({
    type: 'DeckContentSaved',
    data: { data: markup, savedAt: '2026-02-02T00:00:00.000Z', restoredFrom: null },
  });

  it("projects a deck's card, slugs, content, slide count, media, kudos, views and tags", async () => {
    await deck('d1', [created('d1', 'Orbital mechanics', 'orbital-mechanics')]);
    await deck('d1', [
      { type: 'DeckRenamed', data: { title: 'Orbits', slug: 'orbits', previousSlug: 'orbital-mechanics' } },
      { type: 'DeckDescriptionChanged', data: { description: 'Kepler and friends' } },
      { type: 'DeckSettingsChanged', data: { settings: { transition: 'fade' } } },
      { type: 'DeckKudoed', data: { userId: 'u2' } },
      { type: 'DeckKudoed', data: { userId: 'u3' } },
      { type: 'DeckUnkudoed', data: { userId: 'u2' } },
    ]);
    await content('d1', [saved(slides(2))]);
    await content('d1', [saved(`${slides(3)}<section><img src="/media-files/${MEDIA_ID}/original"></section>`)]);
    await harness.append(deckViewsStreamId('d1'), [{ type: 'DeckViewed', data: { at: '2026-02-03T00:00:00Z' } }], 'u2');
    await tag('t1', [
      { type: 'TagCreated', data: { tagId: 't1', ownerId: 'u1', name: 'astronomy', tagType: 'deck' } },
      { type: 'ModelsTagged', data: { modelIds: ['d1'] } },
    ]);

    const row = await findDeckById(harness.db, 'd1');
    expect(row).toMatchObject({
      title: 'Orbits',
      slug: 'orbits',
      description: 'Kepler and friends',
      owner_username: 'ada',
      version: 2,
      slide_count: 4,
      kudos_count: 1,
      view_count: 1,
      tag_ids: ['t1'],
    });
    expect(row!.settings.transition).toBe('fade');
    expect((await findDeckByAddress(harness.db, 'u1', 'orbital-mechanics'))?.id).toBe('d1');
    expect((await deckContent(harness.db, 'd1'))?.version).toBe(2);
    expect((await harness.db.query('SELECT media_id FROM decks.media_refs WHERE deck_id = $1', ['d1'])).rows).toEqual([
      { media_id: MEDIA_ID },
    ]);
    const search = (query: string) =>
      searchDecks(harness.db, { query, viewerId: null, page: 1, perPage: 10, sort: 'relevance' });
    expect((await search('astro')).total).toBe(1);
    expect((await search('kepler')).total).toBe(1);
    await tag('t1', [{ type: 'TagRenamed', data: { name: 'physics' } }]);
    expect((await search('astro')).total).toBe(0);
    expect((await listTags(harness.db, { ownerId: 'u1' }, 'deck')).map((t) => t.name)).toEqual(['physics']);
  });

  it('takes the slide count a save recorded, and counts the markup of saves recorded before it', async () => {
    await deck('d9', [created('d9', 'Counted', 'counted')]);
    // Recorded before saves carried their count (no slideCount): counted from the markup.
    await content('d9', [saved(slides(3))]);
    expect((await findDeckById(harness.db, 'd9'))?.slide_count).toBe(3);
    // The count cleaning made is taken as it is: the markup is not parsed again.
    await content('d9', [{ ...saved(slides(2)), data: { ...saved(slides(2)).data, slideCount: 7 } }]);
    expect((await findDeckById(harness.db, 'd9'))?.slide_count).toBe(7);
    // The media a newer save names replace those of the one before; an older save changes nothing.
    const other = '1c9e6c1e-8f1a-4b7e-9a53-4c1f0e9a7d22';
    const image = (id: string) => `<section><img src="/media-files/${id}/original"></section>`;
    await content('d9', [saved(image(MEDIA_ID) + image(other)), saved(image(other))]);
    const refs = async () =>
      (await harness.db.query('SELECT media_id FROM decks.media_refs WHERE deck_id = $1', ['d9'])).rows;
    expect(await refs()).toEqual([{ media_id: other }]);
    expect(await deckContent(harness.db, 'd9')).toEqual({ version: 4, data: image(other) });
  });

  it('keeps the newest content when an older save is applied again', async () => {
    await deck('d2', [created('d2', 'Replays', 'replays')]);
    await content('d2', [saved(slides(1)), saved(slides(5))]);
    expect(await deckContent(harness.db, 'd2')).toEqual({ version: 2, data: slides(5) });
    expect((await findDeckById(harness.db, 'd2'))?.slide_count).toBe(5);
  });

  it("moves a kept deck to its new owner: owner, address and search follow, the old owner's tags stay behind", async () => {
    const grace: UserEvent = {
      type: 'UserSignedUp',
      data: {
        userId: 'u9',
        username: 'grace',
        email: 'grace@example.com',
        passwordHash: 'h',
        signedUpAt: '2026-01-01T00:00:00.000Z',
      },
    };
    await harness.append('user-u9', [grace], 'u9');
    await deck('d-kept', [created('d-kept', 'Kept work', 'kept-work')]);
    await tag('t-kept', [
      { type: 'TagCreated', data: { tagId: 't-kept', ownerId: 'u1', name: 'mine', tagType: 'deck' } },
      { type: 'ModelsTagged', data: { modelIds: ['d-kept'] } },
    ]);
    await deck('d-kept', [
      { type: 'DeckTransferred', data: { fromUserId: 'u1', toUserId: 'u9', slug: 'kept-work-2' } },
    ]);
    expect(await findDeckById(harness.db, 'd-kept')).toMatchObject({
      owner_id: 'u9',
      owner_username: 'grace',
      slug: 'kept-work-2',
      tag_ids: [],
    });
    expect((await findDeckByAddress(harness.db, 'u9', 'kept-work-2'))?.id).toBe('d-kept');
    expect(await findDeckByAddress(harness.db, 'u1', 'kept-work')).toBeUndefined();
  });

  it('shows the newest thumbnail, and which decks need one drawn', async () => {
    await deck('d-pictured', [created('d-pictured', 'Pictured', 'pictured')]);
    await content('d-pictured', [saved(slides(1))]);
    expect(await listDecksNeedingThumbnails(harness.db, 100)).toContain('d-pictured');
    const rendered = (key: string, version: number): DeckThumbnailEvent => ({
      type: 'DeckThumbnailRendered',
      data: { version, key, contentType: 'image/webp', renderedAt: '2026-02-03T00:00:00.000Z' },
    });
    await harness.append(deckThumbnailStreamId('d-pictured'), [rendered('thumbnails/d-pictured/1.webp', 1)], 'u1');
    expect(await findDeckById(harness.db, 'd-pictured')).toMatchObject({
      thumbnail: { key: 'thumbnails/d-pictured/1.webp', version: 1 },
      thumbnail_position: 1,
    });
    expect(await listDecksNeedingThumbnails(harness.db, 100)).not.toContain('d-pictured');
    await content('d-pictured', [saved(slides(2))]);
    expect(await listDecksNeedingThumbnails(harness.db, 100)).toContain('d-pictured');
    await harness.append(deckThumbnailStreamId('d-pictured'), [rendered('thumbnails/d-pictured/2.webp', 2)], 'u1');
    expect((await findDeckById(harness.db, 'd-pictured'))?.thumbnail?.key).toBe('thumbnails/d-pictured/2.webp');
  });

  it('trashes, recovers and destroys', async () => {
    await deck('d3', [created('d3', 'Short lived', 'short-lived')]);
    await content('d3', [saved(slides(1))]);
    await deck('d3', [{ type: 'DeckTrashed', data: { at: '2026-03-01T00:00:00.000Z' } }]);
    expect((await findDeckById(harness.db, 'd3'))?.status).toBe('trashed');
    await deck('d3', [{ type: 'DeckRecovered', data: { at: '2026-03-02T00:00:00.000Z' } }]);
    expect((await findDeckById(harness.db, 'd3'))?.trashed_at).toBeNull();
    await deck('d3', [{ type: 'DeckDestroyed', data: { at: '2026-03-03T00:00:00.000Z' } }]);
    expect(await findDeckById(harness.db, 'd3')).toBeUndefined();
    expect(await deckContent(harness.db, 'd3')).toBeUndefined();
    expect(await findDeckByAddress(harness.db, 'u1', 'short-lived')).toBeUndefined();
  });

  it('marks a deck collaborative and keeps its collaborators as the policy reads them', async () => {
    const at = '2026-03-04T00:00:00.000Z';
    await deck('d4', [
      created('d4', 'Together', 'together'),
      { type: 'DeckMadeCollaborative', data: { at } },
      {
        type: 'CollaboratorAdded',
        data: { userId: 'u2', email: 'b@example.com', role: 'editor', invitedBy: 'u1', at },
      },
      {
        type: 'CollaboratorAdded',
        data: { userId: 'u3', email: 'c@example.com', role: 'viewer', invitedBy: 'u1', at },
      },
      {
        type: 'CollaboratorInvited',
        data: { invitationId: 'inv-1', email: 'd@example.com', role: 'viewer', invitedBy: 'u1', at },
      },
      { type: 'CollaboratorRoleChanged', data: { collaboratorId: 'u3', role: 'admin' } },
    ]);
    expect(await findDeckById(harness.db, 'd4')).toMatchObject({
      collaborative: true,
      collaborators: [
        { userId: 'u2', role: 'editor' },
        { userId: 'u3', role: 'admin' },
      ],
    });
    await deck('d4', [
      { type: 'CollaboratorInvitationAccepted', data: { invitationId: 'inv-1', userId: 'u4' } },
      { type: 'CollaboratorRemoved', data: { collaboratorId: 'u2' } },
    ]);
    expect((await findDeckById(harness.db, 'd4'))?.collaborators).toEqual([
      { userId: 'u3', role: 'admin' },
      { userId: 'u4', role: 'viewer' },
    ]);
    expect(await findDeckById(harness.db, 'd1')).toMatchObject({ collaborative: false, collaborators: [] });
  });

  it("keeps each owner's deck counts equal to the decks there are, whatever moved them", async () => {
    await deck('d5', [
      created('d5', 'Counted', 'counted'),
      { type: 'DeckVisibilityChanged', data: { visibility: 'self' } },
      { type: 'DeckTrashed', data: { at: '2026-03-06T00:00:00.000Z' } },
    ]);
    const counted = async () =>
      (
        await harness.db.query(
          'SELECT owner_id, status, visibility, n FROM decks.owner_deck_counts WHERE n > 0 ORDER BY 1, 2, 3',
        )
      ).rows;
    const actual = async () =>
      (
        await harness.db.query(
          'SELECT owner_id, status, visibility, count(*)::int AS n FROM decks.decks GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
        )
      ).rows;
    expect(await counted()).toContainEqual({ owner_id: 'u1', status: 'trashed', visibility: 'self', n: 1 });
    expect(await counted()).toContainEqual({ owner_id: 'u9', status: 'active', visibility: 'all', n: 1 });
    expect(await counted()).toEqual(await actual());
    expect(
      await listProfileDecks(harness.db, { ownerId: 'u1', viewerId: 'u1', tab: 'trash', page: 1, perPage: 24 }),
    ).toMatchObject({ total: 1, results: [{ id: 'd5' }] });
    const personal = await listProfileDecks(harness.db, {
      ownerId: 'u1',
      viewerId: null,
      tab: 'personal',
      page: 1,
      perPage: 1,
    });
    expect(personal.results).toHaveLength(1);
    expect(personal.total).toBe(
      (await actual()).find((row) => row.owner_id === 'u1' && row.status === 'active' && row.visibility === 'all')?.n,
    );
  });

  it('rebuilds from position 0 exactly the rows the live projection made', async () => {
    // The counts' key has three columns.
    const orderOf = (table: string) => (table === 'owner_deck_counts' ? '1, 2, 3' : '1, 2');
    const tables = [
      'decks',
      'owner_deck_counts',
      'slugs',
      'content',
      'kudos',
      'tags',
      'tagged',
      'media_refs',
      'collaborators',
    ];
    const snapshot = async () => {
      const rows: Record<string, unknown[]> = {};
      for (const table of tables)
        rows[table] = (await harness.db.query(`SELECT * FROM decks.${table} ORDER BY ${orderOf(table)}`)).rows;
      return rows;
    };
    const live = await snapshot();
    expect(live.decks!.length).toBeGreaterThan(0);
    await harness.runner.rebuild(decksProjection.name);
    expect(await snapshot()).toEqual(live);
  });
});
