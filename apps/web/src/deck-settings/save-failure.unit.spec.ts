import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { firstWithProblem, saveFailure } from './save-failure';

const apiError = (status: number, fields?: Record<string, string[]>) =>
  new ApiError(status, { error: { code: 'x', message: 'Validation failed', fields } });

describe('saveFailure', () => {
  it("puts a 422's title and slug problems under their fields", () => {
    expect(saveFailure(apiError(422, { 'deck.slug': ["That one's already taken :("] }))).toEqual({
      fields: { slug: "That one's already taken :(" },
      message: undefined,
    });
  });
  it('puts a script URL problem under its row', () => {
    expect(
      saveFailure(
        apiError(422, { 'deck.script_urls.1': ['Script must be loaded via HTTPS'], 'deck.css_input': ['x'] }),
      ),
    ).toEqual({
      fields: { 'script_urls.1': 'Script must be loaded via HTTPS', css_input: 'x' },
      message: undefined,
    });
    expect(saveFailure(apiError(422, { 'deck.script_urls.99': ['x'] }))).toEqual({
      fields: {},
      message: 'Failed to save',
    });
  });
  it("says 'Failed to save' for problems with other fields, other statuses and no answer", () => {
    expect(saveFailure(apiError(422, { 'deck.time_limit': ['Too big'] }))).toEqual({
      fields: {},
      message: 'Failed to save',
    });
    expect(saveFailure(apiError(422, { 'deck.title': ['x'], 'deck.width': ['y'] }))).toEqual({
      fields: { title: 'x' },
      message: 'Failed to save',
    });
    for (const error of [apiError(500), apiError(403), apiError(0), new Error('offline'), apiError(422)])
      expect(saveFailure(error)).toEqual({ fields: {}, message: 'Failed to save' });
  });
});

describe('firstWithProblem', () => {
  it('answers the first field with a problem in the order the form shows them', () => {
    expect(firstWithProblem({ slug: 'x', title: 'y' })).toBe('title');
    expect(firstWithProblem({ title: undefined, slug: 'x' })).toBe('slug');
    expect(firstWithProblem({})).toBeUndefined();
    expect(firstWithProblem({ 'script_urls.2': 'x', 'script_urls.0': 'y', css_input: 'z' })).toBe('css_input');
    expect(firstWithProblem({ 'script_urls.2': 'x', 'script_urls.0': 'y' })).toBe('script_urls.0');
  });
});
