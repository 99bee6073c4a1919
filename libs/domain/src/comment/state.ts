import type { CommentEvent } from './events.js';

export type CommentState =
  { status: 'none' } | { status: 'active' | 'removed'; deckId: string; authorId: string; message: string };

export const initialCommentState: CommentState = { status: 'none' };

export function evolveComment(state: CommentState, event: CommentEvent): CommentState {
  if (event.type === 'CommentAdded') {
    const { deckId, authorId, message } = event.data;
    return { status: 'active', deckId, authorId, message };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'CommentEdited':
      return { ...state, message: event.data.message };
    case 'CommentRemoved':
      return { ...state, status: 'removed' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
