import { describe, expect, expectTypeOf, it } from 'vitest';
import { DomainError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors.js';
import { assertCan, can } from './can.js';
import { UpgradeRequiredError } from './errors.js';
import { user } from './fixtures.js';
import type { Actor, DeckAction, DeckResource, TeamAction, TeamResource } from './types.js';

const deck = (visibility: DeckResource['visibility']): DeckResource => ({
  type: 'deck',
  id: 'deck-1',
  ownerId: 'owner',
  ownerAccountType: 'lite',
  teamId: null,
  visibility,
  trashed: false,
  collaborators: [{ userId: 'viewer', role: 'viewer' }],
});
const anonymous: Actor = { kind: 'anonymous' };

describe('assertCan', () => {
  const refusals: [string, Actor, DeckAction, DeckResource, new (...args: never[]) => DomainError, string][] = [
    ['a private deck to anonymous', anonymous, 'view', deck('self'), NotFoundError, 'not_found'],
    ['commenting to anonymous', anonymous, 'comment', deck('all'), UnauthenticatedError, 'unauthenticated'],
    ['editing to a viewer', user('viewer'), 'edit', deck('all'), ForbiddenError, 'forbidden'],
    [
      'a private deck to a free owner',
      user('owner'),
      'make_private',
      deck('all'),
      UpgradeRequiredError,
      'upgrade_required',
    ],
  ];

  it.each(refusals)('refuses %s', (_, actor, action, resource, errorClass, code) => {
    expect(() => assertCan(actor, action, resource)).toThrow(errorClass);
    expect(() => assertCan(actor, action, resource)).toThrow(expect.objectContaining({ code }));
  });

  it('names the plans an upgrade needs, as a forbidden error', () => {
    const error = (() => {
      try {
        assertCan(user('owner', { accountType: 'lite' }), 'manage_access_tokens', deck('self'));
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(UpgradeRequiredError);
    expect(error).toMatchObject({ kind: 'forbidden', code: 'upgrade_required', requiredPlans: ['pro', 'enterprise'] });
  });

  it('returns when the policy allows', () => {
    expect(() => assertCan(user('owner'), 'edit', deck('self'))).not.toThrow();
  });
});

describe('can', () => {
  it('accepts only the actions of the resource it is given', () => {
    expectTypeOf(can<DeckResource>)
      .parameter(1)
      .toEqualTypeOf<DeckAction>();
    expectTypeOf(can<TeamResource>)
      .parameter(1)
      .toEqualTypeOf<TeamAction>();
  });
});
