import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';

/** The origin the worker's pages load from; Chromium never reaches it, the worker answers for it. */
export const SITE_ORIGIN = 'http://deck.lectern.invalid';

export interface SiteFile {
  body: Buffer;
  contentType: string;
}

/** Answers a path of the site, or null (404). */
export type SiteFiles = (pathname: string) => Promise<SiteFile | null>;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/**
 * The player's built files (`apps/web/dist/player`: script, stylesheet, fonts), read once and
 * kept, with their content types; null for a name outside the folder.
 */
export function playerAssets(folder: string) {
  const cache = new Map<string, Promise<SiteFile | null>>();
  const load = async (name: string): Promise<SiteFile | null> => {
    const file = path.resolve(folder, name);
    if (!file.startsWith(path.resolve(folder) + path.sep)) return null;
    const body = await readFile(file).catch(() => null);
    return body && { body, contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream' };
  };
  return {
    folder,
    get(name: string): Promise<SiteFile | null> {
      let entry = cache.get(name);
      if (!entry) {
        entry = load(name);
        cache.set(name, entry);
      }
      return entry;
    },
  };
}
export type PlayerAssets = ReturnType<typeof playerAssets>;

/** A file's body as the protocol takes it, encoded once per file kept (the player's, a deck's media). */
const base64Bodies = new WeakMap<Buffer, string>();
function base64Of(body: Buffer): string {
  let encoded = base64Bodies.get(body);
  if (encoded === undefined) {
    encoded = body.toString('base64');
    base64Bodies.set(body, encoded);
  }
  return encoded;
}

/**
 * Opens `html` in `page` as the site's index, every request answered by `files` (the player's
 * assets, the deck's media) and nothing else: a request for another origin is refused, so a
 * deck can make the worker fetch nothing (no server-side request to a user's address). Requests
 * are answered through the protocol's Fetch domain with the body encoded by Node (and kept per
 * file): puppeteer's own interception encodes each answer in JavaScript, which held the worker's
 * event loop for the 1.5 MB player script on every page.
 */
export async function openDeckSite(
  page: Page,
  html: string,
  files: SiteFiles,
  options: { timeoutMs: number },
): Promise<void> {
  const index: SiteFile = { body: Buffer.from(html), contentType: 'text/html; charset=utf-8' };
  const protocol = await page.createCDPSession();
  const refuse = (requestId: string, errorReason: 'BlockedByClient' | 'Failed') =>
    protocol.send('Fetch.failRequest', { requestId, errorReason }).catch(() => undefined);
  protocol.on('Fetch.requestPaused', ({ requestId, request }) => {
    const url = new URL(request.url);
    if (url.origin !== SITE_ORIGIN || request.method !== 'GET') {
      void refuse(requestId, 'BlockedByClient');
      return;
    }
    const answer = url.pathname === '/' ? Promise.resolve(index) : files(decodeURIComponent(url.pathname));
    void answer
      .then((file) =>
        protocol.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: file ? 200 : 404,
          responseHeaders: [{ name: 'Content-Type', value: file?.contentType ?? 'text/plain' }],
          body: file ? base64Of(file.body) : Buffer.from('Not found').toString('base64'),
        }),
      )
      .catch(() => refuse(requestId, 'Failed'));
  });
  await protocol.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
  await page.goto(`${SITE_ORIGIN}/`, { waitUntil: 'load', timeout: options.timeoutMs });
  await page.waitForFunction(() => ['ready', 'failed'].includes(document.documentElement.dataset.player ?? ''), {
    timeout: options.timeoutMs,
    polling: 50,
  });
  const state = await page.evaluate(() => document.documentElement.dataset.player);
  if (state !== 'ready') throw new Error('The deck player could not lay the deck out');
}
