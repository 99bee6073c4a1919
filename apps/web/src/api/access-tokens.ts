import type { AccessToken } from '@lectern/contracts';
import { apiRequest, type Body } from './client';

const linksPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}/access_tokens`;
const linkPath = (deckId: string, tokenId: string) => `${linksPath(deckId)}/${encodeURIComponent(tokenId)}`;

export type AccessTokenChanges = Body<'updateAccessTokenRequest'>['access_token'];

/**
 * PUT /access_tokens/{token}: gives a protected link's password; this browser may then open the deck
 * with it. Answers the token with a short-lived unlock, for a frame on another site to carry in its address.
 */
export const unlockAccessToken = async (token: string, password: string): Promise<string> =>
  (
    await apiRequest(`/access_tokens/${encodeURIComponent(token)}`, {
      method: 'PUT',
      body: { access_token: { password } },
      answer: 'accessTokenUnlockResponse',
    })
  ).access_token.token;

/** GET /decks/{id}/access_tokens: the deck's private links, oldest first. */
export const listAccessTokens = async (deckId: string): Promise<AccessToken[]> =>
  (await apiRequest(linksPath(deckId), { answer: 'accessTokensResponse' })).access_tokens;

export const createAccessToken = async (deckId: string, name?: string): Promise<AccessToken> =>
  (
    await apiRequest(linksPath(deckId), {
      method: 'POST',
      body: { access_token: name === undefined ? {} : { name } },
      answer: 'accessTokenResponse',
    })
  ).access_token;

export const updateAccessToken = async (
  deckId: string,
  tokenId: string,
  changes: AccessTokenChanges,
): Promise<AccessToken> =>
  (
    await apiRequest(linkPath(deckId, tokenId), {
      method: 'PUT',
      body: { access_token: changes },
      answer: 'accessTokenResponse',
    })
  ).access_token;

export const deleteAccessToken = (deckId: string, tokenId: string) =>
  apiRequest(linkPath(deckId, tokenId), { method: 'DELETE' });
