import {
  claimStreamId,
  ConflictError,
  decideClaim,
  evolveClaim,
  initialClaimState,
  type ClaimKind,
} from '@lectern/domain';
import {
  executeCommand,
  newEventId,
  StreamVersionConflictError,
  type CommandResult,
  type Decider,
  type EventStore,
  type StreamAppend,
} from '@lectern/event-store';

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

type Fact = { type: string; data: unknown };

/** A decision on one stream, made on its history: its decider bound to a command (or one built from the state). */
export interface StreamDecision {
  streamId: string;
  decideOn(history: readonly Fact[]): Fact[];
}

/** The state a decider reaches over a stream's history. */
export const fold = <Event extends Fact, State>(
  history: readonly Fact[],
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
): State => history.reduce((state, event) => decider.evolve(state, event as Event), decider.initialState);

export function onStream<Command, Event extends Fact, State>(
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command | ((state: State) => Command),
): StreamDecision {
  return {
    streamId,
    decideOn(history) {
      const state = fold(history, decider);
      return decider.decide(typeof command === 'function' ? (command as (s: State) => Command)(state) : command, state);
    },
  };
}

/** A stream's events (type and data) and its version. */
export async function streamHistory(store: EventStore, streamId: string) {
  const stored = await store.readStream(streamId);
  return {
    events: stored.map(({ type, data }) => ({ type, data })),
    version: stored.length === 0 ? 0 : stored[stored.length - 1]!.streamVersion,
  };
}

const MAX_ATTEMPTS = 3;

/**
 * Decides every part on its stream's current state and appends what they decide in one
 * transaction; a stream moved meanwhile is decided again. Answers once the read models
 * (`checkpoints`, or all) show it.
 */
export async function decideAcross(
  deps: CommandDependencies,
  parts: readonly StreamDecision[],
  actor: Actor,
  checkpoints?: readonly string[],
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const appends: StreamAppend[] = [];
    for (const { streamId, decideOn } of parts) {
      const { events: past, version } = await streamHistory(deps.store, streamId);
      const events = decideOn(past);
      if (events.length === 0) continue;
      appends.push({
        streamId,
        events: events.map((event) => ({
          id: newEventId(),
          ...event,
          metadata: { ...commandMetadata(actor), causationId: null },
        })),
        expectedVersion: version === 0 ? 'no_stream' : version,
      });
    }
    if (appends.length === 0) return;
    try {
      const results = await deps.store.appendAll(appends);
      await awaitReadModels(deps.waitFor, Math.max(...results.map((r) => r.position)), checkpoints);
      return;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
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
