import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideTemplateStreamId, type SlideTemplateEvent } from '@lectern/domain';
import { countSlideTemplates, listSlideTemplates } from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';
import { personalSlideTemplatesProjection } from './personal-slide-templates-projection.js';

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
 * Each person's own templates (`decks.personal_slide_templates`, decision 0077). Team templates
 * are team-service's; the queries that read both tables are tested where every read model runs
 * (apps/bff/src/teams/slide-templates-read-models.int.spec.ts).
 */
describe.each(availableDatabaseKinds())('personal slide templates read model on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [personalSlideTemplatesProjection]);
  });
  afterAll(() => harness.close());

  const template = (id: string, events: SlideTemplateEvent[]) =>
    harness.append(slideTemplateStreamId(id), events, 'ann');
  const labels = (rows: { label: string }[]) => rows.map((row) => row.label);
  const mine = async (ownerId: string, page = 1, perPage = 10) =>
    listSlideTemplates(harness.db, { ownerId }, { page, perPage });
  const row = async (id: string) =>
    (await harness.db.query('SELECT * FROM decks.personal_slide_templates WHERE id = $1', [id])).rows[0];

  it("keeps each person's own templates, newest first, a page at a time, and no team's", async () => {
    await template('p1', [created('p1', { userId: 'ann' }, 'Intro', 1)]);
    await template('p2', [created('p2', { userId: 'ann' }, 'Agenda', 2)]);
    await template('p3', [created('p3', { userId: 'ann' }, 'Closing', 3)]);
    await template('b1', [created('b1', { userId: 'bob' }, 'Theirs', 4)]);
    await template('t1', [created('t1', { teamId: 'acme' }, 'Cover', 5)]);

    const first = await mine('ann', 1, 2);
    expect([labels(first.results), first.total]).toEqual([['Closing', 'Agenda'], 3]);
    expect(labels((await mine('ann', 2, 2)).results)).toEqual(['Intro']);
    expect(labels((await mine('bob')).results)).toEqual(['Theirs']);
    expect(await countSlideTemplates(harness.db, { ownerId: 'ann' })).toBe(3);
    expect(await countSlideTemplates(harness.db, { ownerId: 'manager' })).toBe(0);
    expect(await row('t1')).toBeUndefined();
    // In the same columns as a team template: in no team, offered for no theme.
    expect(first.results[0]).toMatchObject({
      id: 'p3',
      scope: 'personal',
      owner_id: 'ann',
      team_id: null,
      theme_ids: [],
      created_at: new Date(at(3)),
      updated_at: new Date(at(3)),
    });
  });

  it('changes a label and a slide, and forgets a deleted template; a team template changes nothing here', async () => {
    await template('p1', [
      { type: 'SlideTemplateChanged', data: { changes: { label: 'Opening' }, changedAt: at(20) } },
      { type: 'SlideTemplateChanged', data: { changes: { html: '<section><p>New</p></section>' }, changedAt: at(21) } },
    ]);
    expect(await row('p1')).toMatchObject({
      label: 'Opening',
      html: '<section><p>New</p></section>',
      owner_id: 'ann',
      created_at: new Date(at(1)),
      updated_at: new Date(at(21)),
    });
    await template('t1', [
      { type: 'SlideTemplateChanged', data: { changes: { label: 'x' }, changedAt: at(22) } },
      { type: 'SlideTemplateAddedToThemes', data: { themeIds: ['brand'], changedAt: at(22) } },
    ]);
    expect(await row('t1')).toBeUndefined();
    await template('p2', [{ type: 'SlideTemplateDeleted', data: { deletedAt: at(23) } }]);
    expect(labels((await mine('ann')).results)).toEqual(['Closing', 'Opening']);
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    const live = (await harness.db.query('SELECT * FROM decks.personal_slide_templates ORDER BY id')).rows;
    await harness.runner.rebuild(personalSlideTemplatesProjection.name);
    expect((await harness.db.query('SELECT * FROM decks.personal_slide_templates ORDER BY id')).rows).toEqual(live);
  });
});
