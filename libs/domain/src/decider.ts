import type { DomainEvent } from './domain-event.js';

/**
 * An aggregate's pure decision logic: `decide(command, state)` answers the events that follow,
 * `evolve` folds one event into the state. How the command handler loads the state:
 * - by default it folds the stream's history from `initialState`;
 * - `stateAt`: the state is the stream's version alone, so a stream of large events (content
 *   saves) is never read back;
 * - `appendOnly`: decisions never depend on the stream (a counted view): its events are
 *   appended without reading it and without a version check.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
  stateAt?(version: number): State;
  appendOnly?: true;
}
