import { describe, expect, it } from 'vitest';
import { editorAccess } from './editor-access';

const deck = (
  can_edit: boolean,
  visibility: 'self' | 'team' | 'all',
  account_type: 'default' | 'lite' | 'pro' | 'enterprise',
) => ({
  can_edit,
  visibility,
  user: { id: 'u1', username: 'olga', account_type },
});

describe('who opens the editor', () => {
  it.each([
    [deck(false, 'all', 'pro'), 'review'],
    [deck(true, 'all', 'default'), 'edit'],
    [deck(true, 'self', 'lite'), 'edit'],
    [deck(true, 'self', 'default'), 'upgrade'],
    [deck(false, 'self', 'default'), 'review'],
  ] as const)('%o: %s', (given, access) => {
    expect(editorAccess(given)).toBe(access);
  });
});
