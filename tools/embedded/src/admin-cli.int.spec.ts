import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSettings, loadConfig } from '@lectern/config';
import { openPglite } from '@lectern/db';
import { userStreamId } from '@lectern/domain';
import { createPostgresEventStore, newEventId } from '@lectern/event-store';
import { createLogger } from '@lectern/service-kit';
import { holdDataDir } from './data-dir-lock.js';
import { startEmbedded } from './start.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The operator's command as the README gives it, on a data folder of its own. */
const admin = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'tools/embedded/src/admin-cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  }).then(
    (done) => ({ code: 0, out: done.stdout + done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({
      code: failed.code,
      out: failed.stdout + failed.stderr,
    }),
  );

describe('npm run admin -- plan', () => {
  let dataDir: string;
  const withLectern = async (work: () => Promise<void> = async () => undefined) => {
    const config = loadConfig(baseSettings, { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    const lectern = await startEmbedded({ config, logger: createLogger('test', 'silent'), port: 0, webRoot: dataDir });
    try {
      await work();
    } finally {
      await lectern.stop();
    }
  };
  const accountOf = async (username: string) => {
    const db = await openPglite(path.join(dataDir, 'db'));
    try {
      return (
        await db.query<{ account_type: string; manually_upgraded: boolean }>(
          'SELECT account_type, manually_upgraded FROM accounts.users WHERE username = $1',
          [username],
        )
      ).rows[0];
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-admin-'));
    await withLectern();
    const db = await openPglite(path.join(dataDir, 'db'));
    await createPostgresEventStore(db).append(
      userStreamId('u1'),
      [
        {
          id: newEventId(),
          type: 'UserSignedUp',
          data: {
            userId: 'u1',
            username: 'ada',
            email: 'ada@example.com',
            passwordHash: 'h',
            signedUpAt: new Date().toISOString(),
          },
          metadata: { actorId: 'u1', correlationId: newEventId(), causationId: null },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await db.close();
    await withLectern(); // projects the sign-up
    // Two starts of the whole of Lectern on PGlite: a minute on a loaded 2-core machine.
  }, 180_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('puts a user on a plan, recorded as a manual upgrade that Lectern shows after a restart', async () => {
    expect(await accountOf('ada')).toEqual({ account_type: 'default', manually_upgraded: false });
    const done = await admin(dataDir, 'plan', 'ada', 'pro');
    expect(done).toMatchObject({ code: 0 });
    expect(done.out).toContain('ada is now on the pro plan');
    await withLectern();
    expect(await accountOf('ada')).toEqual({ account_type: 'pro', manually_upgraded: true });

    expect(await admin(dataDir, 'plan', 'ada', 'free')).toMatchObject({ code: 0 });
    await withLectern();
    expect(await accountOf('ada')).toEqual({ account_type: 'default', manually_upgraded: false });
    // Two command processes and two starts of the whole of Lectern: a minute on a loaded 2-core machine.
  }, 180_000);

  it('explains its usage, an unknown user, and a Lectern still running on the folder', async () => {
    const unknownPlan = await admin(dataDir, 'plan', 'ada', 'platinum');
    expect(unknownPlan.code).toBe(2);
    expect(unknownPlan.out).toContain('Usage: npm run admin -- plan');
    expect(await admin(dataDir, 'plan', 'nobody', 'pro')).toMatchObject({ code: 1 });
    const release = holdDataDir(dataDir);
    try {
      const refused = await admin(dataDir, 'plan', 'ada', 'pro');
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('stop it first');
    } finally {
      release();
    }
  });
});
