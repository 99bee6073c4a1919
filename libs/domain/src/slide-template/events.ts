import { streamId } from '../streams.js';
import type { SlideTemplateScope } from './rules.js';

/**
 * The events of a slide template's stream (`slide-template-<id>`). A template belongs for good to
 * the person who saved it (personal) or to a team (team), and a team template is offered for every
 * theme of its team until it is added to chosen themes (spec/002 §3 "Slide template").
 */
export type SlideTemplateEvent =
  | {
      type: 'SlideTemplateCreated';
      data: {
        templateId: string;
        scope: SlideTemplateScope;
        /** Who saved it: its owner when personal. */
        ownerId: string;
        /** The team of a team template; null for a personal one. */
        teamId: string | null;
        label: string;
        html: string;
        createdAt: string;
      };
    }
  | { type: 'SlideTemplateChanged'; data: { changes: { label?: string; html?: string }; changedAt: string } }
  | { type: 'SlideTemplateAddedToThemes'; data: { themeIds: string[]; changedAt: string } }
  | { type: 'SlideTemplateRemovedFromThemes'; data: { themeIds: string[]; changedAt: string } }
  | { type: 'SlideTemplateDeleted'; data: { deletedAt: string } };

export const slideTemplateStreamId = (templateId: string) => streamId('slideTemplate', templateId);
