import type { AssignableRole } from '../collaboration/rules.js';
import type { DeckEvent, DeckVisibility } from './events.js';

/** A collaborator: a user, or an invited address nobody has signed up with yet (`userId` null). */
export interface DeckCollaborator {
  id: string;
  userId: string | null;
  email: string;
  role: AssignableRole;
}

export type DeckState =
  | { status: 'none' }
  | {
      status: 'active' | 'trashed' | 'destroyed';
      deckId: string;
      ownerId: string;
      title: string;
      slug: string;
      visibility: DeckVisibility;
      kudos: ReadonlySet<string>;
      collaborative: boolean;
      /** By collaborator id. */
      collaborators: ReadonlyMap<string, DeckCollaborator>;
    };

export const initialDeckState: DeckState = { status: 'none' };

export function evolveDeck(state: DeckState, event: DeckEvent): DeckState {
  if (event.type === 'DeckCreated') {
    const { deckId, ownerId, title, slug, visibility } = event.data;
    return {
      status: 'active',
      deckId,
      ownerId,
      title,
      slug,
      visibility,
      kudos: new Set(),
      collaborative: false,
      collaborators: new Map(),
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DeckRenamed':
      return { ...state, title: event.data.title, slug: event.data.slug };
    case 'DeckVisibilityChanged':
      return { ...state, visibility: event.data.visibility };
    case 'DeckTransferred':
      return { ...state, ownerId: event.data.toUserId, slug: event.data.slug };
    case 'DeckTrashed':
      return { ...state, status: 'trashed' };
    case 'DeckRecovered':
      return { ...state, status: 'active' };
    case 'DeckDestroyed':
      return { ...state, status: 'destroyed' };
    case 'DeckKudoed':
      return { ...state, kudos: new Set([...state.kudos, event.data.userId]) };
    case 'DeckUnkudoed':
      return { ...state, kudos: new Set([...state.kudos].filter((id) => id !== event.data.userId)) };
    case 'DeckDescriptionChanged':
    case 'DeckSettingsChanged':
      return state;
    case 'DeckMadeCollaborative':
      return { ...state, collaborative: true };
    case 'CollaboratorAdded': {
      const { userId, email, role } = event.data;
      return { ...state, collaborators: withEntry(state.collaborators, userId, { id: userId, userId, email, role }) };
    }
    case 'CollaboratorInvited': {
      const { invitationId: id, email, role } = event.data;
      return { ...state, collaborators: withEntry(state.collaborators, id, { id, userId: null, email, role }) };
    }
    case 'CollaboratorInvitationAccepted': {
      const invited = state.collaborators.get(event.data.invitationId);
      if (!invited) return state;
      const { userId } = event.data;
      const without = withoutEntry(state.collaborators, invited.id);
      return { ...state, collaborators: withEntry(without, userId, { ...invited, id: userId, userId }) };
    }
    case 'CollaboratorRoleChanged': {
      const collaborator = state.collaborators.get(event.data.collaboratorId);
      if (!collaborator) return state;
      const changed = { ...collaborator, role: event.data.role };
      return { ...state, collaborators: withEntry(state.collaborators, collaborator.id, changed) };
    }
    case 'CollaboratorRemoved':
      return { ...state, collaborators: withoutEntry(state.collaborators, event.data.collaboratorId) };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

function withEntry<V>(map: ReadonlyMap<string, V>, key: string, value: V): ReadonlyMap<string, V> {
  return new Map(map).set(key, value);
}

function withoutEntry<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}
