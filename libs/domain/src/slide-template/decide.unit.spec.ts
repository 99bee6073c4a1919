import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { slideTemplateDecider } from '../deciders.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { availableForTheme, type SlideTemplateEvent } from './index.js';

const given = deciderSpec(slideTemplateDecider);
const now = '2026-01-01T00:00:00.000Z';
const later = '2026-01-02T00:00:00.000Z';
const html = '<section data-id="s1"><h1>Welcome</h1></section>';

const create = (scope: 'personal' | 'team', label = 'Intro') =>
  ({
    type: 'CreateSlideTemplate',
    data: { templateId: 'st1', scope, ownerId: 'u1', teamId: scope === 'team' ? 't1' : null, label, html, now },
  }) as const;
const created = (scope: 'personal' | 'team'): SlideTemplateEvent => ({
  type: 'SlideTemplateCreated',
  data: {
    templateId: 'st1',
    scope,
    ownerId: 'u1',
    teamId: scope === 'team' ? 't1' : null,
    label: 'Intro',
    html,
    createdAt: now,
  },
});
const addTo = (...themeIds: string[]) =>
  ({ type: 'AddSlideTemplateToThemes', data: { themeIds, now: later } }) as const;
const removeFrom = (...themeIds: string[]) =>
  ({ type: 'RemoveSlideTemplateFromThemes', data: { themeIds, now: later } }) as const;

describe('slide template decider', () => {
  describe('no template yet', () => {
    it('is saved as a personal or a team template, with its cleaned slide', () => {
      given([])
        .when(create('personal'))
        .then([created('personal')]);
      given([])
        .when(create('team'))
        .then([created('team')]);
    });
    it("is labelled 'Untitled' when its label is blank", () =>
      given([])
        .when(create('personal', '  '))
        .then([
          { ...created('personal'), data: { ...created('personal').data, label: 'Untitled' } } as SlideTemplateEvent,
        ]));
    it('names a team exactly when it is a team template', () => {
      given([])
        .when({ ...create('team'), data: { ...create('team').data, teamId: null } })
        .thenThrows(ValidationError);
      given([])
        .when({ ...create('personal'), data: { ...create('personal').data, teamId: 't1' } })
        .thenThrows(ValidationError);
    });
    it('takes no change, theme or deletion', () => {
      given([])
        .when({ type: 'ChangeSlideTemplate', data: { changes: { label: 'x' }, now } })
        .thenThrows(new NotFoundError('Could not find this slide template'));
      given([]).when(addTo('th1')).thenThrows(NotFoundError);
      given([]).when({ type: 'DeleteSlideTemplate', data: { now } }).thenThrows(NotFoundError);
    });
  });

  describe('a template', () => {
    it('is created once', () =>
      given([created('personal')])
        .when(create('personal'))
        .thenThrows(ConflictError));
    it('changes only what differs', () => {
      given([created('personal')])
        .when({
          type: 'ChangeSlideTemplate',
          data: { changes: { label: 'Intro', html: '<section></section>' }, now: later },
        })
        .then([{ type: 'SlideTemplateChanged', data: { changes: { html: '<section></section>' }, changedAt: later } }]);
      given([created('personal')])
        .when({ type: 'ChangeSlideTemplate', data: { changes: { label: 'Intro', html }, now: later } })
        .then([]);
    });
    it('is deleted', () =>
      given([created('team')])
        .when({ type: 'DeleteSlideTemplate', data: { now: later } })
        .then([{ type: 'SlideTemplateDeleted', data: { deletedAt: later } }]));
  });

  describe('a team template and its themes', () => {
    const inBrand: SlideTemplateEvent = {
      type: 'SlideTemplateAddedToThemes',
      data: { themeIds: ['brand'], changedAt: later },
    };
    it('is added to the themes it is not in yet, each once', () =>
      given([created('team'), inBrand])
        .when(addTo('brand', 'quiet', 'quiet'))
        .then([{ type: 'SlideTemplateAddedToThemes', data: { themeIds: ['quiet'], changedAt: later } }]));
    it('is taken from the themes it is in; nothing happens for the others', () => {
      given([created('team'), inBrand])
        .when(removeFrom('brand', 'quiet'))
        .then([{ type: 'SlideTemplateRemovedFromThemes', data: { themeIds: ['brand'], changedAt: later } }]);
      given([created('team')])
        .when(removeFrom('brand'))
        .then([]);
    });
    it('is offered for every theme while it is in none, then only for its own', () => {
      expect(availableForTheme([], 'quiet')).toBe(true);
      expect(availableForTheme([], null)).toBe(true);
      expect(availableForTheme(['brand'], 'brand')).toBe(true);
      expect(availableForTheme(['brand'], 'quiet')).toBe(false);
      expect(availableForTheme(['brand'], null)).toBe(false);
    });
  });

  describe('a personal template', () => {
    it('belongs to no theme', () =>
      given([created('personal')])
        .when(addTo('brand'))
        .thenThrows(
          new ValidationError({ slide_template_ids: ['Only team templates are made available for themes'] }),
        ));
  });

  describe('a deleted template', () => {
    const deleted: SlideTemplateEvent = { type: 'SlideTemplateDeleted', data: { deletedAt: later } };
    it('takes nothing more', () => {
      given([created('team'), deleted])
        .when({ type: 'ChangeSlideTemplate', data: { changes: { label: 'Again' }, now: later } })
        .thenThrows(NotFoundError);
      given([created('team'), deleted])
        .when(addTo('brand'))
        .thenThrows(NotFoundError);
      given([created('team'), deleted])
        .when({ type: 'DeleteSlideTemplate', data: { now: later } })
        .thenThrows(NotFoundError);
    });
  });
});
