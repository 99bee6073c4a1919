import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import { slideTemplateStreamId, type SlideTemplateEvent } from '@lectern/domain';
import { countSlideTemplates, listSlideTemplates, slideTemplateIdsByTheme } from '@lectern/read-models';
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

/**
 * The team templates' read model (`teams.slide_templates`). Personal templates are deck-service's
 * (decision 0077): the queries that read both tables are tested where every read model runs
 * (apps/bff/src/teams/slide-templates-read-models.int.spec.ts).
 */
describe.each(availableDatabaseKinds())('team slide templates read model on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [slideTemplatesProjection]);
  });
  afterAll(() => harness.close());

  const template = (id: string, events: SlideTemplateEvent[]) =>
    harness.append(slideTemplateStreamId(id), events, 'manager');
  const labels = (rows: { label: string }[]) => rows.map((row) => row.label);
  const row = async (id: string) =>
    (await harness.db.query('SELECT * FROM teams.slide_templates WHERE id = $1', [id])).rows[0];

  it("keeps each team's templates, newest first, a page at a time, and no one's own", async () => {
    await template('p1', [created('p1', { userId: 'ann' }, 'Mine', 1)]);
    await template('p2', [created('p2', { userId: 'bob' }, 'Theirs', 2)]);
    await template('t1', [created('t1', { teamId: 'acme' }, 'Cover', 3)]);
    await template('t2', [created('t2', { teamId: 'acme' }, 'Agenda', 4)]);
    await template('t3', [created('t3', { teamId: 'acme' }, 'Closing', 5)]);
    await template('o1', [created('o1', { teamId: 'other' }, 'Other', 6)]);

    expect((await harness.db.query(`SELECT id FROM teams.slide_templates WHERE scope = 'personal'`)).rows).toEqual([]);
    const first = await listSlideTemplates(harness.db, { teamId: 'acme' }, { page: 1, perPage: 2 });
    expect([labels(first.results), first.total]).toEqual([['Closing', 'Agenda'], 3]);
    const second = await listSlideTemplates(harness.db, { teamId: 'acme' }, { page: 2, perPage: 2 });
    expect(labels(second.results)).toEqual(['Cover']);
    expect(await countSlideTemplates(harness.db, { teamId: 'acme' })).toBe(3);
    expect(await countSlideTemplates(harness.db, { teamId: 'other' })).toBe(1);
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

    expect((await row('t1'))?.theme_ids).toEqual(['brand', 'quiet']);
    expect(await row('t2')).toMatchObject({
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

  it('changes a label and a slide, and forgets a deleted template; changes to one of a person leave it alone', async () => {
    await template('t1', [
      { type: 'SlideTemplateChanged', data: { changes: { label: 'Renamed' }, changedAt: at(20) } },
      { type: 'SlideTemplateChanged', data: { changes: { html: '<section><p>New</p></section>' }, changedAt: at(21) } },
    ]);
    expect(await row('t1')).toMatchObject({
      label: 'Renamed',
      html: '<section><p>New</p></section>',
      scope: 'team',
      owner_id: 'manager',
      team_id: 'acme',
      created_at: new Date(at(3)),
    });
    await template('p1', [{ type: 'SlideTemplateChanged', data: { changes: { label: 'x' }, changedAt: at(22) } }]);
    await template('p2', [{ type: 'SlideTemplateDeleted', data: { deletedAt: at(22) } }]);
    expect(await row('p1')).toBeUndefined();
    await template('t3', [{ type: 'SlideTemplateDeleted', data: { deletedAt: at(23) } }]);
    expect(await row('t3')).toBeUndefined();
    expect(
      labels((await listSlideTemplates(harness.db, { teamId: 'acme' }, { page: 1, perPage: 10 })).results),
    ).toEqual(['Agenda', 'Renamed']);
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    const live = (await harness.db.query('SELECT * FROM teams.slide_templates ORDER BY id')).rows;
    await harness.runner.rebuild(slideTemplatesProjection.name);
    expect((await harness.db.query('SELECT * FROM teams.slide_templates ORDER BY id')).rows).toEqual(live);
  });
});

describe.each(availableDatabaseKinds())('team slide templates migration on %s', (kind) => {
  it('takes out the personal templates this read model kept before decision 0077, and keeps the team ones', async () => {
    const testDb = await createTestDatabase(kind);
    const [first] = slideTemplatesProjection.migrations;
    await migrate(testDb.db, `projection:${slideTemplatesProjection.name}`, [first!]);
    await testDb.db.query(
      `INSERT INTO teams.slide_templates (id, scope, owner_id, team_id, label, html, created_at, updated_at) VALUES
         ('p1', 'personal', 'ann', NULL, 'Mine', '<section></section>', $1, $1),
         ('t1', 'team', 'manager', 'acme', 'Cover', '<section></section>', $1, $1)`,
      [at(1)],
    );
    const harness = await startProjectionHarness(testDb, [slideTemplatesProjection]);
    try {
      expect((await harness.db.query('SELECT id FROM teams.slide_templates ORDER BY id')).rows).toEqual([{ id: 't1' }]);
    } finally {
      await harness.close();
    }
  });
});
