import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { GENERIC_ERROR_MESSAGES } from '../errors/generic-error';
import { passwordFailureMessage } from './password-failure';
import { WRONG_PASSWORD_MESSAGES } from './texts';

const wrongPassword = () =>
  new ApiError(422, {
    error: { code: 'validation_failed', message: 'Validation failed', fields: { 'access_token.password': ['x'] } },
  });

describe('password failure message', () => {
  it("rotates through the spec's four wrong-password messages in order, one per refusal", () => {
    const messages = [1, 2, 3, 4, 5].map(() => passwordFailureMessage(wrongPassword()));
    expect(messages).toEqual([
      'Wrong password, please try again',
      'Still wrong, give it another try',
      'That one was wrong too',
      'Nope.',
      'Wrong password, please try again',
    ]);
    expect(WRONG_PASSWORD_MESSAGES).toHaveLength(4);
  });

  it("passes on the server's wait after too many attempts, and is generic otherwise", () => {
    const tooMany = 'Too many attempts. Please try again in 5 minutes.';
    expect(passwordFailureMessage(new ApiError(429, { error: { code: 'rate_limited', message: tooMany } }))).toBe(
      tooMany,
    );
    expect(GENERIC_ERROR_MESSAGES).toContain(
      passwordFailureMessage(new ApiError(0, { error: { code: 'x', message: 'y' } })),
    );
  });
});
