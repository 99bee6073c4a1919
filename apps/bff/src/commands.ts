import {
  claimStreamId,
  ConflictError,
  decideClaim,
  evolveClaim,
  initialClaimState,
  type ClaimKind,
} from '@lectern/domain';
import { executeCommand, type CommandResult, type Decider, type EventStore } from '@lectern/event-store';

/** Who asked, for event metadata. */
export interface Actor {
  userId: string | null;
  correlationId: string;
}

/**
 * Waits until read models show the log up to a position (read-your-writes): the named
 * projections' checkpoints (`projection:<name>`), or every read model's when none are named.
 * False when the wait timed out.
 */
export type WaitFor = (position: number, checkpoints?: readonly string[]) => Promise<boolean>;

export interface CommandDependencies {
  store: EventStore;
  waitFor: WaitFor;
}

/** A write was stored but the read models have not caught up with it in time: answered 503 with Retry-After. */
export class ReadModelBehindError extends Error {
  override readonly name = 'ReadModelBehindError';
  readonly retryAfterSeconds = 1;
  constructor() {
    super('Your change was saved; it will show in a moment');
  }
}

/** Waits for the read models a following read needs; throws ReadModelBehindError when they lag. */
export async function awaitReadModels(waitFor: WaitFor, position: number, checkpoints?: readonly string[]) {
  if (!(await waitFor(position, checkpoints))) throw new ReadModelBehindError();
}

export const commandMetadata = (actor: Actor) => ({ actorId: actor.userId, correlationId: actor.correlationId });

/** Decides and appends a command on a stream, and answers once its author can read the result. */
export async function runCommand<Command, Event extends { type: string; data: unknown }, State>(
  deps: CommandDependencies,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  actor: Actor,
): Promise<CommandResult<Event, State>> {
  const result = await executeCommand(deps.store, streamId, decider, command, commandMetadata(actor));
  if (result.appended) await awaitReadModels(deps.waitFor, result.appended.position);
  return result;
}

const claimDecider = { decide: decideClaim, evolve: evolveClaim, initialState: initialClaimState };

/** Claims a unique name for `owner`; false when someone else holds it. */
export async function claimName(
  store: EventStore,
  kind: ClaimKind,
  name: string,
  owner: string,
  actor: Actor,
): Promise<boolean> {
  try {
    await executeCommand(
      store,
      claimStreamId(kind, name),
      claimDecider,
      { type: 'Claim', data: { owner } },
      commandMetadata(actor),
    );
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

export async function releaseName(
  store: EventStore,
  kind: ClaimKind,
  name: string,
  owner: string,
  actor: Actor,
): Promise<void> {
  await executeCommand(
    store,
    claimStreamId(kind, name),
    claimDecider,
    { type: 'Release', data: { owner } },
    commandMetadata(actor),
  );
}
