import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { GENERIC_ERROR_MESSAGES } from '../errors/generic-error';
import { requestFailureMessage, shouldRetryRequest } from './query-client';

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

describe('requestFailureMessage', () => {
  it("uses the query's own message when it names one, else the generic rotation", () => {
    const error = apiError(500);
    expect(requestFailureMessage(error, { errorMessage: 'Failed to fetch search results' })).toBe(
      'Failed to fetch search results',
    );
    expect(GENERIC_ERROR_MESSAGES).toContain(requestFailureMessage(error, undefined));
    expect(requestFailureMessage(error, {})).toBe(requestFailureMessage(error, undefined));
  });

  it('says nothing about a 404, which its screen shows', () => {
    expect(requestFailureMessage(apiError(404), { errorMessage: 'Failed to fetch search results' })).toBeUndefined();
  });

  it('says nothing about a private link asking for its password, which its screen asks for', () => {
    const passwordRequired = new ApiError(401, { error: { code: 'password_required', message: 'x' } });
    expect(requestFailureMessage(passwordRequired, undefined)).toBeUndefined();
  });
});
