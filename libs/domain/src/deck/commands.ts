import type { DeckVisibility } from './events.js';
import type { DeckSettings } from './settings.js';

export type DeckCommand =
  | {
      type: 'CreateDeck';
      data: {
        deckId: string;
        ownerId: string;
        title: string;
        slug: string;
        description: string;
        visibility: DeckVisibility;
        settings: DeckSettings;
        now: string;
        forkedFrom: string | null;
      };
    }
  | { type: 'RenameDeck'; data: { title: string; slug: string } }
  /** A slug the person chose (the deck settings), rather than one made from the title. */
  | { type: 'ChangeSlug'; data: { slug: string } }
  | { type: 'ChangeDescription'; data: { description: string } }
  | { type: 'ChangeSettings'; data: { settings: Partial<DeckSettings> } }
  | { type: 'ChangeVisibility'; data: { visibility: DeckVisibility } }
  | { type: 'TrashDeck'; data: { now: string } }
  | { type: 'RecoverDeck'; data: { now: string } }
  | { type: 'DestroyDeck'; data: { now: string } }
  | { type: 'Kudo'; data: { userId: string } }
  | { type: 'Unkudo'; data: { userId: string } }
  /** To a new owner, under a slug already claimed for them. */
  | { type: 'TransferDeck'; data: { toUserId: string; slug: string } };
