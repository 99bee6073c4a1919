import { ConflictError } from '../errors.js';
import { streamId } from '../streams.js';

/**
 * A unique name (username, e-mail) held by one owner at a time: one stream per name, so the
 * event store's expected-version check makes two simultaneous claims impossible. An `identity`
 * is a sign-in provider's account (its issuer and subject, hashed by the caller), held by the
 * Lectern account it signs in.
 */
export type ClaimKind = 'username' | 'email' | 'deck-slug' | 'team-slug' | 'identity';

export type ClaimEvent =
  { type: 'NameClaimed'; data: { owner: string } } | { type: 'NameReleased'; data: { owner: string } };
export type ClaimCommand = { type: 'Claim'; data: { owner: string } } | { type: 'Release'; data: { owner: string } };
export type ClaimState = { owner: string | null };

export const initialClaimState: ClaimState = { owner: null };

/** E-mails compare case-insensitively; usernames are lowercase already. */
export const claimStreamId = (kind: ClaimKind, name: string) => streamId('claim', `${kind}:${name.toLowerCase()}`);

export function evolveClaim(_state: ClaimState, event: ClaimEvent): ClaimState {
  return { owner: event.type === 'NameClaimed' ? event.data.owner : null };
}

export function decideClaim(command: ClaimCommand, state: ClaimState): ClaimEvent[] {
  if (command.type === 'Claim') {
    if (state.owner === command.data.owner) return [];
    if (state.owner !== null) throw new ConflictError('That name is taken', 'name_taken');
    return [{ type: 'NameClaimed', data: { owner: command.data.owner } }];
  }
  return state.owner === command.data.owner ? [{ type: 'NameReleased', data: { owner: command.data.owner } }] : [];
}
