import { describe, expect, it } from 'vitest';
import { can } from './can.js';
import { outcomes, user, type Outcome } from './fixtures.js';
import type { Actor, UserAction } from './types.js';

const actors = {
  anonymous: { kind: 'anonymous' },
  'the user': user('user-1'),
  'another user': user('user-2', { accountType: 'enterprise', teamId: 'team-1', teamRole: 'owner' }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

describe('account', () => {
  const rows: [ActorName, UserAction, Outcome][] = [
    ['the user', 'view_account', 'allowed'],
    ['the user', 'edit_account', 'allowed'],
    ['the user', 'edit_settings', 'allowed'],
    ['another user', 'view_account', 'forbidden'],
    ['another user', 'edit_account', 'forbidden'],
    ['another user', 'edit_settings', 'forbidden'],
    ['anonymous', 'view_account', 'unauthenticated'],
    ['anonymous', 'edit_settings', 'unauthenticated'],
  ];

  it.each(rows)("%s: %s of the user's account → %s", (actor, action, outcome) => {
    expect(can(actors[actor], action, { type: 'user', id: 'user-1' })).toEqual(outcomes[outcome]);
  });
});

describe('tag', () => {
  const rows: [ActorName, Outcome][] = [
    ['the user', 'allowed'],
    ['another user', 'forbidden'],
    ['anonymous', 'unauthenticated'],
  ];

  it.each(rows)("%s: edit the user's tag → %s", (actor, outcome) => {
    expect(can(actors[actor], 'edit', { type: 'tag', ownerId: 'user-1' })).toEqual(outcomes[outcome]);
  });
});
