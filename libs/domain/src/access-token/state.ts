import type { AccessTokenEvent, AccessTokenSettings } from './events.js';
import { streamId } from '../streams.js';

export type AccessTokenState =
  | { status: 'none' }
  | ({
      status: 'active' | 'deleted';
      deckId: string;
      passwordHash: string | null;
    } & AccessTokenSettings);

export const initialAccessTokenState: AccessTokenState = { status: 'none' };
export const accessTokenStreamId = (tokenId: string) => streamId('accessToken', tokenId);

export function evolveAccessToken(state: AccessTokenState, event: AccessTokenEvent): AccessTokenState {
  if (event.type === 'AccessTokenCreated') {
    const { deckId, name, linkType, notifyOnView, embedDomainWhitelist } = event.data;
    return { status: 'active', deckId, name, linkType, notifyOnView, embedDomainWhitelist, passwordHash: null };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'AccessTokenUpdated':
      return { ...state, ...event.data };
    case 'AccessTokenPasswordSet':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'AccessTokenDeleted':
      return { ...state, status: 'deleted' };
    case 'AccessTokenViewed':
      return state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
