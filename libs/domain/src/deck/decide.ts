import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { decideCollaborators } from './collaborators.js';
import type { DeckCommand } from './commands.js';
import type { DeckEvent } from './events.js';
import { DECK_TITLE_MAX_LENGTH, deckMessages, deckSlugProblem } from './settings.js';
import type { DeckState } from './state.js';

function validTitle(title: string): void {
  if (title.trim().length === 0) throw new ValidationError({ 'deck.title': [deckMessages.titleEmpty] });
  if (title.length > DECK_TITLE_MAX_LENGTH) throw new ValidationError({ 'deck.title': [deckMessages.invalidTitle] });
}

export function decideDeck(command: DeckCommand, state: DeckState): DeckEvent[] {
  if (command.type === 'CreateDeck') {
    if (state.status !== 'none') throw new ConflictError('This deck exists already', 'deck_exists');
    validTitle(command.data.title);
    const { now, ...data } = command.data;
    return [{ type: 'DeckCreated', data: { ...data, createdAt: now } }];
  }
  if (state.status === 'none' || state.status === 'destroyed') throw new NotFoundError();
  switch (command.type) {
    case 'TrashDeck':
      return state.status === 'trashed' ? [] : [{ type: 'DeckTrashed', data: { at: command.data.now } }];
    case 'RecoverDeck':
      return state.status === 'active' ? [] : [{ type: 'DeckRecovered', data: { at: command.data.now } }];
    case 'DestroyDeck':
      if (state.status !== 'trashed') throw new ForbiddenError(deckMessages.notInTrash, 'not_in_trash');
      return [{ type: 'DeckDestroyed', data: { at: command.data.now } }];
    // A deck in the trash moves too, so its new owner can still recover it.
    case 'TransferDeck':
      return command.data.toUserId === state.ownerId
        ? []
        : [{ type: 'DeckTransferred', data: { fromUserId: state.ownerId, ...command.data } }];
    default:
      break;
  }
  // Everything else changes a deck that is not in the trash.
  if (state.status === 'trashed') throw new NotFoundError();
  switch (command.type) {
    case 'RenameDeck':
      validTitle(command.data.title);
      if (command.data.title === state.title && command.data.slug === state.slug) return [];
      return [{ type: 'DeckRenamed', data: { ...command.data, previousSlug: state.slug } }];
    case 'ChangeSlug': {
      const problem = deckSlugProblem(command.data.slug);
      if (problem) throw new ValidationError({ 'deck.slug': [problem] });
      if (command.data.slug === state.slug) return [];
      return [{ type: 'DeckRenamed', data: { title: state.title, slug: command.data.slug, previousSlug: state.slug } }];
    }
    case 'ChangeDescription':
      return [{ type: 'DeckDescriptionChanged', data: command.data }];
    case 'ChangeSettings':
      return Object.keys(command.data.settings).length === 0
        ? []
        : [{ type: 'DeckSettingsChanged', data: command.data }];
    case 'ChangeVisibility':
      return command.data.visibility === state.visibility
        ? []
        : [{ type: 'DeckVisibilityChanged', data: command.data }];
    case 'Kudo':
      return state.kudos.has(command.data.userId) ? [] : [{ type: 'DeckKudoed', data: command.data }];
    case 'Unkudo':
      return state.kudos.has(command.data.userId) ? [{ type: 'DeckUnkudoed', data: command.data }] : [];
    case 'MakeCollaborative':
    case 'InviteCollaborator':
    case 'AcceptCollaboratorInvitation':
    case 'ChangeCollaboratorRole':
    case 'RemoveCollaborator':
      return decideCollaborators(command, state);
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
