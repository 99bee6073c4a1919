import { Worker } from 'node:worker_threads';
import { workerSource } from '../worker-source.js';
import type { LessResult } from './compile-less.js';
import { CUSTOM_CSS_WORKER, CUSTOM_CSS_WORKER_READY } from './custom-css-worker.js';
import {
  CUSTOM_CSS_COMPILE_HEAP_MB,
  CUSTOM_CSS_COMPILE_TIMEOUT_MS,
  CUSTOM_CSS_WORKER_START_TIMEOUT_MS,
  CUSTOM_CSS_MAX_DEPTH,
  CUSTOM_CSS_MAX_LENGTH,
  CUSTOM_CSS_MAX_OUTPUT_LENGTH,
  customCssMessages,
} from './limits.js';
import { scopeCss } from './scope-css.js';

export type CustomCssResult = { css: string; dropped: number } | { error: string };

/** At-rules that load other files or code: refused in any spelling LESS reads (escapes included). */
const LOADING_AT_RULE = /@\s*(?:import|plugin)\b|@[\w-]*\\/i;

/** How deep braces, brackets and parentheses nest, outside strings and comments. */
export function nestingDepth(input: string): number {
  let depth = 0;
  let deepest = 0;
  let quote: string | null = null;
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '/' && input[i + 1] === '*') {
      const end = input.indexOf('*/', i + 2);
      i = end === -1 ? input.length : end + 1;
    } else if (char === '{' || char === '(' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ')' || char === ']') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** The problem with custom CSS before any compiling, or undefined. */
export function customCssInputProblem(input: string): string | undefined {
  if (input.length > CUSTOM_CSS_MAX_LENGTH) return customCssMessages.tooLong;
  if (nestingDepth(input) > CUSTOM_CSS_MAX_DEPTH) return customCssMessages.tooDeep;
  if (LOADING_AT_RULE.test(input)) return customCssMessages.imports;
  return undefined;
}

/**
 * LESS on a thread of its own, stopped when the compile takes longer than the timeout (counted
 * from when the thread has loaded) or when it runs out of its heap.
 */
function compileOffThread(input: string, timeoutMs: number): Promise<LessResult> {
  const { source, eval: isCode } = workerSource('custom-css-worker', './custom-css/custom-css-worker.ts');
  const worker = new Worker(source, {
    eval: isCode,
    workerData: CUSTOM_CSS_WORKER,
    resourceLimits: { maxOldGenerationSizeMb: CUSTOM_CSS_COMPILE_HEAP_MB, stackSizeMb: 4 },
  });
  return new Promise<LessResult>((resolve) => {
    let timer = setTimeout(
      () => finish({ error: customCssMessages.compileFailed }),
      CUSTOM_CSS_WORKER_START_TIMEOUT_MS,
    );
    const finish = (result: LessResult) => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    worker.on('message', (message: LessResult | typeof CUSTOM_CSS_WORKER_READY) => {
      if (message !== CUSTOM_CSS_WORKER_READY) return finish(message);
      clearTimeout(timer);
      timer = setTimeout(() => finish({ error: customCssMessages.tooSlow }), timeoutMs);
      worker.postMessage(input);
    });
    worker.once('error', () => finish({ error: customCssMessages.compileFailed }));
    worker.once('exit', () => finish({ error: customCssMessages.compileFailed }));
  });
}

/**
 * A deck's custom CSS as it is stored: LESS or CSS checked against the limits, compiled with
 * bounded time and memory, then scoped to the deck and cleaned (`scopeCss`). Empty input is no CSS.
 */
export async function compileCustomCss(input: string, options: { timeoutMs?: number } = {}): Promise<CustomCssResult> {
  if (input.trim() === '') return { css: '', dropped: 0 };
  const problem = customCssInputProblem(input);
  if (problem) return { error: problem };
  const compiled = await compileOffThread(input, options.timeoutMs ?? CUSTOM_CSS_COMPILE_TIMEOUT_MS);
  if ('error' in compiled)
    return {
      error: compiled.error.startsWith('Custom CSS')
        ? compiled.error
        : `${customCssMessages.compileFailed}: ${compiled.error}`,
    };
  if (compiled.css.length > CUSTOM_CSS_MAX_OUTPUT_LENGTH) return { error: customCssMessages.tooBig };
  return scopeCss(compiled.css);
}
