import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { recordNetwork } from './support/network-log.js';
import { startLectern } from './support/server.js';

const USERNAME = 'fetch-once';
const PASSWORD = 'a-good-password';

describe('what a deck open fetches', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    ({ page, api } = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD));
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  it('opens the editor with one request for the deck content, and on a warm cache none for its scripts and styles', async () => {
    const deck = await createDeck(api, { title: 'Fetched once' });
    const network = await recordNetwork(page);
    const editUrl = `${lectern.url}/${USERNAME}/${deck.slug}/edit`;
    const open = async () => {
      await page.goto(editUrl);
      await page.locator('.editor-canvas .editor-slide').first().waitFor();
      await page.waitForLoadState('networkidle');
      return network.take();
    };
    const dataRequests = (requests: { url: URL }[]) =>
      requests.filter((request) => request.url.pathname === `/api/v1/decks/${deck.id}/data`);

    const cold = await open();
    expect(dataRequests(cold)).toHaveLength(1);

    const warm = await open();
    expect(dataRequests(warm)).toHaveLength(1);
    expect(warm.filter((request) => request.url.pathname.startsWith('/assets/')).map((r) => r.url.pathname)).toEqual(
      [],
    );
    await network.stop();
  });

  it('opens each present view with one request for the deck content', async () => {
    const deck = await createDeck(api, { title: 'Presented once' });
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: '<section><h2>Shown once</h2></section>', version: deck.version },
    });
    expect(saved.status).toBe(200);
    const network = await recordNetwork(page);
    for (const view of ['', '/fullscreen', '/embed', '/kiosk']) {
      await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}${view}`);
      await page.getByRole('heading', { name: 'Shown once' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const data = network.take().filter((request) => request.url.pathname === `/api/v1/decks/${deck.id}/data`);
      expect(data, view || 'show').toHaveLength(1);
    }
    await network.stop();
  });

  it('shows the first slide of a deck page without JavaScript, and hands it over to the running deck', async () => {
    const deck = await createDeck(api, { title: 'Painted first' });
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: {
        data: '<section><h2>Before any script</h2></section><section><h2>Later on</h2></section>',
        version: deck.version,
      },
    });
    expect(saved.status).toBe(200);
    const deckUrl = `${lectern.url}/${USERNAME}/${deck.slug}`;

    const noScript = await browser.newPage();
    const devtools = await noScript.context().newCDPSession(noScript);
    await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
    await noScript.goto(deckUrl);
    await noScript.getByText('Before any script').waitFor();
    await noScript.screenshot({ path: '/tmp/shots-delivery-no-script.png' });
    await noScript.close();

    await page.goto(deckUrl);
    await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
    await page.locator('#server-painted-deck').waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Before any script' }).count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Later on' }).waitFor();
  });
});
