import { describe, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { decideTheme, DEFAULT_THEME_FIELDS, evolveTheme, initialThemeState, type ThemeEvent } from './index.js';

const given = deciderSpec({ decide: decideTheme, evolve: evolveTheme, initialState: initialThemeState });
const now = '2026-01-01T00:00:00.000Z';
const later = '2026-01-02T00:00:00.000Z';
const created: ThemeEvent = {
  type: 'ThemeCreated',
  data: { themeId: 'th1', teamId: 't1', fields: { ...DEFAULT_THEME_FIELDS, name: 'Brand' }, createdAt: now },
};
const change = (changes: object, scriptsAllowed = false) =>
  ({ type: 'ChangeTheme', data: { changes, scriptsAllowed, now: later } }) as const;

describe('theme decider', () => {
  describe('no theme yet', () => {
    it('is created for its team from the defaults and the looks chosen', () =>
      given([])
        .when({
          type: 'CreateTheme',
          data: { themeId: 'th1', teamId: 't1', fields: { color: 'black-orange', font: 'news' }, now },
        })
        .then([
          {
            type: 'ThemeCreated',
            data: {
              themeId: 'th1',
              teamId: 't1',
              fields: { ...DEFAULT_THEME_FIELDS, color: 'black-orange', font: 'news' },
              createdAt: now,
            },
          },
        ]));
    it("is named 'Untitled' when its name is blank", () =>
      given([])
        .when({ type: 'CreateTheme', data: { themeId: 'th1', teamId: 't1', fields: { name: '  ' }, now } })
        .then([
          {
            type: 'ThemeCreated',
            data: {
              themeId: 'th1',
              teamId: 't1',
              fields: { ...DEFAULT_THEME_FIELDS, name: 'Untitled' },
              createdAt: now,
            },
          },
        ]));
    it('takes no change', () =>
      given([])
        .when(change({ name: 'x' }))
        .thenThrows(new NotFoundError('Could not find theme data')));
  });

  describe('a theme', () => {
    it('is created once', () =>
      given([created])
        .when({ type: 'CreateTheme', data: { themeId: 'th1', teamId: 't2', fields: {}, now } })
        .thenThrows(ConflictError));
    it('changes only the fields that differ, lists by value', () =>
      given([created])
        .when(change({ name: 'Brand', palette: [], snippets: [{ title: 'A', template: '<p>{{x}}</p>' }] }))
        .then([
          {
            type: 'ThemeChanged',
            data: { changes: { snippets: [{ title: 'A', template: '<p>{{x}}</p>' }] }, changedAt: later },
          },
        ]));
    it('does nothing when nothing differs', () =>
      given([created])
        .when(change({ name: 'Brand', width: 960 }))
        .then([]));
    it("takes a blank name as 'Untitled'", () =>
      given([created])
        .when(change({ name: '' }))
        .then([{ type: 'ThemeChanged', data: { changes: { name: 'Untitled' }, changedAt: later } }]));
    it('refuses a script while the team does not allow scripts, and takes it when it does', () => {
      given([created])
        .when(change({ js: 'console.log(1)' }))
        .thenThrows(new ValidationError({ 'theme.js': ['Scripts are not allowed for this team'] }));
      given([created])
        .when(change({ js: 'console.log(1)' }, true))
        .then([{ type: 'ThemeChanged', data: { changes: { js: 'console.log(1)' }, changedAt: later } }]);
    });
    it('lets a script be taken away whatever the switch says', () =>
      given([created, { type: 'ThemeChanged', data: { changes: { js: 'x()' }, changedAt: later } }])
        .when(change({ js: '' }))
        .then([{ type: 'ThemeChanged', data: { changes: { js: '' }, changedAt: later } }]));
    it('is deleted', () =>
      given([created])
        .when({ type: 'DeleteTheme', data: { now: later } })
        .then([{ type: 'ThemeDeleted', data: { deletedAt: later } }]));
  });

  describe('a deleted theme', () => {
    const deleted: ThemeEvent = { type: 'ThemeDeleted', data: { deletedAt: later } };
    it('takes no more changes, nor a second deletion', () => {
      given([created, deleted])
        .when(change({ name: 'Again' }))
        .thenThrows(new NotFoundError('Could not find theme data'));
      given([created, deleted])
        .when({ type: 'DeleteTheme', data: { now: later } })
        .thenThrows(NotFoundError);
    });
  });
});
