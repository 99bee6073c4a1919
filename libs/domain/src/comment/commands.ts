export type CommentCommand =
  | {
      type: 'AddComment';
      data: {
        commentId: string;
        deckId: string;
        authorId: string;
        message: string;
        slideHash: string | null;
        now: string;
      };
    }
  | { type: 'EditComment'; data: { message: string; now: string } }
  | { type: 'RemoveComment'; data: { by: string; now: string } };
