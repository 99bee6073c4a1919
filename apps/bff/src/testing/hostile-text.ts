import { PATH_PARAMETER_MAX_LENGTH } from '@lectern/contracts';

/** Characters no stored plain text may hold, by name. */
export const HOSTILE_CHARACTERS: Record<string, string> = {
  nul: '\u0000',
  'lone high surrogate': '\uD800',
  'lone low surrogate': '\uDC00',
  'bidi override': '\u202E',
  'bidi isolate': '\u2066',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'byte order mark': '\uFEFF',
};

/**
 * Path segments nothing may be named by, percent-encoded as a client sends them: each hostile
 * character that UTF-8 can carry, an undecodable byte, half a surrogate pair as CESU-8, one
 * character more than any path parameter takes, and more bytes than the router reads.
 */
export const HOSTILE_PATH_SEGMENTS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(HOSTILE_CHARACTERS)
      .filter(([name]) => !name.startsWith('lone'))
      .map(([name, character]) => [name, `ab${encodeURIComponent(character)}cd`]),
  ),
  'invalid utf-8': 'ab%FFcd',
  'encoded lone surrogate': 'ab%ED%A0%80cd',
  'one character too long': 'a'.repeat(PATH_PARAMETER_MAX_LENGTH + 1),
  'longer than the router reads': '%E2%80%8B'.repeat(PATH_PARAMETER_MAX_LENGTH * 2),
};
