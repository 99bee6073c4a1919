import { z } from 'zod';
import { storedContent, storedText } from './text.js';
import {
  ACCESS_TOKEN_NAME_MAX_LENGTH,
  ACCESS_TOKEN_PASSWORD_MAX_LENGTH,
  EMBED_DOMAIN_WHITELIST_MAX_LENGTH,
} from '@lectern/domain';

export const accessTokenLinkType = z.enum(['view', 'presenter']);

/**
 * An access token, a private link in the UI (spec/001 §3). Its password is never sent back: `has_password` says whether
 * the link asks for one.
 */
export const accessToken = z
  .object({
    id: z.string(),
    deck_id: z.string(),
    token: z.string(),
    name: z.string(),
    has_password: z.boolean(),
    link_type: accessTokenLinkType,
    notify_on_view: z.boolean(),
    deck_view_count: z.number().int(),
    embed_domain_whitelist: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof accessToken>;

export const accessTokenResponse = z.object({ access_token: accessToken });
export const accessTokensResponse = z.object({ access_tokens: z.array(accessToken) });

/** POST /decks/{id}/access_tokens: a name, 'Untitled' when none is given. */
export const createAccessTokenRequest = z.object({
  access_token: z.object({ name: storedText().max(ACCESS_TOKEN_NAME_MAX_LENGTH).optional() }).optional(),
});

/**
 * PUT /decks/{id}/access_tokens/{tokenId}: the settings to save. An empty or null password
 * removes it. The whitelist is sanitized by the domain, which holds it to its limit afterwards.
 */
export const updateAccessTokenRequest = z.object({
  access_token: z.object({
    name: storedText().max(ACCESS_TOKEN_NAME_MAX_LENGTH).optional(),
    password: storedContent().max(ACCESS_TOKEN_PASSWORD_MAX_LENGTH).nullable().optional(),
    link_type: accessTokenLinkType.optional(),
    notify_on_view: z.boolean().optional(),
    embed_domain_whitelist: storedText()
      .max(EMBED_DOMAIN_WHITELIST_MAX_LENGTH * 2)
      .optional(),
  }),
});

/** PUT /access_tokens/{token}: the password a visitor typed to open a protected link. */
export const accessTokenPasswordRequest = z.object({
  access_token: z.object({ password: storedContent().max(ACCESS_TOKEN_PASSWORD_MAX_LENGTH) }),
});

/**
 * The answer of PUT /access_tokens/{token}: the link's token with a short-lived unlock, for the address
 * of a frame on another site, where the unlock cookie is neither kept nor sent.
 */
export const accessTokenUnlockResponse = z.object({ access_token: z.object({ token: z.string() }) });

/** The optional access token on the deck read calls. */
export const deckTokenQuery = z.object({ token: storedText().max(200).optional() });
