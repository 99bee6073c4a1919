import { newEventId } from './ids.js';
import { StreamVersionConflictError, type AppendResult, type EventStore, type StoredEvent } from './types.js';

export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
}

export interface CommandResult<Event, State> {
  events: Event[];
  state: State;
  /** Undefined when the command decided nothing (no append happened). */
  appended?: AppendResult;
}

const MAX_ATTEMPTS = 3;

/**
 * Loads the stream's decision state, decides, and appends with the version it read. When
 * another writer got there first the command is decided again on the new state (up to three
 * times); a persistent conflict surfaces as StreamVersionConflictError, never a lost write.
 */
export async function executeCommand<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: { actorId: string | null; correlationId: string; causationId?: string | null },
): Promise<CommandResult<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(streamId);
    const state = history.reduce(
      (current, stored: StoredEvent) => decider.evolve(current, { type: stored.type, data: stored.data } as Event),
      decider.initialState,
    );
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state };
    try {
      const appended = await store.append(
        streamId,
        events.map((event) => ({
          id: newEventId(),
          type: event.type,
          data: event.data,
          metadata: { ...metadata, causationId: metadata.causationId ?? null },
        })),
        { expectedVersion: history.length === 0 ? 'no_stream' : history[history.length - 1]!.streamVersion },
      );
      return { events, state: events.reduce(decider.evolve, state), appended };
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
