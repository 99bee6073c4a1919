import { apiRequest } from './client';

/** PUT /access_tokens/{token}: gives a protected link's password; this browser may then open the deck with it. */
export const unlockAccessToken = (token: string, password: string) =>
  apiRequest(`/access_tokens/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: { access_token: { password } },
  });
