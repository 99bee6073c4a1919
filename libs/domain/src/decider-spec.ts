import { expect } from 'vitest';

/** given([events]).when(command).then([events]) / .thenThrows(error), for decider tests. */
export function deciderSpec<Command, Event, State>(decider: {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: State;
}) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (expected: unknown) => expect(run).toThrow(expected as Error),
      };
    },
  });
}
