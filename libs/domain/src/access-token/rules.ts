/** spec/001 §5: token name at most 255 characters, 'Untitled' when none is given. */
export const ACCESS_TOKEN_NAME_MAX_LENGTH = 255;
export const ACCESS_TOKEN_DEFAULT_NAME = 'Untitled';
/** spec/001 §5: an optional password of at most 255 characters. */
export const ACCESS_TOKEN_PASSWORD_MAX_LENGTH = 255;
/** spec/001 §5: the embed domain whitelist holds at most 512 characters. */
export const EMBED_DOMAIN_WHITELIST_MAX_LENGTH = 512;

/**
 * spec/001 §5: trimmed, and characters other than letters, digits and `: % . / - _ #` stripped.
 * Commas and spaces separate entries (a list of sites, as the framing check reads it), so the
 * stripping applies within each entry and entries are joined by ', '.
 */
export function sanitizeEmbedDomainWhitelist(input: string): string {
  return input
    .trim()
    .split(/[\s,]+/)
    .map((entry) => entry.replace(/[^A-Za-z0-9:%./\-_#]/g, ''))
    .filter((entry) => entry !== '')
    .join(', ');
}

/** The entries of a sanitized whitelist. */
export function embedWhitelistEntries(whitelist: string): string[] {
  return whitelist.split(', ').filter((entry) => entry !== '');
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
