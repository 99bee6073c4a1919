import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { shouldRetryRequest } from './query-client';

const apiError = (status: number) => new ApiError(status, { error: { code: 'x', message: 'x' } });

describe('shouldRetryRequest', () => {
  it('retries a server error or a missing answer twice', () => {
    for (const status of [0, 500, 503]) {
      expect([0, 1, 2].map((count) => shouldRetryRequest(count, apiError(status)))).toEqual([true, true, false]);
    }
  });

  it('never retries a client error or an unknown failure', () => {
    expect(shouldRetryRequest(0, apiError(401))).toBe(false);
    expect(shouldRetryRequest(0, apiError(404))).toBe(false);
    expect(shouldRetryRequest(0, new Error('bug'))).toBe(false);
  });
});
