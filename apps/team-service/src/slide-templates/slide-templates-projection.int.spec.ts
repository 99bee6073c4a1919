import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideTemplateStreamId, type SlideTemplateEvent } from '@lectern/domain';
import {
  countSlideTemplates,
  findSlideTemplateById,
  findSlideTemplatesByIds,
  listSlideTemplates,
  slideTemplateIdsByTheme,
} from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';
import { slideTemplatesProjection } from './slide-templates-projection.js';

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
const created = (
  templateId: string,
  owner: { teamId: string } | { userId: string },
  label: string,
  minute: number,
): SlideTemplateEvent => ({
  type: 'SlideTemplateCreated',
  data: {
    templateId,
    scope: 'teamId' in owner ? 'team' : 'personal',
    ownerId: 'userId' in owner ? owner.userId : 'manager',
    teamId: 'teamId' in owner ? owner.teamId : null,
    label,
    html: `<section><h1>${label}</h1></section>`,
    createdAt: at(minute),
  },
});

describe.each(availableDatabaseKinds())('slide templates read model on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [slideTemplatesProjection]);
  });
  afterAll(() => harness.close());

  const template = (id: string, events: SlideTemplateEvent[]) =>
    harness.append(slideTemplateStreamId(id), events, 'manager');
  const labels = (rows: { label: string }[]) => rows.map((row) => row.label);

  it("keeps a person's and a team's templates apart, newest first, a page at a time", async () => {
    await template('p1', [created('p1', { userId: 'ann' }, 'Mine', 1)]);
    await template('p2', [created('p2', { userId: 'bob' }, 'Theirs', 2)]);
    await template('t1', [created('t1', { teamId: 'acme' }, 'Cover', 3)]);
    await template('t2', [created('t2', { teamId: 'acme' }, 'Agenda', 4)]);
    await template('t3', [created('t3', { teamId: 'acme' }, 'Closing', 5)]);
    await template('o1', [created('o1', { teamId: 'other' }, 'Other', 6)]);

    expect(
      labels((await listSlideTemplates(harness.db, { ownerId: 'ann' }, { page: 1, perPage: 10 })).results),
    ).toEqual(['Mine']);
    const first = await listSlideTemplates(harness.db, { teamId: 'acme' }, { page: 1, perPage: 2 });
    expect([labels(first.results), first.total]).toEqual([['Closing', 'Agenda'], 3]);
    const second = await listSlideTemplates(harness.db, { teamId: 'acme' }, { page: 2, perPage: 2 });
    expect(labels(second.results)).toEqual(['Cover']);
    expect(await countSlideTemplates(harness.db, { teamId: 'acme' })).toBe(3);
    expect(await countSlideTemplates(harness.db, { ownerId: 'manager' })).toBe(0);
  });

  it('adds a template to themes and takes it from them as sets, and lists what a theme offers', async () => {
    await template('t1', [
      { type: 'SlideTemplateAddedToThemes', data: { themeIds: ['brand', 'quiet'], changedAt: at(10) } },
      { type: 'SlideTemplateAddedToThemes', data: { themeIds: ['brand'], changedAt: at(11) } },
    ]);
    await template('t2', [{ type: 'SlideTemplateAddedToThemes', data: { themeIds: ['quiet'], changedAt: at(12) } }]);
    await template('t2', [
      { type: 'SlideTemplateRemovedFromThemes', data: { themeIds: ['quiet', 'x'], changedAt: at(13) } },
    ]);

    expect((await findSlideTemplateById(harness.db, 't1'))?.theme_ids).toEqual(['brand', 'quiet']);
    expect(await findSlideTemplateById(harness.db, 't2')).toMatchObject({
      theme_ids: [],
      updated_at: new Date(at(13)),
    });
    expect(Object.fromEntries(await slideTemplateIdsByTheme(harness.db, 'acme'))).toEqual({
      brand: ['t1'],
      quiet: ['t1'],
    });
    const offered = async (forTheme: string | null) =>
      labels((await listSlideTemplates(harness.db, { teamId: 'acme' }, { page: 1, perPage: 10, forTheme })).results);
    expect(await offered('brand')).toEqual(['Closing', 'Agenda', 'Cover']);
    expect(await offered('other')).toEqual(['Closing', 'Agenda']);
    expect(await offered(null)).toEqual(['Closing', 'Agenda']);
  });

  it('changes a label and a slide, and forgets a deleted template', async () => {
    await template('p1', [
      { type: 'SlideTemplateChanged', data: { changes: { label: 'Renamed' }, changedAt: at(20) } },
      { type: 'SlideTemplateChanged', data: { changes: { html: '<section><p>New</p></section>' }, changedAt: at(21) } },
    ]);
    expect(await findSlideTemplateById(harness.db, 'p1')).toMatchObject({
      label: 'Renamed',
      html: '<section><p>New</p></section>',
      scope: 'personal',
      owner_id: 'ann',
      team_id: null,
      created_at: new Date(at(1)),
    });
    await template('t3', [{ type: 'SlideTemplateDeleted', data: { deletedAt: at(22) } }]);
    expect(await findSlideTemplateById(harness.db, 't3')).toBeUndefined();
    expect(labels(await findSlideTemplatesByIds(harness.db, ['t3', 't1', 'nope']))).toEqual(['Cover']);
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    const live = (await harness.db.query('SELECT * FROM teams.slide_templates ORDER BY id')).rows;
    await harness.runner.rebuild(slideTemplatesProjection.name);
    expect((await harness.db.query('SELECT * FROM teams.slide_templates ORDER BY id')).rows).toEqual(live);
  });
});
