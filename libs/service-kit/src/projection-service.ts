import {
  checkpointName,
  createProjectionRunner,
  FencedOffError,
  type Projection,
  type ProjectionRunner,
} from '@lectern/projections';
import type { RunningApp } from './app.js';
import type { Infrastructure } from './infrastructure.js';
import { tracing } from './observability/index.js';

/** With tracing on, applying an event that carries a trace context is a span of that trace. */
function traced(projection: Projection): Projection {
  return {
    ...projection,
    apply: (tx, event) =>
      event.metadata.traceparent
        ? tracing().inSpan(`project ${projection.name}`, { parent: event.metadata, kind: 'consumer' }, () =>
            projection.apply(tx, event),
          )
        : projection.apply(tx, event),
  };
}

interface ProcessRunner {
  runner: ProjectionRunner;
  /** The lease each projection the runner applies is held under. */
  leaseOf: Map<string, string>;
}

/**
 * The one projection runner of a process, made when its first service starts: every service
 * started in the process adds its projections to it while it holds their lease, so the log is
 * read once per batch and each batch commits in one transaction, whether the process runs one
 * service or all of them. Every transaction that applies events is fenced by their leases.
 */
const runners = new WeakMap<Infrastructure, Promise<ProcessRunner>>();
function processRunner(infra: Infrastructure): Promise<ProcessRunner> {
  let made = runners.get(infra);
  if (!made) {
    const logger = infra.logger.child({ component: 'projections' });
    const leaseOf = new Map<string, string>();
    const created = createProjectionRunner({
      db: infra.db,
      store: infra.store,
      projections: [],
      pollIntervalMs: infra.readerPollMs,
      fence: (tx, projections) =>
        infra.leases.fence(tx, [...new Set(projections.map((name) => leaseOf.get(name) ?? `projections:${name}`))]),
      onError: (err, projection) =>
        err instanceof FencedOffError
          ? logger.info({ projection, reason: (err.cause as Error).message }, 'another replica applies these now')
          : logger.error({ err, projection }, 'projection failed; retrying'),
      onParked: (err, projection, event) =>
        logger.error(
          { err, projection, eventId: event.id, position: event.position, streamId: event.streamId },
          'projection parked an event it cannot apply; see `npm run parked`',
        ),
      onCheckpoints: infra.localCheckpoints.committed,
    });
    made = created.start().then(() => {
      infra.onAppend((position) => created.wake(position));
      return { runner: created, leaseOf };
    });
    runners.set(infra, made);
  }
  return made;
}

/**
 * A service whose work is keeping its read models current. Its projections run in one replica
 * at a time, the holder of the lease `projections:<name>`: it adds them to the process's runner
 * (woken by appends) when it gains the lease and removes them when it loses it, and tells local
 * waiters (the BFF's, in embedded mode) of each checkpoint it commits meanwhile.
 */
export async function startProjectionService(
  infra: Infrastructure,
  options: { name: string; projections: readonly Projection[] },
): Promise<RunningApp> {
  const logger = infra.logger.child({ app: options.name });
  const { runner, leaseOf } = await processRunner(infra);
  const projections = tracing().enabled ? options.projections.map(traced) : options.projections;
  const lease = `projections:${options.name}`;
  const checkpoints = options.projections.map(checkpointName);
  const unwatch = infra.metrics.watchProjections(options.projections.map((projection) => projection.name));
  const release = await infra.leases.hold(lease, {
    async gained() {
      for (const projection of options.projections) leaseOf.set(projection.name, lease);
      await runner.add(projections);
      infra.localCheckpoints.register(checkpoints);
      logger.info({ projections: options.projections.map((p) => p.name) }, 'applying these projections');
    },
    async lost() {
      infra.localCheckpoints.unregister(checkpoints);
      await runner.remove(projections);
      logger.info('another replica applies these projections now');
    },
  });
  logger.info({ applying: infra.leases.holds(lease) }, `${options.name} ready`);
  return {
    name: options.name,
    async ready() {
      await infra.db.query('SELECT 1');
      return true;
    },
    async stop() {
      unwatch();
      await release();
    },
  };
}
