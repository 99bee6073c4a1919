import { describe, expect, it } from 'vitest';
import { pageAnnouncement } from './page-focus';

describe('the announcement of a page change', () => {
  it("is the new page's heading", () => {
    expect(pageAnnouncement('  Sign   up ', 'Sign up · Lectern')).toBe('Sign up page');
  });

  it('is the document title when the page has no heading', () => {
    expect(pageAnnouncement(null, 'Edit Untitled · Lectern')).toBe('Edit Untitled · Lectern');
    expect(pageAnnouncement('   ', 'Lectern')).toBe('Lectern');
  });
});
