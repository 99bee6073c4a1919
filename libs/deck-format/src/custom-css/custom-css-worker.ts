import { parentPort, workerData } from 'node:worker_threads';
import { compileLess } from './compile-less.js';

/** Marks the threads `compileCustomCss` starts, so that importing this module elsewhere does nothing. */
export const CUSTOM_CSS_WORKER = 'lectern-custom-css-worker';

/** What the thread posts once loaded, so that the compile's time is counted from there. */
export const CUSTOM_CSS_WORKER_READY = 'ready';

// One compile per thread: the thread is stopped when it takes too long.
if (parentPort && workerData === CUSTOM_CSS_WORKER) {
  parentPort.once('message', (input: string) => {
    void compileLess(input).then((result) => parentPort!.postMessage(result));
  });
  parentPort.postMessage(CUSTOM_CSS_WORKER_READY);
}
