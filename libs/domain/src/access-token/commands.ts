import type { AccessTokenSettings } from './events.js';

export type AccessTokenCommand =
  | {
      type: 'CreateAccessToken';
      data: { tokenId: string; deckId: string; token: string; name?: string; now: string };
    }
  | { type: 'UpdateAccessToken'; data: Partial<AccessTokenSettings> }
  | { type: 'SetAccessTokenPassword'; data: { passwordHash: string | null } }
  | { type: 'DeleteAccessToken'; data: { now: string } }
  | { type: 'CountAccessTokenView'; data: { now: string } };
