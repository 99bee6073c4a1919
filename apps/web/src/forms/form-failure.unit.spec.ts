import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { GENERIC_ERROR_MESSAGES } from '../errors/generic-error';
import { formFailure } from './form-failure';

const apiError = (status: number, message: string, fields?: Record<string, string[]>) =>
  new ApiError(status, { error: { code: 'x', message, fields } });

describe('formFailure', () => {
  it("puts each field's first problem under it, without the `user.` prefix", () => {
    const error = apiError(422, 'Validation failed', {
      'user.username': ["That one's already taken :(", 'At most 40 characters'],
      'user.password': ['At least 6 characters'],
    });
    expect(formFailure(error, ['username', 'email', 'password'])).toEqual({
      fields: { username: "That one's already taken :(", password: 'At least 6 characters' },
      message: undefined,
    });
  });

  it('says a problem of a field the form does not have above the button', () => {
    const error = apiError(422, 'Validation failed', {
      'user.reset_password_token': ['This password reset link is invalid or has expired.'],
    });
    expect(formFailure(error, ['password'])).toEqual({
      fields: {},
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it("shows the server's message for a refusal without fields (sign-in failed, rate limited)", () => {
    expect(formFailure(apiError(401, 'Invalid username, e-mail or password.'), ['login']).message).toBe(
      'Invalid username, e-mail or password.',
    );
    expect(formFailure(apiError(429, 'Too many attempts'), ['login']).message).toBe('Too many attempts');
  });

  it('gives the generic message when the failure is not the person’s: no answer, a server error, a bug', () => {
    for (const error of [apiError(0, 'unreachable'), apiError(500, 'Internal'), new Error('bug')]) {
      const failure = formFailure(error, ['login']);
      expect(failure.fields).toEqual({});
      expect(GENERIC_ERROR_MESSAGES).toContain(failure.message);
    }
  });
});
