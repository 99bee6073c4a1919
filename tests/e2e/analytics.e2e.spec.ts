import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, DESKTOP_VIEWPORT, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern, startOwnLectern } from './support/server.js';
import { createDeck, plainSlides, signUp, type CreatedDeck } from './present-decks.js';

const PASSWORD = 'a-good-password';

interface ReceivedEvent {
  name: string;
  url: string;
  domain: string;
  props: { percent: string };
}

/** A stand-in for a Plausible server: it keeps the events posted to its events API. */
async function startAnalyticsDouble(): Promise<{ url: string; events: ReceivedEvent[]; stop(): Promise<void> }> {
  const events: ReceivedEvent[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/api/event') events.push(JSON.parse(body) as ReceivedEvent);
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    events,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connections open.
        server.closeAllConnections();
      }),
  };
}

/** Scrolls the page to its end the way a person does, with the wheel, a little at a time. */
async function scrollToTheEnd(page: Page) {
  await page.mouse.move(100, 100);
  const position = () =>
    page.evaluate(() => ({ y: window.scrollY, end: document.documentElement.scrollHeight - window.innerHeight }));
  for (let turn = 0; turn < 100; turn++) {
    const { y, end } = await position();
    if (y >= end - 1) return;
    await page.mouse.wheel(0, 120);
    await expect.poll(async () => (await position()).y, { timeout: 10_000 }).toBeGreaterThan(y);
  }
}

/** Reads a deck to its last slide with the arrow key, once the deck takes keys (a busy machine starts it late). */
async function readToTheEnd(page: Page, lastHeading: string) {
  await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
  const last = page.getByRole('heading', { name: lastHeading, exact: true });
  for (let turn = 0; turn < 10 && !(await last.isVisible()); turn++) await page.keyboard.press('ArrowRight');
  await last.waitFor();
}

/**
 * Analytics (spec/001 §9 presentation progress at 50 and 100 %, spec/002 §2 home scroll depth at
 * 10, 50 and 95 %) are off unless the operator configures them: by default no page sends anything
 * to another site; configured, the events reach the analytics server.
 */
describe('analytics', () => {
  const browsers: LaunchedBrowser[] = [];

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  const visitorPage = async (viewport?: { width: number; height: number }) => {
    const browser = await launchBrowser({ firstVisit: true });
    browsers.push(browser);
    return browser.newPage(viewport);
  };

  describe('not configured', () => {
    let lectern: Awaited<ReturnType<typeof startLectern>>;
    let deck: CreatedDeck;

    beforeAll(async () => {
      lectern = await startLectern();
      const owner = await signUp(lectern.url, 'quiet-quinn', PASSWORD);
      deck = await createDeck(owner, 'Quiet deck', plainSlides(3, 'Quiet slide'), { visibility: 'all' });
    });

    afterAll(async () => {
      await lectern?.stop();
    });

    it('sends no request to another site from the home page or a presented deck', async () => {
      const page = await visitorPage({ width: 375, height: 480 });
      const problems = collectPageProblems(page);
      const requested: string[] = [];
      page.context().on('request', (request) => requested.push(request.url()));

      await page.goto(`${lectern.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await scrollToTheEnd(page);
      await page.setViewportSize(DESKTOP_VIEWPORT);
      await page.goto(`${lectern.url}/quiet-quinn/${deck.slug}`);
      await readToTheEnd(page, 'Quiet slide 3');
      await page.waitForLoadState('networkidle');

      expect(await page.locator('meta[name^="analytics"]').count()).toBe(0);
      const origin = new URL(lectern.url).origin;
      const elsewhere = requested.filter((url) => url.startsWith('http') && new URL(url).origin !== origin);
      expect(requested.length).toBeGreaterThan(0);
      expect(elsewhere).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  describe('configured', () => {
    let lectern: Awaited<ReturnType<typeof startOwnLectern>>;
    let double: Awaited<ReturnType<typeof startAnalyticsDouble>>;
    let deck: CreatedDeck;

    beforeAll(async () => {
      double = await startAnalyticsDouble();
      lectern = await startOwnLectern({ analytics: { endpoint: `${double.url}/api/event`, domain: 'lectern.test' } });
      const owner = await signUp(lectern.url, 'counted-cleo', PASSWORD);
      deck = await createDeck(owner, 'Counted deck', plainSlides(3, 'Counted slide'), { visibility: 'all' });
    });

    afterAll(async () => {
      await lectern?.stop();
      await double?.stop();
    });

    /** The percentages received for one event, smallest first: the browser sends each on its own, in any order. */
    const received = (name: string) =>
      double.events
        .filter((event) => event.name === name)
        .map((event) => event.props.percent)
        .sort((a, b) => Number(a) - Number(b));

    it('sends how far the home page was scrolled and how far a presentation got', async () => {
      // What an earlier attempt sent does not count.
      double.events.length = 0;
      const page = await visitorPage({ width: 375, height: 480 });
      const problems = collectPageProblems(page);

      await page.goto(`${lectern.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await scrollToTheEnd(page);
      await vi.waitFor(() => expect(received('Home scroll depth')).toEqual(['10', '50', '95']), { timeout: 10_000 });
      expect(double.events[0]).toMatchObject({ url: `${lectern.url}/`, domain: 'lectern.test' });

      await page.setViewportSize(DESKTOP_VIEWPORT);
      await page.goto(`${lectern.url}/counted-cleo/${deck.slug}`);
      await page.getByRole('heading', { name: 'Counted slide 1', exact: true }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('heading', { name: 'Counted slide 2', exact: true }).waitFor();
      await vi.waitFor(() => expect(received('Presentation progress')).toEqual(['50']), { timeout: 10_000 });
      await readToTheEnd(page, 'Counted slide 3');
      await vi.waitFor(() => expect(received('Presentation progress')).toEqual(['50', '100']), { timeout: 10_000 });
      expect(problems).toEqual([]);
    });
  });
});
