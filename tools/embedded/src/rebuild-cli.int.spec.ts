import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPglite } from '@lectern/db';
import { userStreamId } from '@lectern/domain';
import { createPostgresEventStore, eventStoreMigrations, newEventId } from '@lectern/event-store';
import { readModelNames } from '@lectern/read-models';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The operator's command as docs/operations.md gives it, on a data folder of its own. */
const rebuild = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'tools/embedded/src/rebuild-cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  }).then(
    (done) => ({ code: 0, out: done.stdout + done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({
      code: failed.code,
      out: failed.stdout + failed.stderr,
    }),
  );

describe('npm run rebuild-read-model', () => {
  let dataDir: string;
  const usernames = async () => {
    const db = await openPglite(path.join(dataDir, 'db'));
    try {
      return (await db.query<{ username: string }>('SELECT username FROM accounts.users')).rows.map(
        (row) => row.username,
      );
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-rebuild-'));
    const db = await openPglite(path.join(dataDir, 'db'));
    await migrate(db, 'event-store', eventStoreMigrations);
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
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('replays the whole log into one read model, putting back what was lost or damaged', async () => {
    const first = await rebuild(dataDir, readModelNames.users);
    expect(first.out).toContain(`${readModelNames.users} rebuilt from the whole log`);
    expect(first.code).toBe(0);
    expect(await usernames()).toEqual(['ada']);

    const db = await openPglite(path.join(dataDir, 'db'));
    await db.query(`UPDATE accounts.users SET username = 'damaged'`);
    await db.close();
    expect(await rebuild(dataDir, readModelNames.users)).toMatchObject({ code: 0 });
    expect(await usernames()).toEqual(['ada']);
  }, 120_000);

  it('names the read models it knows when asked for another', async () => {
    const unknown = await rebuild(dataDir, 'no-such-model');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain(readModelNames.decks);
  });
});
