import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { createBrowserFetch } from '../../apps/bff/src/testing/browser-fetch.js';

/** A person's page of the web app: the `fetch` it calls the BFF with and its CSRF meta tag. */
export interface Page {
  fetch: typeof fetch;
  csrfMeta: { content: string };
}

/**
 * Opens the web app's page at `path` in a browser of its own: the BFF serves it with the CSRF token
 * of the new session in its meta tag, where the API client reads it.
 */
export async function openPage(app: FastifyInstance, path = '/'): Promise<Page> {
  const fetch = createBrowserFetch(app);
  const html = await (await fetch(path)).text();
  const token = /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];
  if (!token) throw new Error(`the page at ${path} carries no CSRF token`);
  return { fetch, csrfMeta: { content: token } };
}

/** Runs the web app's API clients in `page` (the global `fetch` and `document` they use) until another is shown. */
export function showPage(page: Page): void {
  vi.stubGlobal('fetch', page.fetch);
  vi.stubGlobal('document', { querySelector: () => page.csrfMeta });
}
