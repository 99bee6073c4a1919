import { changedFields } from '../changed-fields.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { ThemeCommand } from './commands.js';
import type { ThemeEvent } from './events.js';
import { DEFAULT_THEME_FIELDS, type ThemeFields } from './fields.js';
import { DEFAULT_THEME_NAME, themeMessages } from './rules.js';
import type { ThemeState } from './state.js';

/** A blank name is the default one (spec/002 §5: the theme name defaults to 'Untitled'). */
function withName<T extends Partial<ThemeFields>>(fields: T): T {
  if (fields.name === undefined || fields.name.trim() !== '') return fields;
  return { ...fields, name: DEFAULT_THEME_NAME };
}

export function decideTheme(command: ThemeCommand, state: ThemeState): ThemeEvent[] {
  if (command.type === 'CreateTheme') {
    if (state.status !== 'none') throw new ConflictError('This theme exists already', 'theme_exists');
    const { themeId, teamId, fields, now } = command.data;
    return [
      {
        type: 'ThemeCreated',
        data: { themeId, teamId, fields: withName({ ...DEFAULT_THEME_FIELDS, ...fields }), createdAt: now },
      },
    ];
  }
  if (state.status !== 'active') throw new NotFoundError(themeMessages.noSuchTheme);
  switch (command.type) {
    case 'ChangeTheme': {
      const { changes, scriptsAllowed, now } = command.data;
      // Whatever script a save sends is refused while the team does not allow scripts, even one stored before.
      if (changes.js !== undefined && changes.js !== '' && !scriptsAllowed)
        throw new ValidationError({ 'theme.js': [themeMessages.scriptsOff] });
      const changed = changedFields(state.fields, withName(changes));
      return Object.keys(changed).length === 0
        ? []
        : [{ type: 'ThemeChanged', data: { changes: changed, changedAt: now } }];
    }
    case 'DeleteTheme':
      return [{ type: 'ThemeDeleted', data: { deletedAt: command.data.now } }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
