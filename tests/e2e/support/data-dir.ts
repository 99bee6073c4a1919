import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '@lectern/db';

/** PGlite's version, from the package.json above its entry point (its exports do not list the file). */
const pgliteVersion = (
  JSON.parse(
    readFileSync(
      path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

/** Where this machine keeps an initialized, empty database of this PGlite version for test Lecterns. */
const INITIALIZED = path.join(os.tmpdir(), `lectern-initdb-pglite-${pgliteVersion}`);

let initialized: Promise<string> | undefined;

/**
 * An empty PGlite database folder, initialized once per machine and PGlite version: a Lectern on
 * an empty folder runs PGlite's initdb first (2 to 4 s of CPU on a busy 2-core machine), a copy of
 * an initialized one costs a few milliseconds. It is made in a folder of its own and renamed into
 * place once closed, so a process never copies a half-made one; when two processes make it at
 * once, the first rename wins and the other is dropped.
 */
function initializedDatabase(): Promise<string> {
  initialized ??= (async () => {
    if (existsSync(INITIALIZED)) return INITIALIZED;
    const making = await mkdtemp(`${INITIALIZED}-making-`);
    try {
      const db = await openPglite(making);
      await db.close();
      await rename(making, INITIALIZED).catch((error: NodeJS.ErrnoException) => {
        if (!existsSync(INITIALIZED)) throw error;
      });
    } finally {
      await rm(making, { recursive: true, force: true });
    }
    return INITIALIZED;
  })();
  return initialized;
}

/**
 * A fresh DATA_DIR for a test Lectern (`prefix`: the start of its folder's name in the temporary
 * directory), its `db` folder an empty PGlite database as Lectern's first start leaves it after
 * initdb and before its migrations.
 */
export async function freshDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(await initializedDatabase(), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}
