import { builtinEnvironments, type Environment } from 'vitest/runtime';
import { closeWorkerResources, openWorkerResources } from './worker-resources.js';

/** Node's environment, holding the worker's shared Lectern and Chromium until the worker ends. */
export default {
  ...builtinEnvironments.node,
  name: 'lectern-e2e',
  async setup(global, options) {
    const node = await builtinEnvironments.node.setup(global, options);
    openWorkerResources();
    return {
      async teardown(global) {
        await closeWorkerResources();
        await node.teardown(global);
      },
    };
  },
} satisfies Environment;
