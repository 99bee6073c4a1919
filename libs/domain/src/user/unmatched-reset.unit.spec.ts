import { describe, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { unmatchedPasswordResetDecider } from '../deciders.js';

const given = deciderSpec(unmatchedPasswordResetDecider);
const now = '2026-11-28T10:00:00.000Z';

describe('a password reset for an address without an account', () => {
  it('is recorded when it is asked, and nothing else', () =>
    given([])
      .when({ type: 'RecordUnmatchedPasswordReset', data: { now } })
      .then([{ type: 'UnmatchedPasswordResetRequested', data: { requestedAt: now } }]));
});
