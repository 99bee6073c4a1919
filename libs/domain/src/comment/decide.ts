import { commentProblem, normalizeComment, SLIDE_HASH_MAX_LENGTH } from '../collaboration/rules.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { CommentCommand } from './commands.js';
import type { CommentEvent } from './events.js';
import type { CommentState } from './state.js';

/** The message as stored (spec/001 §5), or a refusal naming the field. */
function storedMessage(message: string): string {
  const problem = commentProblem(message);
  if (problem) throw new ValidationError({ 'comment.message': [problem] });
  return normalizeComment(message);
}

/** Who may edit or remove a comment is the policy's to decide; this keeps the comment itself consistent. */
export function decideComment(command: CommentCommand, state: CommentState): CommentEvent[] {
  if (command.type === 'AddComment') {
    if (state.status !== 'none') throw new ConflictError('This comment exists already', 'comment_exists');
    const { now, slideHash, ...data } = command.data;
    if (slideHash !== null && (slideHash.length === 0 || slideHash.length > SLIDE_HASH_MAX_LENGTH))
      throw new ValidationError({ 'comment.slide_hash': ['Not a slide of this deck'] });
    return [{ type: 'CommentAdded', data: { ...data, slideHash, message: storedMessage(data.message), at: now } }];
  }
  if (state.status !== 'active') throw new NotFoundError();
  switch (command.type) {
    case 'EditComment': {
      const message = storedMessage(command.data.message);
      return message === state.message
        ? []
        : [{ type: 'CommentEdited', data: { deckId: state.deckId, message, at: command.data.now } }];
    }
    case 'RemoveComment':
      return [
        { type: 'CommentRemoved', data: { deckId: state.deckId, removedBy: command.data.by, at: command.data.now } },
      ];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
