import { changedFields } from '../changed-fields.js';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../errors.js';
import type { AccessTokenCommand } from './commands.js';
import type { AccessTokenEvent, AccessTokenSettings } from './events.js';
import {
  ACCESS_TOKEN_DEFAULT_NAME,
  ACCESS_TOKEN_NAME_MAX_LENGTH,
  EMBED_DOMAIN_WHITELIST_MAX_LENGTH,
  sanitizeEmbedDomainWhitelist,
} from './rules.js';
import type { AccessTokenState } from './state.js';

const tooLong = (max: number) => `At most ${max} characters`;

/** The settings as they are kept: a blank name is 'Untitled', the whitelist sanitized; refuses what is too long. */
function normalize(settings: Partial<AccessTokenSettings>): Partial<AccessTokenSettings> {
  const normalized = { ...settings };
  const fields: FieldErrors = {};
  if (settings.name !== undefined) {
    normalized.name = settings.name.trim() || ACCESS_TOKEN_DEFAULT_NAME;
    if (normalized.name.length > ACCESS_TOKEN_NAME_MAX_LENGTH)
      fields['access_token.name'] = [tooLong(ACCESS_TOKEN_NAME_MAX_LENGTH)];
  }
  if (settings.embedDomainWhitelist !== undefined) {
    normalized.embedDomainWhitelist = sanitizeEmbedDomainWhitelist(settings.embedDomainWhitelist);
    if (normalized.embedDomainWhitelist.length > EMBED_DOMAIN_WHITELIST_MAX_LENGTH)
      fields['access_token.embed_domain_whitelist'] = [tooLong(EMBED_DOMAIN_WHITELIST_MAX_LENGTH)];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return normalized;
}

export function decideAccessToken(command: AccessTokenCommand, state: AccessTokenState): AccessTokenEvent[] {
  if (command.type === 'CreateAccessToken') {
    if (state.status !== 'none') throw new ConflictError('This link exists already', 'access_token_exists');
    const { tokenId, deckId, token, now } = command.data;
    const { name } = normalize({ name: command.data.name ?? ACCESS_TOKEN_DEFAULT_NAME });
    return [
      {
        type: 'AccessTokenCreated',
        data: {
          tokenId,
          deckId,
          token,
          name: name!,
          linkType: 'view',
          notifyOnView: false,
          embedDomainWhitelist: '',
          createdAt: now,
        },
      },
    ];
  }
  if (state.status !== 'active') throw new NotFoundError();
  switch (command.type) {
    case 'UpdateAccessToken': {
      const changed = changedFields<AccessTokenSettings>(state, normalize(command.data));
      return Object.keys(changed).length > 0 ? [{ type: 'AccessTokenUpdated', data: changed }] : [];
    }
    case 'SetAccessTokenPassword':
      return command.data.passwordHash === null && state.passwordHash === null
        ? []
        : [{ type: 'AccessTokenPasswordSet', data: { passwordHash: command.data.passwordHash } }];
    case 'DeleteAccessToken':
      return [{ type: 'AccessTokenDeleted', data: { deletedAt: command.data.now } }];
    case 'CountAccessTokenView':
      return [{ type: 'AccessTokenViewed', data: { viewedAt: command.data.now } }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
