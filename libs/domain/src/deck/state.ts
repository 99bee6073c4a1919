import type { DeckEvent, DeckVisibility } from './events.js';

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
    };

export const initialDeckState: DeckState = { status: 'none' };

export function evolveDeck(state: DeckState, event: DeckEvent): DeckState {
  if (event.type === 'DeckCreated') {
    const { deckId, ownerId, title, slug, visibility } = event.data;
    return { status: 'active', deckId, ownerId, title, slug, visibility, kudos: new Set() };
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
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
