import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Deck, DeckExport } from '@lectern/contracts';
import { waitUntil } from '@lectern/testing';
import { ApiSession } from '../e2e/support/api-session.js';
import type { TestLectern } from '../e2e/support/server.js';

/** A new person's signed-in session. */
export async function signedUp(lectern: TestLectern, username: string): Promise<ApiSession> {
  const session = new ApiSession(lectern.url);
  const signUp = await session.call('POST', '/api/v1/users', {
    user: { username, email: `${username}@example.com`, password: 'secret-password' },
  });
  expect(signUp.status).toBe(201);
  return session;
}

/** A deck of the session's person holding `markup`. */
export async function savedDeck(session: ApiSession, markup: string, title = 'Quarterly review'): Promise<Deck> {
  const created = ((await (await session.call('POST', '/api/v1/decks', { deck: { title } })).json()) as { deck: Deck })
    .deck;
  const saved = await session.call('PUT', `/api/v1/decks/${created.id}`, {
    deck: { data: markup, version: created.version },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return ((await saved.json()) as { deck: Deck }).deck;
}

/** Signs a new person up and makes them a deck with `markup`. */
export async function deckWithContent(lectern: TestLectern, username: string, markup: string) {
  const session = await signedUp(lectern, username);
  return { session, deck: await savedDeck(session, markup) };
}

/** Asks for an export and waits until it is done or failed. */
export async function exportDeck(
  session: ApiSession,
  deck: Deck,
  format: 'pdf' | 'pptx' | 'zip',
  options: Record<string, unknown> = {},
  timeoutMs = 60_000,
): Promise<DeckExport> {
  const created = await session.call('POST', `/api/v1/decks/${deck.id}/exports`, { export: { format, options } });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = ((await created.json()) as { export: DeckExport }).export;
  return waitUntil(
    async () => {
      const job = (
        (await (await session.call('GET', `/api/v1/decks/${deck.id}/exports/${id}`)).json()) as {
          export: DeckExport;
        }
      ).export;
      return job.status === 'done' || job.status === 'failed' ? job : undefined;
    },
    { timeoutMs, intervalMs: 100, message: `${format} export of ${deck.id}` },
  );
}

/** Downloads a finished export into `folder`. */
export async function download(session: ApiSession, job: DeckExport, folder: string): Promise<string> {
  const response = await session.call('GET', job.url!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  const file = path.join(folder, `${job.id}-${job.filename}`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

/** Uploads a picture to the session's media library and answers its address once processed. */
export async function uploadPicture(session: ApiSession, filename: string): Promise<string> {
  const created = await session.call('POST', '/api/v1/media', { media: { type: 'Image', filename } });
  expect(created.status).toBe(201);
  const { media } = (await created.json()) as { media: { id: string; upload_url: string; url: string | null } };
  const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  expect((await session.upload('PUT', media.upload_url, bytes, 'image/png')).status).toBe(200);
  const completed = await session.call('PUT', `/api/v1/media/${media.id}`, { media: { status: 'upload_complete' } });
  expect(completed.status).toBe(200);
  return waitUntil(
    async () => {
      const current = (
        (await (await session.call('GET', `/api/v1/media/${media.id}`)).json()) as {
          media: { status: string; url: string | null };
        }
      ).media;
      return current.status === 'complete' ? current.url! : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 100 },
  );
}
