import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.js';
import { pgErrorCode, PgErrorCode, type Database } from './sql.js';

/** About half a second of work for PGlite on this machine: long next to a timer or a local request. */
const HEAVY_QUERY = `SELECT count(*)::int AS n FROM generate_series(1, 1000000) g WHERE md5(g::text) LIKE '%ab%'`;

describe('PGlite on its own thread', () => {
  let db: Database;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    db = await openPglite();
    await db.exec('CREATE TABLE notes (id int PRIMARY KEY, body text)');
    server = createServer((_request, response) => response.end('answered'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.close();
    await db.close();
  });

  it('leaves the event loop free while a heavy query runs: timers fire and HTTP requests are answered', async () => {
    const seen: string[] = [];
    const heavy = db.query(HEAVY_QUERY).then(() => seen.push('heavy query'));
    await new Promise((resolve) => setTimeout(resolve, 1));
    seen.push('timer');
    seen.push(await (await fetch(url)).text());
    await heavy;
    expect(seen).toEqual(['timer', 'answered', 'heavy query']);
  });

  it('serves statements in the order they were sent', async () => {
    const served: string[] = [];
    const sent = [
      db.query(HEAVY_QUERY).then(() => served.push('heavy')),
      ...Array.from({ length: 20 }, (_, i) =>
        db.query('SELECT $1::int AS i', [i]).then(({ rows }) => served.push(`quick ${rows[0]!.i}`)),
      ),
    ];
    await Promise.all(sent);
    expect(served).toEqual(['heavy', ...Array.from({ length: 20 }, (_, i) => `quick ${i}`)]);
  });

  it('holds statements sent during a transaction until it commits, as one connection does', async () => {
    let sendOutside!: () => void;
    const outsideSent = new Promise<void>((resolve) => (sendOutside = resolve));
    const served: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes VALUES (1, 'inside')`);
      sendOutside();
      // Still in the transaction while the statement outside it has been sent.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query(`UPDATE notes SET body = 'committed' WHERE id = 1`);
      served.push('transaction');
    });
    await outsideSent;
    const outside = db.query<{ body: string }>('SELECT body FROM notes WHERE id = 1').then(({ rows }) => {
      served.push('outside');
      return rows;
    });
    await transaction;
    expect(await outside).toEqual([{ body: 'committed' }]);
    expect(served).toEqual(['transaction', 'outside']);
  });

  it('rolls a transaction back when its work throws, and reports Postgres error codes', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes VALUES (2, 'rolled back')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('SELECT id FROM notes WHERE id = 2')).rowCount).toBe(0);

    const duplicate = await db.query(`INSERT INTO notes VALUES (1, 'again')`).catch((error: unknown) => error);
    expect(pgErrorCode(duplicate)).toBe(PgErrorCode.uniqueViolation);
  });

  it('sends parameters and rows as they are: dates, bytes, JSON and bigint counts', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const { rows } = await db.query(
      `SELECT $1::timestamptz AS at, $2::bytea AS bytes, $3::jsonb AS doc, 9007199254740991::bigint AS big`,
      [at, new Uint8Array([1, 2, 255]), { slides: [1, 2] }],
    );
    expect(rows).toEqual([{ at, bytes: new Uint8Array([1, 2, 255]), doc: { slides: [1, 2] }, big: 9007199254740991 }]);
  });

  it('keeps a process alive while a statement waits on the thread, and not once it is idle', async () => {
    // Without close: the process ends by itself once its last statement is answered.
    const script = `import { openPglite } from '@lectern/db';
      const db = await openPglite();
      console.log((await db.query('SELECT 41 + 1 AS answer')).rows[0].answer);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { timeout: 50_000 },
    );
    expect(stdout.trim()).toBe('42');
  });

  it('fails statements sent after closing instead of leaving them waiting', async () => {
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('closed');
  });
});
