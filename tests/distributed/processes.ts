import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface AppProcess {
  name: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node dist/<app>/main.js` with exactly the given environment (plus PATH). */
export function startApp(name: string, env: Record<string, string>, port: number): AppProcess {
  const child = spawn(process.execPath, [path.join(repoRoot, 'dist', name, 'main.js')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, child, output: () => output, exited };
}

export async function waitForReady(app: AppProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`${app.name} exited with ${app.child.exitCode}:\n${app.output()}`);
    const status = await fetch(`http://127.0.0.1:${app.port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${app.name} was not ready after ${timeoutMs} ms:\n${app.output()}`);
}

/** The operator's command, `npm run admin -- <args>`, with exactly the given environment (plus PATH). */
export function runAdmin(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'tools/embedded/src/admin-cli.ts'), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}
