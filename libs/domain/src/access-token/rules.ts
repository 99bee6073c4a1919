/** spec/001 §5: token name at most 255 characters, 'Untitled' when none is given. */
export const ACCESS_TOKEN_NAME_MAX_LENGTH = 255;
export const ACCESS_TOKEN_DEFAULT_NAME = 'Untitled';
/** spec/001 §5: an optional password of at most 255 characters. */
export const ACCESS_TOKEN_PASSWORD_MAX_LENGTH = 255;
/** spec/001 §5: the embed domain whitelist holds at most 512 characters. */
export const EMBED_DOMAIN_WHITELIST_MAX_LENGTH = 512;

/** spec/001 §5: what the embed domain whitelist strips: every character but letters, digits and `: % . / - _ #`. */
const EMBED_WHITELIST_STRIPPED = /[^A-Za-z0-9:%./\-_#]/g;

/**
 * spec/001 §5: the whitelist as typed, trimmed, with every character but letters, digits and
 * `: % . / - _ #` stripped, and nothing else changed: one site (`blog.example.com`,
 * `https://blog.example.com:8443/posts`), since separators are stripped too.
 */
export function sanitizeEmbedDomainWhitelist(input: string): string {
  return input.trim().replace(EMBED_WHITELIST_STRIPPED, '');
}

/** The sites of a whitelist: the one it holds, or each of a list kept before the spec's stripping (`a.example, b.example`). */
export function embedWhitelistEntries(whitelist: string): string[] {
  return whitelist.split(/[\s,]+/).filter((entry) => entry !== '');
}

/** spec/001 §5: the e-mail share's sender name at most 255 characters, recipients and message at most 2,500. */
export const DECK_SHARE_FROM_MAX_LENGTH = 255;
export const DECK_SHARE_EMAILS_MAX_LENGTH = 2500;
export const DECK_SHARE_BODY_MAX_LENGTH = 2500;

/** The recipients of an e-mail share: split on commas, trimmed, blanks dropped, each once. */
export function deckShareRecipients(emails: string): string[] {
  return [
    ...new Set(
      emails
        .split(',')
        .map((email) => email.trim())
        .filter((email) => email !== ''),
    ),
  ];
}
