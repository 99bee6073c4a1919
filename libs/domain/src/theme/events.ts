import type { ThemeFields } from './fields.js';

/** The events of a theme's stream (`theme-<id>`); a theme belongs to one team for good. */
export type ThemeEvent =
  | { type: 'ThemeCreated'; data: { themeId: string; teamId: string; fields: ThemeFields; createdAt: string } }
  | { type: 'ThemeChanged'; data: { changes: Partial<ThemeFields>; changedAt: string } }
  | { type: 'ThemeDeleted'; data: { deletedAt: string } };

export const THEME_STREAM_PREFIX = 'theme-';
export const themeStreamId = (themeId: string) => `${THEME_STREAM_PREFIX}${themeId}`;
