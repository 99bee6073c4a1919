import type { SlideTemplateEvent } from './events.js';
import type { SlideTemplateScope } from './rules.js';

export type SlideTemplateState =
  | { status: 'none' }
  | {
      status: 'active' | 'deleted';
      templateId: string;
      scope: SlideTemplateScope;
      ownerId: string;
      teamId: string | null;
      label: string;
      html: string;
      /** The themes it is offered for; none: every theme of its team. */
      themeIds: string[];
      createdAt: string;
      updatedAt: string;
    };

export const initialSlideTemplateState: SlideTemplateState = { status: 'none' };

export function evolveSlideTemplate(state: SlideTemplateState, event: SlideTemplateEvent): SlideTemplateState {
  if (event.type === 'SlideTemplateCreated') {
    const { templateId, scope, ownerId, teamId, label, html, createdAt } = event.data;
    return {
      status: 'active',
      templateId,
      scope,
      ownerId,
      teamId,
      label,
      html,
      themeIds: [],
      createdAt,
      updatedAt: createdAt,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'SlideTemplateChanged':
      return { ...state, ...event.data.changes, updatedAt: event.data.changedAt };
    case 'SlideTemplateAddedToThemes':
      return { ...state, themeIds: [...state.themeIds, ...event.data.themeIds], updatedAt: event.data.changedAt };
    case 'SlideTemplateRemovedFromThemes': {
      const removed = new Set(event.data.themeIds);
      return { ...state, themeIds: state.themeIds.filter((id) => !removed.has(id)), updatedAt: event.data.changedAt };
    }
    case 'SlideTemplateDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
