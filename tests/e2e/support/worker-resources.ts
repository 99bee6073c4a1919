/**
 * What an end-to-end worker starts once and lends to every test file it runs: one Lectern and
 * one Chromium (docs/decisions/0019). The e2e project runs its files without isolation, one
 * after another in the same process, in the environment of ./environment.ts, which opens this
 * registry when the worker starts and stops what it holds when the worker ends. Anywhere else
 * (an integration file) there is no registry and each caller starts and stops its own.
 */
interface Stoppable {
  stop(): Promise<void>;
}

const REGISTRY = Symbol.for('lectern.e2e.workerResources');
type Registry = Map<string, Promise<Stoppable>>;
const registry = () => (globalThis as { [REGISTRY]?: Registry })[REGISTRY];

export function openWorkerResources(): void {
  (globalThis as { [REGISTRY]?: Registry })[REGISTRY] = new Map();
}

/** Stops what the worker started, the last started first. */
export async function closeWorkerResources(): Promise<void> {
  const resources = registry();
  delete (globalThis as { [REGISTRY]?: Registry })[REGISTRY];
  for (const resource of [...(resources?.values() ?? [])].reverse()) {
    await resource.then((started) => started.stop()).catch(() => undefined);
  }
}

/** The worker's one `name`, started by `start` on first use; undefined outside an e2e worker. */
export function workerResource<T extends Stoppable>(name: string, start: () => Promise<T>): Promise<T> | undefined {
  const resources = registry();
  if (!resources) return undefined;
  let resource = resources.get(name);
  if (!resource) {
    resource = start();
    // A failed start is tried again by the next file rather than failing it too.
    resource.catch(() => resources.delete(name));
    resources.set(name, resource);
  }
  return resource as Promise<T>;
}
