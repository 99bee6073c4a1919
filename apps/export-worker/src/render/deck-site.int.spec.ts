import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@lectern/service-kit';
import { createWarmBrowser } from '../browser/warm-browser.js';
import { openDeckSite, type SiteFile } from './deck-site.js';

const browser = createWarmBrowser({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  logger: createLogger('deck-site-test', 'warn'),
});

/** A page that says it is laid out once its script, served by the site, ran. */
const SITE_FILES: Record<string, SiteFile> = {
  '/player/ready.js': {
    body: Buffer.from("document.documentElement.dataset.player = 'ready';"),
    contentType: 'text/javascript',
  },
};
const files = async (pathname: string) => SITE_FILES[pathname] ?? null;

describe('deck site', () => {
  // Stands for any address a deck might name: it must never be asked for anything.
  const asked: string[] = [];
  const elsewhere = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    response.end('x');
  });
  let address = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    address = `127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((resolve) => elsewhere.close(resolve));
  });

  it('serves its own files and lets a page reach no other address, from frames, workers or beacons', async () => {
    const inner = `<img src='http://${address}/inner.png'><script>fetch('http://${address}/inner-fetch')</script>`;
    const html = `<html><body>
      <iframe src="http://localhost:${address.split(':')[1]}/frame"></iframe>
      <iframe srcdoc="${inner}"></iframe>
      <iframe src="data:text/html,${encodeURIComponent(inner)}"></iframe>
      <img src="http://${address}/picture.png">
      <script>
        new Worker(URL.createObjectURL(new Blob(["fetch('http://${address}/worker')"])));
        navigator.sendBeacon('http://${address}/beacon');
        fetch('http://${address}/fetch').catch(() => undefined);
      </script>
      <script src="/player/ready.js"></script>
    </body></html>`;
    const missing = await browser.withPage(async (page) => {
      await openDeckSite(page, html, files, { timeoutMs: 20_000 });
      // Time for the frames, the worker and the beacon to try.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return page.evaluate(async () => (await fetch('/player/none.js')).status);
    });
    expect(missing).toBe(404);
    expect(asked).toEqual([]);
  });
});
