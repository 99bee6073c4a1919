import {
  claimDecider,
  claimStreamId,
  ConflictError,
  type ClaimKind,
  type Decider,
  type DomainEvent,
} from '@lectern/domain';
import {
  handle,
  handleAll,
  readState,
  type AnyDecision,
  type Decision,
  type EventStore,
  type Guard,
  type Handled,
  type LoadState,
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
  if (position > 0 && !(await waitFor(position, checkpoints))) throw new ReadModelBehindError();
}

export const commandMetadata = (actor: Actor) => ({ actorId: actor.userId, correlationId: actor.correlationId });

/**
 * Handles one command and answers once its author can read the result in `readModels` (every
 * read model when none are named): for commands whose answer is read back from a read model.
 */
export async function runCommand<Command, Event extends DomainEvent, State>(
  deps: CommandDependencies,
  decision: Decision<Command, Event, State>,
  actor: Actor,
  readModels?: readonly string[],
): Promise<Handled<Event, State>> {
  const handled = await handle(deps.store, decision, commandMetadata(actor));
  await awaitReadModels(deps.waitFor, handled.position, readModels);
  return handled;
}

/** Handles a plan across streams in one transaction (`handleAll`), then waits as `runCommand` does. */
export async function runPlan(
  deps: CommandDependencies,
  plan: (load: LoadState) => Promise<readonly (AnyDecision | Guard)[]> | readonly (AnyDecision | Guard)[],
  actor: Actor,
  readModels?: readonly string[],
): Promise<Handled[]> {
  const handled = await handleAll(deps.store, plan, commandMetadata(actor));
  await awaitReadModels(deps.waitFor, Math.max(0, ...handled.map((h) => h.position)), readModels);
  return handled;
}

/** A decision on a stream, for a plan (the command handler's `Decision`). */
export const on = <Command, Event extends DomainEvent, State>(
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Decision<Command, Event, State>['command'],
): AnyDecision => ({ streamId, decider, command });

/** The claim of a unique name for `owner`, for a plan; deciding it throws ConflictError when someone else holds it. */
export const claim = (kind: ClaimKind, name: string, owner: string): AnyDecision =>
  on(claimStreamId(kind, name), claimDecider, { type: 'Claim', data: { owner } });

/** Who holds a unique name (null: nobody), read with `load` inside a plan or from the store. */
export async function nameHolder(
  source: EventStore | LoadState,
  kind: ClaimKind,
  name: string,
): Promise<string | null> {
  const streamId = claimStreamId(kind, name);
  const state =
    typeof source === 'function'
      ? await source(streamId, claimDecider)
      : (await readState(source, streamId, claimDecider)).state;
  return state.owner;
}

/** Claims a unique name for `owner`; false when someone else holds it. */
export async function claimName(
  store: EventStore,
  kind: ClaimKind,
  name: string,
  owner: string,
  actor: Actor,
): Promise<boolean> {
  try {
    await handleAll(store, () => [claim(kind, name, owner)], commandMetadata(actor));
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
  await handleAll(
    store,
    () => [on(claimStreamId(kind, name), claimDecider, { type: 'Release', data: { owner } })],
    commandMetadata(actor),
  );
}
