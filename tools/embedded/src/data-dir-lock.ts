import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has one writer: a running embedded Lectern notes its pid in its data folder, and the
 * operator commands refuse to open the same folder while that process lives.
 */
const pidFile = (dataDir: string) => path.join(dataDir, 'lectern.pid');

export function holdDataDir(dataDir: string): () => void {
  writeFileSync(pidFile(dataDir), String(process.pid));
  return () => rmSync(pidFile(dataDir), { force: true });
}

export function runningLecternPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
