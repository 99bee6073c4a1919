import { randomBytes } from 'node:crypto';
import { RESERVED_USERNAMES, usernameProblem } from '@lectern/domain';

const BASE_MAX_LENGTH = 30;
const NUMBERED = 8;
const RANDOM = 3;

/** A name made into a username: lowercase letters, digits, - and _; an address gives its local part. */
function asUsername(source: string): string | undefined {
  const name = (source.includes('@') ? source.slice(0, source.lastIndexOf('@')) : source)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, BASE_MAX_LENGTH);
  return usernameProblem(name) === undefined ? name : undefined;
}

/**
 * Usernames to try, in order, for an account made through a sign-in provider when the person chose
 * none (or theirs is taken): the first of `sources` (what the provider calls them, their address)
 * that makes a username, then it numbered, then it with a random suffix.
 */
export function derivedUsernames(sources: readonly (string | null)[]): string[] {
  const base = sources.map((source) => (source ? asUsername(source) : undefined)).find(Boolean) ?? 'user';
  const candidates = [
    base,
    ...Array.from({ length: NUMBERED }, (_, i) => `${base}-${i + 2}`),
    ...Array.from({ length: RANDOM }, () => `${base}-${randomBytes(3).toString('hex')}`),
  ];
  return candidates.filter((name) => !RESERVED_USERNAMES.has(name));
}
