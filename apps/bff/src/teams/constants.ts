/** Invitation links carry 256 random bits. */
export const INVITATION_TOKEN_BYTES = 32;
/** At most this many members answer a member search (spec/002 "team show with a member search"). */
export const TEAM_SEARCH_LIMIT = 20;
/** At most this many teammates are suggested while typing (spec/001 §6 "up to 5 suggestions"). */
export const TEAM_SUGGESTIONS_LIMIT = 5;
/** A hand-off link to a team's subdomain is good for this long, and once (decision 0025). */
export const HANDOFF_TTL_MS = 60 * 1000;
