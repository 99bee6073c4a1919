import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { teamSignUpFailure } from './team-sign-up-failure';

const refused = (fields: Record<string, string[]>) =>
  new ApiError(422, { error: { code: 'validation', message: 'Validation failed', fields } });

describe('teamSignUpFailure', () => {
  it("puts an e-mail problem first: 'Email error: …'", () => {
    const failure = teamSignUpFailure(
      refused({ 'team.name': ['Required'], 'user.email': ['Please enter a valid email'] }),
    );
    expect(failure.message).toBe('Email error: Please enter a valid email');
    expect(failure.fields).toEqual({ team_name: 'Required', email: 'Please enter a valid email' });
  });

  it("then a team name problem: 'Team name error: …'", () => {
    expect(teamSignUpFailure(refused({ 'team.name': ['Required'] })).message).toBe('Team name error: Required');
  });

  it('shows a slug problem under its field only', () => {
    const failure = teamSignUpFailure(refused({ 'team.slug': ["That one's already taken :("] }));
    expect(failure).toEqual({ fields: { slug: "That one's already taken :(" }, message: '' });
  });

  it('answers the generic message when the server failed', () => {
    const failure = teamSignUpFailure(new ApiError(500, { error: { code: 'internal', message: 'boom' } }));
    expect(failure.message).not.toBe('boom');
    expect(failure.fields).toEqual({});
  });
});
