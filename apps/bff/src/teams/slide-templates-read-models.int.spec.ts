import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideTemplateStreamId, type SlideTemplateEvent } from '@lectern/domain';
import {
  countSlideTemplates,
  findSlideTemplateById,
  findSlideTemplatesByIds,
  listSlideTemplates,
} from '@lectern/read-models';
import { everyProjection, startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
const created = (templateId: string, owner: { teamId: string } | { userId: string }, label: string, minute: number) =>
  ({
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
  }) satisfies SlideTemplateEvent;

/**
 * The template queries over both read models as the BFF reads them (decision 0077): one's own
 * from deck-service's `decks.personal_slide_templates`, a team's from team-service's
 * `teams.slide_templates`, and a template by id from either, in the same columns.
 */
describe.each(availableDatabaseKinds())('slide template queries over both read models on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [...(await everyProjection())]);
    const template = (id: string, events: SlideTemplateEvent[]) =>
      harness.append(slideTemplateStreamId(id), events, 'ann');
    await template('p1', [created('p1', { userId: 'ann' }, 'Mine', 1)]);
    await template('p2', [created('p2', { userId: 'bob' }, 'Theirs', 2)]);
    await template('t1', [
      created('t1', { teamId: 'acme' }, 'Cover', 3),
      { type: 'SlideTemplateAddedToThemes', data: { themeIds: ['brand'], changedAt: at(4) } },
    ]);
    await template('t2', [created('t2', { teamId: 'acme' }, 'Gone', 5)]);
    await template('t2', [{ type: 'SlideTemplateDeleted', data: { deletedAt: at(6) } }]);
  });
  afterAll(() => harness.close());

  const labels = (rows: { label: string }[]) => rows.map((row) => row.label);

  it("lists one's own and a team's templates each from its own read model", async () => {
    expect(
      labels((await listSlideTemplates(harness.db, { ownerId: 'ann' }, { page: 1, perPage: 10 })).results),
    ).toEqual(['Mine']);
    expect(
      labels((await listSlideTemplates(harness.db, { teamId: 'acme' }, { page: 1, perPage: 10 })).results),
    ).toEqual(['Cover']);
    // A manager's own library holds none of the team templates they saved.
    expect(await countSlideTemplates(harness.db, { ownerId: 'manager' })).toBe(0);
    expect(await countSlideTemplates(harness.db, { ownerId: 'bob' })).toBe(1);
  });

  it("finds a template by id whoever's, personal and team ones in the same columns; a deleted one is gone", async () => {
    expect(await findSlideTemplateById(harness.db, 'p1')).toEqual({
      id: 'p1',
      scope: 'personal',
      owner_id: 'ann',
      team_id: null,
      label: 'Mine',
      html: '<section><h1>Mine</h1></section>',
      theme_ids: [],
      created_at: new Date(at(1)),
      updated_at: new Date(at(1)),
    });
    expect(await findSlideTemplateById(harness.db, 't1')).toEqual({
      id: 't1',
      scope: 'team',
      owner_id: 'manager',
      team_id: 'acme',
      label: 'Cover',
      html: '<section><h1>Cover</h1></section>',
      theme_ids: ['brand'],
      created_at: new Date(at(3)),
      updated_at: new Date(at(4)),
    });
    expect(await findSlideTemplateById(harness.db, 't2')).toBeUndefined();
    expect(labels(await findSlideTemplatesByIds(harness.db, ['t1', 'p2', 't2', 'nope'])).sort()).toEqual([
      'Cover',
      'Theirs',
    ]);
  });
});
