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

export interface CommandDependencies {
  store: EventStore;
  /** Waits until the read models show the log up to a position (read-your-writes). */
  waitFor: (position: number) => Promise<boolean>;
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
  if (result.appended) await deps.waitFor(result.appended.position);
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
