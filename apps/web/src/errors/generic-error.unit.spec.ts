import { describe, expect, it } from 'vitest';
import { createGenericErrorRotation } from './generic-error';

describe('generic error messages', () => {
  it('rotate with each new error, verbatim from the spec', () => {
    const messageFor = createGenericErrorRotation();
    expect([1, 2, 3, 4].map(() => messageFor(new Error('boom')))).toEqual([
      'Oops, something went wrong',
      'We ran into an unexpected error',
      "Something's wong, can you try that again?",
      'Oops, something went wrong',
    ]);
  });

  it('keep the message an error was given', () => {
    const messageFor = createGenericErrorRotation();
    const error = new Error('boom');
    expect(messageFor(error)).toBe('Oops, something went wrong');
    expect(messageFor(error)).toBe('Oops, something went wrong');
    expect(messageFor(new Error('other'))).toBe('We ran into an unexpected error');
  });

  it('rotate for thrown values that are not objects', () => {
    const messageFor = createGenericErrorRotation();
    expect(messageFor('boom')).toBe('Oops, something went wrong');
    expect(messageFor('boom')).toBe('We ran into an unexpected error');
  });
});
