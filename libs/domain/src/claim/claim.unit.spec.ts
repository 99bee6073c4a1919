import { describe, it } from 'vitest';
import { ConflictError } from '../errors.js';
import { deciderSpec } from '../decider-spec.js';
import { decideClaim, evolveClaim, initialClaimState } from './claim.js';

const given = deciderSpec({ decide: decideClaim, evolve: evolveClaim, initialState: initialClaimState });

describe('name claims', () => {
  describe('a free name', () => {
    it('is claimed', () =>
      given([])
        .when({ type: 'Claim', data: { owner: 'u1' } })
        .then([{ type: 'NameClaimed', data: { owner: 'u1' } }]));
    it('is not released by anyone', () =>
      given([])
        .when({ type: 'Release', data: { owner: 'u1' } })
        .then([]));
  });
  describe('a claimed name', () => {
    const claimed = [{ type: 'NameClaimed' as const, data: { owner: 'u1' } }];
    it('refuses another owner', () =>
      given(claimed)
        .when({ type: 'Claim', data: { owner: 'u2' } })
        .thenThrows(ConflictError));
    it('is idempotent for its owner', () =>
      given(claimed)
        .when({ type: 'Claim', data: { owner: 'u1' } })
        .then([]));
    it('is released by its owner only', () => {
      given(claimed)
        .when({ type: 'Release', data: { owner: 'u2' } })
        .then([]);
      given(claimed)
        .when({ type: 'Release', data: { owner: 'u1' } })
        .then([{ type: 'NameReleased', data: { owner: 'u1' } }]);
    });
    it('can be claimed again once released', () =>
      given([...claimed, { type: 'NameReleased', data: { owner: 'u1' } }])
        .when({ type: 'Claim', data: { owner: 'u2' } })
        .then([{ type: 'NameClaimed', data: { owner: 'u2' } }]));
  });
});
