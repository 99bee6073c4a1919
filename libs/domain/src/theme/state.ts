import type { ThemeEvent } from './events.js';
import type { ThemeFields } from './fields.js';

export type ThemeState =
  | { status: 'none' }
  | {
      status: 'active' | 'deleted';
      themeId: string;
      teamId: string;
      fields: ThemeFields;
      createdAt: string;
      updatedAt: string;
    };

export const initialThemeState: ThemeState = { status: 'none' };

export function evolveTheme(state: ThemeState, event: ThemeEvent): ThemeState {
  if (event.type === 'ThemeCreated') {
    const { themeId, teamId, fields, createdAt } = event.data;
    return { status: 'active', themeId, teamId, fields, createdAt, updatedAt: createdAt };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ThemeChanged':
      return { ...state, fields: { ...state.fields, ...event.data.changes }, updatedAt: event.data.changedAt };
    case 'ThemeDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
