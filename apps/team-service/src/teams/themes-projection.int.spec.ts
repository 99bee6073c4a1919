import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_FIELDS,
  teamStreamId,
  themeStreamId,
  themeThumbnailStreamId,
  type ThemeEvent,
} from '@lectern/domain';
import {
  findTeamById,
  findTeamDefaultTheme,
  findThemeById,
  listTeamThemes,
  listThemesNeedingThumbnails,
} from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';
import { teamsProjection } from './teams-projection.js';

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
const created = (themeId: string, teamId: string, name: string, minute: number): ThemeEvent => ({
  type: 'ThemeCreated',
  data: { themeId, teamId, fields: { ...DEFAULT_THEME_FIELDS, name }, createdAt: at(minute) },
});

describe.each(availableDatabaseKinds())('themes read model on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [teamsProjection]);
    for (const [teamId, slug] of [
      ['t1', 'acme'],
      ['t2', 'bee'],
    ] as const)
      await harness.append(
        teamStreamId(teamId),
        [
          {
            type: 'TeamSignedUp',
            data: { teamId, name: slug, slug, ownerId: `owner-${teamId}`, billingPeriod: 'yearly', signedUpAt: at(0) },
          },
        ],
        `owner-${teamId}`,
      );
  });
  afterAll(() => harness.close());

  const theme = (themeId: string, events: ThemeEvent[]) => harness.append(themeStreamId(themeId), events, 'owner-t1');

  it("keeps each team's themes, oldest first, with every field a change sets", async () => {
    await theme('th2', [created('th2', 't1', 'Second', 2)]);
    await theme('th1', [created('th1', 't1', 'First', 1)]);
    await theme('other', [created('other', 't2', 'Theirs', 3)]);
    const snippets = [{ title: 'Quote', template: '<blockquote>{{Text::Hello}}</blockquote>' }];
    await theme('th1', [
      {
        type: 'ThemeChanged',
        data: {
          changes: {
            name: 'Brand',
            width: 1280,
            center: true,
            less: '.a { .b { color: red } }',
            css: '.deck-slide .a .b{color:red}',
            palette: ['#112233', '#445566'],
            font_google: 'Lato',
            snippets,
          },
          changedAt: at(9),
        },
      },
    ]);

    expect(await findThemeById(harness.db, 'th1')).toMatchObject({
      team_id: 't1',
      name: 'Brand',
      font: 'montserrat',
      width: 1280,
      height: 700,
      center: true,
      less: '.a { .b { color: red } }',
      palette: ['#112233', '#445566'],
      font_typekit: null,
      font_google: 'Lato',
      snippets,
      created_at: new Date(at(1)),
      updated_at: new Date(at(9)),
    });
    expect((await listTeamThemes(harness.db, 't1')).map((row) => row.name)).toEqual(['Brand', 'Second']);
    expect((await findTeamById(harness.db, 't1'))?.themes).toEqual([
      { id: 'th1', name: 'Brand' },
      { id: 'th2', name: 'Second' },
    ]);
    expect((await findTeamById(harness.db, 't2'))?.themes).toEqual([{ id: 'other', name: 'Theirs' }]);
  });

  it("finds a team's default theme only while it is the team's and not deleted", async () => {
    const setDefault = (teamId: string, id: string) =>
      harness.append(
        teamStreamId(teamId),
        [{ type: 'TeamSettingsChanged', data: { settings: { default_theme_id: id } } }],
        'owner-t1',
      );
    expect(await findTeamDefaultTheme(harness.db, 't1')).toBeUndefined();
    await setDefault('t1', 'th2');
    expect((await findTeamDefaultTheme(harness.db, 't1'))?.id).toBe('th2');
    await setDefault('t2', 'th1');
    expect(await findTeamDefaultTheme(harness.db, 't2')).toBeUndefined();
    await theme('th2', [{ type: 'ThemeDeleted', data: { deletedAt: at(10) } }]);
    expect(await findTeamDefaultTheme(harness.db, 't1')).toBeUndefined();
    expect(await findThemeById(harness.db, 'th2')).toBeUndefined();
    expect((await findTeamById(harness.db, 't1'))?.themes).toEqual([{ id: 'th1', name: 'Brand' }]);
  });

  it('keeps the newest picture of a theme and which save it shows; a theme needs one until then', async () => {
    const picture = (key: string, drawn: string) => ({
      type: 'ThemeThumbnailRendered',
      data: { drawn, key, contentType: 'image/webp', renderedAt: at(20) },
    });
    expect(await listThemesNeedingThumbnails(harness.db, 10)).toEqual(expect.arrayContaining(['th1', 'other']));
    await harness.append(themeThumbnailStreamId('th1'), [picture('a.webp', at(5))], 'worker');
    // Older than the theme's last save (minute 9): drawn again.
    expect(await listThemesNeedingThumbnails(harness.db, 10)).toContain('th1');
    await harness.append(themeThumbnailStreamId('th1'), [picture('b.webp', at(9))], 'worker');
    expect(await findThemeById(harness.db, 'th1')).toMatchObject({
      thumbnail: { key: 'b.webp', drawn: at(9) },
      thumbnail_position: 2,
    });
    expect(await listThemesNeedingThumbnails(harness.db, 10)).not.toContain('th1');
    // A picture of a deleted theme changes nothing.
    await harness.append(themeThumbnailStreamId('th2'), [picture('c.webp', at(9))], 'worker');
    expect(await findThemeById(harness.db, 'th2')).toBeUndefined();
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    const live = (await harness.db.query('SELECT * FROM teams.themes ORDER BY id')).rows;
    await harness.runner.rebuild(teamsProjection.name);
    expect((await harness.db.query('SELECT * FROM teams.themes ORDER BY id')).rows).toEqual(live);
  });
});
