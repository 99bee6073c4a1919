import { describe, expect, it } from 'vitest';
import { derivedUsernames } from './derived-username.js';

describe('usernames derived for an account made through a sign-in provider', () => {
  it('come from the first source that makes a username, then numbered, then with a random suffix', () => {
    const names = derivedUsernames([null, 'Ada Lovelace', 'ada@example.com']);
    expect(names.slice(0, 3)).toEqual(['ada-lovelace', 'ada-lovelace-2', 'ada-lovelace-3']);
    expect(names).toHaveLength(12);
    expect(names.slice(9).every((name) => /^ada-lovelace-[0-9a-f]{6}$/.test(name))).toBe(true);
  });

  it("take an address's local part, and drop accents and characters a username cannot hold", () => {
    expect(derivedUsernames(['Zoë.O’Brien+slides@example.com'])[0]).toBe('zoe-o-brien-slides');
  });

  it('skip sources too short to be a username, and fall back to user', () => {
    expect(derivedUsernames(['x', 'grace@example.com'])[0]).toBe('grace');
    expect(derivedUsernames(['!', null])[0]).toBe('user');
  });

  it('never offer a reserved name', () => {
    expect(derivedUsernames(['admin@example.com'])[0]).toBe('admin-2');
  });
});
