import type { ThemeFields } from './fields.js';
import { streamId } from '../streams.js';

/** The events of a theme's stream (`theme-<id>`); a theme belongs to one team for good. */
export type ThemeEvent =
  | { type: 'ThemeCreated'; data: { themeId: string; teamId: string; fields: ThemeFields; createdAt: string } }
  | { type: 'ThemeChanged'; data: { changes: Partial<ThemeFields>; changedAt: string } }
  | { type: 'ThemeDeleted'; data: { deletedAt: string } };

export const themeStreamId = (themeId: string) => streamId('theme', themeId);

/**
 * A picture of the theme on the sample slide, rendered by the export worker after its saves; in a
 * stream of its own, so rendering never races a manager's save. `drawn` is the theme's
 * `updated_at` the picture shows.
 */
export type ThemeThumbnailEvent = {
  type: 'ThemeThumbnailRendered';
  data: { drawn: string; key: string; contentType: string; renderedAt: string };
};

export const themeThumbnailStreamId = (themeId: string) => streamId('themeThumbnail', themeId);
