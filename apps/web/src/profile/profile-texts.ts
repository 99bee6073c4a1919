// The profile's texts; those of spec/000 §2, §5 and §8 verbatim (their spelling included).

export { DECKS_LOAD_FAILED } from '../api/profiles';
export const NO_MATCHING_DECKS = 'There are no decks matching the current filters.';
export const MORE_DECKS_LOADING = 'Loading...';
export const TITLE_SAVE_FAILED = 'An error occured while saving your deck title';
export const DESCRIPTION_SAVE_FAILED = 'An error occured while saving your deck description';
export const MOVED_TO_TRASH = 'Moved to trash';
export const DECK_RECOVERED = 'Deck recovered';
export const DECK_DELETED = 'Deck deleted';
export const DELETE_FAILED = 'Failed to delete';
export const RECOVER_FAILED = 'Failed to recover';
export const DECK_UNTAGGED = 'Deck was untagged';
export const SELECTED_DECKS_UNTAGGED = 'Selected decks were untagged';
export const TAG_DELETED = 'Tag deleted';
export const DEFAULT_TAG_UPDATED = 'Updated default tag';
export const DEFAULT_TAG_CLEARED = 'Cleared default tag';
