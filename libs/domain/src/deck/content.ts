import { cleanDeckMarkup, type MarkupCleaning } from '@lectern/deck-format/sanitize';
import { ConflictError, ValidationError } from '../errors.js';
import type { DeckContentEvent } from './events.js';
import { deckMessages } from './settings.js';

export interface SaveDeckContent {
  type: 'SaveDeckContent';
  data: {
    markup: string;
    /** The content version the author edited; anything else is someone else's newer save. */
    basedOn: number;
    savedAt: string;
    restoredFrom: number | null;
    /** Media the deck may show (its owner's); references to any other are dropped. All when absent. */
    keepsMedia?: (mediaId: string) => boolean;
    /**
     * What `cleanDeckMarkup` gave for `markup` (with the same media), when the caller cleaned it
     * already, off its request thread; cleaned here when absent.
     */
    cleaned?: MarkupCleaning;
    /** A compaction of a deck edited together: who edited since the last one. */
    editedBy?: string[];
  };
}

/** A content stream's decision state: its version is all a save needs. */
export interface DeckContentState {
  version: number;
}

export const initialDeckContentState: DeckContentState = { version: 0 };

export const evolveDeckContent = (state: DeckContentState): DeckContentState => ({ version: state.version + 1 });

/**
 * A content save, cheapest check first: a stale version is refused before the markup is read,
 * markup over the limits before any tree is built, and only then is it cleaned. A caller that
 * cleans elsewhere (the BFF, on a worker thread for long markup) checks the version with this
 * decider first and passes what cleaning gave as `cleaned`.
 */
export function decideDeckContent(command: SaveDeckContent, state: DeckContentState): DeckContentEvent[] {
  const { markup, basedOn, savedAt, restoredFrom, keepsMedia, cleaned, editedBy } = command.data;
  if (basedOn !== state.version) throw new ConflictError(deckMessages.newerVersion, 'newer_version');
  const cleaning = cleaned ?? cleanDeckMarkup(markup, { keepsMedia });
  if ('problem' in cleaning) throw new ValidationError({ 'deck.data': [cleaning.problem] });
  return [
    {
      type: 'DeckContentSaved',
      data: {
        data: cleaning.data,
        savedAt,
        restoredFrom,
        slideCount: cleaning.slides,
        ...(editedBy ? { editedBy } : {}),
      },
    },
  ];
}
