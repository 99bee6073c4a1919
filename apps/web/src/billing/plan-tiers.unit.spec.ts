import { describe, expect, it } from 'vitest';
import { highlightedTiers } from './plan-tiers';

describe('highlighted tiers', () => {
  it('reads hyphen-joined tier names in any case, and nothing else', () => {
    expect([...highlightedTiers('pro-team')]).toEqual(['Pro', 'Team']);
    expect([...highlightedTiers('LITE')]).toEqual(['Lite']);
    expect([...highlightedTiers('gold-')]).toEqual([]);
    expect([...highlightedTiers(undefined)]).toEqual([]);
  });
});
