import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckExport } from '@lectern/contracts';
import { openPglite } from '@lectern/db';
import { createPostgresEventStore } from '@lectern/event-store';
import { waitUntil } from '@lectern/testing';
import { ApiSession } from '../e2e/support/api-session.js';
import { freePort, repoRoot, startApp, waitForReady, type AppProcess } from '../distributed/processes.js';
import { richDeckMarkup } from './export-decks.js';
import { download, savedDeck } from './exports-support.js';

/** A long PowerPoint export: every slide's code and formula is drawn by the browser. */
const longDeck = (picture: string) =>
  Array.from({ length: 12 }, () => richDeckMarkup(picture))
    .join('\n')
    .replace(/data-id="r(\d)"/g, () => `data-id="r${Math.random().toString(36).slice(2)}"`);

/**
 * The export worker killed in the middle of a job (SIGKILL: nothing is cleaned up) and started
 * again on the same data: the job is taken up again once its lease runs out and delivered once.
 * The embedded process is the worker here, so killing it kills the worker mid-job.
 */
describe('an export worker killed mid-job', () => {
  let dataDir: string;
  let work: string;
  let port: number;
  let lectern: AppProcess | undefined;
  const env = () => ({
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(repoRoot, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    EXPORT_LEASE_MS: '2000',
    TRUST_PROXY: 'true',
  });

  beforeAll(async () => {
    if (!existsSync(path.join(repoRoot, 'dist', 'embedded', 'main.js')))
      throw new Error('Run `npm run build` first: dist/ is missing');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-restart-'));
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-restart-files-'));
    port = await freePort();
  });
  afterAll(async () => {
    lectern?.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  // Two starts of the whole of Lectern and a 60-slide export drawn by Chromium: minutes on a busy machine.
  it('delivers the export after it starts again, once', { timeout: 300_000 }, async () => {
    lectern = startApp('embedded', env(), port);
    await waitForReady(lectern);
    const url = `http://127.0.0.1:${port}`;
    const session = new ApiSession(url);
    expect(
      (
        await session.call('POST', '/api/v1/users', {
          user: { username: 'restarter', email: 'restarter@example.com', password: 'secret-password' },
        })
      ).status,
    ).toBe(201);
    const deck = await savedDeck(session, longDeck('https://example.com/none.png'), 'Long meeting');
    const created = await session.call('POST', `/api/v1/decks/${deck.id}/exports`, { export: { format: 'pptx' } });
    const { id } = ((await created.json()) as { export: DeckExport }).export;
    const job = async () =>
      ((await (await session.call('GET', `/api/v1/decks/${deck.id}/exports/${id}`)).json()) as { export: DeckExport })
        .export;

    await waitUntil(async () => (await job()).status === 'running', { timeoutMs: 60_000, intervalMs: 20 });
    lectern.child.kill('SIGKILL');
    await lectern.exited;
    expect((await job().catch(() => null)) ?? 'gone').toBe('gone');

    lectern = startApp('embedded', env(), port);
    await waitForReady(lectern);
    const delivered = await waitUntil(
      async () => {
        const current = await job();
        return current.status === 'done' || current.status === 'failed' ? current : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 200 },
    );
    expect(delivered).toMatchObject({ status: 'done', filename: 'long-meeting.pptx' });
    const file = await download(session, delivered, work);
    const slides = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' })
      .split('\n')
      .filter((entry) => /^ppt\/slides\/slide\d+\.xml$/.test(entry));
    expect(slides).toHaveLength(60);

    lectern.child.kill('SIGTERM');
    await lectern.exited;
    lectern = undefined;
    const db = await openPglite(path.join(dataDir, 'db'));
    try {
      const history = await createPostgresEventStore(db).readStream(`export-${id}`);
      const types = history.map((event) => event.type);
      expect(types.filter((type) => type === 'ExportStarted')).toHaveLength(2);
      expect(types.filter((type) => type === 'ExportCompleted')).toHaveLength(1);
      expect(types).not.toContain('ExportFailed');
    } finally {
      await db.close();
    }
  });
});
