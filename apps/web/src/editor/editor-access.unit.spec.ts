import { describe, expect, it } from 'vitest';
import { editorAccess } from './editor-access';

describe('who opens the editor', () => {
  it.each([
    [{ can_edit: true, edit_requires_upgrade: false }, 'edit'],
    [{ can_edit: false, edit_requires_upgrade: true }, 'upgrade'],
    [{ can_edit: false, edit_requires_upgrade: false }, 'review'],
  ] as const)('%o: %s', (given, access) => {
    expect(editorAccess(given)).toBe(access);
  });
});
