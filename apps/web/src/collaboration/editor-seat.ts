import type { Deck } from '@lectern/contracts';
import { ApiError } from '../api/client';
import { becomeEditor } from '../api/collaboration';

/**
 * Who opens the editor of a collaborative deck (spec/001 §4): those who may edit take its seat when
 * it is free or its holder away; while someone else edits (409 `editor_busy`) they review instead.
 */
export async function collaborativeEditorAccess<Access extends string>(
  deck: Pick<Deck, 'id' | 'collaborative' | 'edit_together'>,
  access: Access,
): Promise<Access | 'review'> {
  // A deck edited together has no seat: everyone who may edit edits at once.
  if (!deck.collaborative || deck.edit_together || access !== 'edit') return access;
  try {
    await becomeEditor(deck.id);
    return access;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === 'editor_busy') return 'review';
    throw error;
  }
}
