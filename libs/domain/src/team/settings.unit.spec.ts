import { describe, expect, it } from 'vitest';
import { onTeamDomain } from './settings.js';

describe('onTeamDomain', () => {
  it('is true for an address at the team domain, whatever its case and spaces', () => {
    expect(onTeamDomain('ada@example.com', 'example.com')).toBe(true);
    expect(onTeamDomain(' Ada@Example.COM ', 'example.com')).toBe(true);
  });

  it('is false without a domain, for other domains, and for a domain that only ends the same way', () => {
    expect(onTeamDomain('ada@example.com', null)).toBe(false);
    expect(onTeamDomain('ada@example.org', 'example.com')).toBe(false);
    expect(onTeamDomain('ada@notexample.com', 'example.com')).toBe(false);
    expect(onTeamDomain('ada@mail.example.com', 'example.com')).toBe(false);
  });
});
