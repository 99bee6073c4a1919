import type { SlideTemplateScope } from './rules.js';

/**
 * Commands on a slide template; the policy decides who sends them (its owner for a personal one,
 * the team's managers for a team one). `html` is already cleaned as a save cleans slide markup.
 */
export type SlideTemplateCommand =
  | {
      type: 'CreateSlideTemplate';
      data: {
        templateId: string;
        scope: SlideTemplateScope;
        ownerId: string;
        teamId: string | null;
        label: string;
        html: string;
        now: string;
      };
    }
  | { type: 'ChangeSlideTemplate'; data: { changes: { label?: string; html?: string }; now: string } }
  | { type: 'AddSlideTemplateToThemes'; data: { themeIds: string[]; now: string } }
  | { type: 'RemoveSlideTemplateFromThemes'; data: { themeIds: string[]; now: string } }
  | { type: 'DeleteSlideTemplate'; data: { now: string } };
