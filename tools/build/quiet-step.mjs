// A step of `npm start`'s build with its report held back.
import { spawnSync } from 'node:child_process';

/**
 * Runs `command` with its output kept: a bundler's report (every asset and its size, its warnings)
 * is for `npm run build`, so here it is shown only when the step fails, followed by `failure`.
 * Answers whether the step succeeded.
 */
export function runQuietly(command, args, failure, output = process) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status === 0) return true;
  output.stdout.write(result.stdout ?? '');
  output.stderr.write(result.stderr ?? '');
  output.stderr.write(`${result.error ? `${result.error.message}\n` : ''}${failure}\n`);
  return false;
}
