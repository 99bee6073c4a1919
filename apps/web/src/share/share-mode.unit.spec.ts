import { describe, expect, it } from 'vitest';
import { shareMode } from './share-mode';

const deck = (visibility: 'self' | 'team' | 'all', ownerId = 'owner') => ({ visibility, user: { id: ownerId } });
const owner = (account_type: 'default' | 'lite' | 'pro' | 'enterprise') => ({ id: 'owner', account_type });
const other = { id: 'other', account_type: 'pro' as const };

describe('share dialog mode', () => {
  it('offers an owner on a plan without private links to upgrade or publish a private or internal deck', () => {
    expect(shareMode(deck('self'), owner('default'))).toBe('upgrade-or-publish');
    expect(shareMode(deck('team'), owner('lite'))).toBe('upgrade-or-publish');
  });
  it('gives an owner with private links the private mode', () => {
    expect(shareMode(deck('self'), owner('pro'))).toBe('private');
    expect(shareMode(deck('team'), owner('enterprise'))).toBe('private');
  });
  it('shares a team deck internally with anyone else', () => {
    expect(shareMode(deck('team'), other)).toBe('internal');
  });
  it('shares everything else publicly', () => {
    expect(shareMode(deck('all'), owner('default'))).toBe('public');
    expect(shareMode(deck('all'), other)).toBe('public');
    expect(shareMode(deck('all'), null)).toBe('public');
    expect(shareMode(deck('self'), other)).toBe('public');
  });
});
