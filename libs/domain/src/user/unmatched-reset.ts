import { streamId } from '../streams.js';

/**
 * A password reset asked for an address no account has. It is recorded as one for an account is
 * (an event appended after the answer, which the read models and the relay then read), so both
 * cost the server the same and neither the answer nor the requests after it tell them apart
 * (docs/decisions/0041). Each request is a stream of its own; nothing of the address is kept.
 */
export type UnmatchedPasswordResetEvent = {
  type: 'UnmatchedPasswordResetRequested';
  data: { requestedAt: string };
};

export type RecordUnmatchedPasswordReset = { type: 'RecordUnmatchedPasswordReset'; data: { now: string } };

export const unmatchedPasswordResetStreamId = (requestId: string) => streamId('unmatchedPasswordReset', requestId);

export function decideUnmatchedPasswordReset(command: RecordUnmatchedPasswordReset): UnmatchedPasswordResetEvent[] {
  return [{ type: 'UnmatchedPasswordResetRequested', data: { requestedAt: command.data.now } }];
}
