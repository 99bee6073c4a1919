/** A page sends its changes to a shared document at most this often, merged into one update (decision 0066). */
export const SEND_EVERY_MS = 200;
