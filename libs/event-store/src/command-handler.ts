import type { Decider, DomainEvent } from '@lectern/domain';
import { newEventId } from './ids.js';
import { StreamVersionConflictError, type EventStore, type ExpectedVersion, type StreamAppend } from './types.js';

/** Who asked, for the metadata of every event a command appends. */
export interface CommandMetadata {
  actorId: string | null;
  correlationId: string;
  causationId?: string | null;
}

/**
 * One command on one stream. `command` may be built from the stream's state (a seat taken only
 * when its holder is away), and may be several commands decided one after another on the state
 * each leaves (one request's changes to a deck).
 */
export interface Decision<Command, Event extends DomainEvent, State> {
  streamId: string;
  decider: Decider<Command, Event, State>;
  command: Command | readonly Command[] | ((state: State) => Command);
  /**
   * The version the caller decided against (a content save based on the version its author
   * edited): the state is the decider's `stateAt` that version, the stream is not read, and a
   * stream that moved since is a conflict that is never retried.
   */
  expectedVersion?: number;
}

/** Holds a stream still: the command goes through only if the stream is at `expectedVersion` when it commits. */
export interface Guard {
  streamId: string;
  guard: true;
  expectedVersion: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a plan mixes deciders of several aggregates
export type AnyDecision = Decision<any, DomainEvent, any>;

/**
 * What a decision did: its events, the state they leave, and the stream's version and the log's
 * position after it (a guard answers its version and no events).
 */
export interface Handled<Event = DomainEvent, State = unknown> {
  events: Event[];
  state: State;
  version: number;
  /** Where its events are in the log; 0 when it decided nothing. */
  position: number;
}

/** Reads a stream's decision state (and remembers the version it was read at, for the append). */
export type LoadState = <Command, Event extends DomainEvent, State>(
  streamId: string,
  decider: Decider<Command, Event, State>,
) => Promise<State>;

const MAX_ATTEMPTS = 3;

const isGuard = (part: AnyDecision | Guard): part is Guard => 'guard' in part;

const commandsOf = <C, S>(command: C | readonly C[] | ((state: S) => C), state: S): readonly C[] =>
  typeof command === 'function'
    ? [(command as (state: S) => C)(state)]
    : Array.isArray(command)
      ? (command as readonly C[])
      : [command as C];

const expected = (version: number): ExpectedVersion => (version === 0 ? 'no_stream' : version);

/**
 * The one way anything is written: reads each stream's decision state, decides every command
 * once, and appends what they decide in one transaction with the versions it read, so a refused
 * command changes nothing. When another writer moved a stream meanwhile, the whole plan is
 * decided again on the new states (at most three times), unless that stream's version was the
 * caller's own (`expectedVersion`): then the StreamVersionConflictError is the answer.
 *
 * `plan` may read states first (`load`, a name's holder before choosing a slug); a state read
 * there is the one its decision is decided on.
 */
export async function handleAll(
  store: EventStore,
  plan: (load: LoadState) => Promise<readonly (AnyDecision | Guard)[]> | readonly (AnyDecision | Guard)[],
  metadata: CommandMetadata,
): Promise<Handled[]> {
  for (let attempt = 1; ; attempt++) {
    const loaded = new Map<string, { state: unknown; version: number }>();
    const load: LoadState = async (streamId, decider) => {
      const known = loaded.get(streamId);
      if (known) return known.state as never;
      const read = await readState(store, streamId, decider);
      loaded.set(streamId, read);
      return read.state;
    };
    const parts = await plan(load);
    const handled: Handled[] = [];
    const appends: StreamAppend[] = [];
    const appendedBy: number[] = [];
    for (const part of parts) {
      if (isGuard(part)) {
        handled.push({ events: [], state: null, version: part.expectedVersion, position: 0 });
        appends.push({ streamId: part.streamId, events: [], expectedVersion: part.expectedVersion });
        continue;
      }
      const { streamId, decider } = part;
      const from =
        part.expectedVersion !== undefined
          ? { state: stateAt(decider, part.expectedVersion), version: part.expectedVersion }
          : (loaded.get(streamId) ?? (await readState(store, streamId, decider)));
      let state = from.state;
      const events: DomainEvent[] = [];
      for (const command of commandsOf(part.command, state)) {
        const decided = decider.decide(command, state);
        state = decided.reduce(decider.evolve, state);
        events.push(...decided);
      }
      handled.push({ events, state, version: from.version, position: 0 });
      if (events.length === 0) continue;
      appendedBy.push(handled.length - 1);
      appends.push({
        streamId,
        events: events.map((event) => ({
          id: newEventId(),
          type: event.type,
          data: event.data,
          metadata: { ...metadata, causationId: metadata.causationId ?? null },
        })),
        expectedVersion: decider.appendOnly ? 'any' : expected(from.version),
      });
    }
    if (appendedBy.length === 0) return handled;
    try {
      const results = await store.appendAll(appends);
      let next = 0;
      results.forEach((result, index) => {
        if (appends[index]!.events.length === 0) return;
        const decided = handled[appendedBy[next++]!]!;
        decided.version = result.streamVersion;
        decided.position = result.position;
      });
      return handled;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= MAX_ATTEMPTS) throw error;
      const ownVersion = parts.some((part) => part.streamId === error.streamId && part.expectedVersion !== undefined);
      if (ownVersion) throw error;
    }
  }
}

/** One command on one stream (see `handleAll`). */
export async function handle<Command, Event extends DomainEvent, State>(
  store: EventStore,
  decision: Decision<Command, Event, State>,
  metadata: CommandMetadata,
): Promise<Handled<Event, State>> {
  const [handled] = await handleAll(store, () => [decision as AnyDecision], metadata);
  return handled as Handled<Event, State>;
}

/** A stream's decision state as the decider reads it, and the version it was read at. */
export async function readState<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Promise<{ state: State; version: number }> {
  if (decider.appendOnly) return { state: decider.initialState, version: 0 };
  if (decider.stateAt) {
    const version = await store.streamVersion(streamId);
    return { state: decider.stateAt(version), version };
  }
  const history = await store.readStream(streamId);
  return {
    state: history.reduce((state, stored) => decider.evolve(state, stored as unknown as Event), decider.initialState),
    version: history.length === 0 ? 0 : history[history.length - 1]!.streamVersion,
  };
}

function stateAt<State>(decider: Decider<unknown, DomainEvent, State>, version: number): State {
  if (!decider.stateAt)
    throw new TypeError('a decision at an expected version needs a decider whose state is its version');
  return decider.stateAt(version);
}
