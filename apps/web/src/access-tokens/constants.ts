/** How long the password form takes to leave once the password is right, before the deck shows. */
export const DECK_PASSWORD_OUTRO_MS = 600;
