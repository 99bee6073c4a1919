import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, normalizeComment } from '../collaboration/rules.js';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { decideComment, evolveComment, initialCommentState, type CommentEvent } from './index.js';

const given = deciderSpec({ decide: decideComment, evolve: evolveComment, initialState: initialCommentState });
const now = '2026-01-01T00:00:00.000Z';
const add = (message: string, slideHash: string | null = 'intro') =>
  ({
    type: 'AddComment',
    data: { commentId: 'c1', deckId: 'd1', authorId: 'u1', message, slideHash, now },
  }) as const;
const added: CommentEvent = {
  type: 'CommentAdded',
  data: { commentId: 'c1', deckId: 'd1', authorId: 'u1', message: 'Nice', slideHash: 'intro', at: now },
};

describe('comment', () => {
  it('is trimmed, with runs of three or more line breaks made two', () => {
    expect(normalizeComment('  a\n\n\n\nb\r\n\r\n\r\nc\n\nd  ')).toBe('a\n\nb\n\nc\n\nd');
  });

  describe('not written yet', () => {
    it('is added as written, trimmed', () => given([]).when(add('  Nice \n')).then([added]));
    it('refuses an empty or blank message', () => {
      for (const message of ['', '  \n\n ']) given([]).when(add(message)).thenThrows(ValidationError);
    });
    it(`refuses more than ${COMMENT_MAX_LENGTH} characters, counted after trimming`, () => {
      given([])
        .when(add(` ${'x'.repeat(COMMENT_MAX_LENGTH)} `))
        .then([{ ...added, data: { ...added.data, message: 'x'.repeat(COMMENT_MAX_LENGTH) } }] as CommentEvent[]);
      given([])
        .when(add('x'.repeat(COMMENT_MAX_LENGTH + 1)))
        .thenThrows(ValidationError);
    });
    it('is about the whole deck or a slide id of sensible length', () => {
      given([]).when(add('Nice', '')).thenThrows(ValidationError);
      given([])
        .when(add('Nice', 'x'.repeat(201)))
        .thenThrows(ValidationError);
    });
    it('cannot be edited', () =>
      given([])
        .when({ type: 'EditComment', data: { message: 'x', now } })
        .thenThrows(NotFoundError));
  });

  describe('written', () => {
    it('is not added twice', () => given([added]).when(add('Nice')).thenThrows(ConflictError));
    it('is edited to a new message, and an unchanged one changes nothing', () => {
      given([added])
        .when({ type: 'EditComment', data: { message: ' Better ', now } })
        .then([{ type: 'CommentEdited', data: { deckId: 'd1', message: 'Better', at: now } }]);
      given([added])
        .when({ type: 'EditComment', data: { message: 'Nice', now } })
        .then([]);
    });
    it('keeps its message when the edit is blank', () =>
      given([added])
        .when({ type: 'EditComment', data: { message: '   ', now } })
        .thenThrows(ValidationError));
    it('is removed', () =>
      given([added])
        .when({ type: 'RemoveComment', data: { by: 'u2', now } })
        .then([{ type: 'CommentRemoved', data: { deckId: 'd1', removedBy: 'u2', at: now } }]));
  });

  describe('removed', () => {
    const removed: CommentEvent = { type: 'CommentRemoved', data: { deckId: 'd1', removedBy: 'u1', at: now } };
    it('can be neither edited nor removed again', () => {
      given([added, removed])
        .when({ type: 'EditComment', data: { message: 'x', now } })
        .thenThrows(NotFoundError);
      given([added, removed])
        .when({ type: 'RemoveComment', data: { by: 'u1', now } })
        .thenThrows(NotFoundError);
    });
  });
});
