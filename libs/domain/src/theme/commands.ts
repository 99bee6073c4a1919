import type { ThemeFields } from './fields.js';

/**
 * Commands on a theme, sent by the team's managers (the policy's question). `scriptsAllowed` is
 * the team's allow_scripts switch when the change is decided.
 */
export type ThemeCommand =
  | { type: 'CreateTheme'; data: { themeId: string; teamId: string; fields: Partial<ThemeFields>; now: string } }
  | { type: 'ChangeTheme'; data: { changes: Partial<ThemeFields>; scriptsAllowed: boolean; now: string } }
  | { type: 'DeleteTheme'; data: { now: string } };
