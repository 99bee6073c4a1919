import { changedFields } from '../changed-fields.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { SlideTemplateCommand } from './commands.js';
import type { SlideTemplateEvent } from './events.js';
import { DEFAULT_SLIDE_TEMPLATE_LABEL, slideTemplateMessages } from './rules.js';
import type { SlideTemplateState } from './state.js';

/** A blank label is the default one. */
const labelled = (label: string) => (label.trim() === '' ? DEFAULT_SLIDE_TEMPLATE_LABEL : label);

/** Each id once, in the order given. */
const distinct = (ids: readonly string[]) => [...new Set(ids)];

export function decideSlideTemplate(command: SlideTemplateCommand, state: SlideTemplateState): SlideTemplateEvent[] {
  if (command.type === 'CreateSlideTemplate') {
    if (state.status !== 'none') throw new ConflictError('This slide template exists already', 'template_exists');
    const { templateId, scope, ownerId, teamId, label, html, now } = command.data;
    // A team template names its team; a personal one has none.
    if ((scope === 'team') !== (teamId !== null))
      throw new ValidationError({ slide_template: ['A team template belongs to one team'] });
    return [
      {
        type: 'SlideTemplateCreated',
        data: { templateId, scope, ownerId, teamId, label: labelled(label), html, createdAt: now },
      },
    ];
  }
  if (state.status !== 'active') throw new NotFoundError(slideTemplateMessages.noSuchTemplate);
  switch (command.type) {
    case 'ChangeSlideTemplate': {
      const { label, html } = command.data.changes;
      const wanted = { ...(label !== undefined && { label: labelled(label) }), ...(html !== undefined && { html }) };
      const changes = changedFields({ label: state.label, html: state.html }, wanted);
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'SlideTemplateChanged', data: { changes, changedAt: command.data.now } }];
    }
    case 'AddSlideTemplateToThemes': {
      if (state.scope !== 'team')
        throw new ValidationError({ slide_template_ids: [slideTemplateMessages.personalHasNoThemes] });
      const themeIds = distinct(command.data.themeIds).filter((id) => !state.themeIds.includes(id));
      return themeIds.length === 0
        ? []
        : [{ type: 'SlideTemplateAddedToThemes', data: { themeIds, changedAt: command.data.now } }];
    }
    case 'RemoveSlideTemplateFromThemes': {
      const themeIds = distinct(command.data.themeIds).filter((id) => state.themeIds.includes(id));
      return themeIds.length === 0
        ? []
        : [{ type: 'SlideTemplateRemovedFromThemes', data: { themeIds, changedAt: command.data.now } }];
    }
    case 'DeleteSlideTemplate':
      return [{ type: 'SlideTemplateDeleted', data: { deletedAt: command.data.now } }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
