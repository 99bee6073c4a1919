import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';
import { launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const OWNER = 'framed-owner';
const SLIDE_TEXT = 'Hello from the embed';
const SHOTS = '/tmp/shots-access';

/**
 * Another web site on this machine: its page `/?frame=<url>` shows that URL in a frame. It is
 * reached both as localhost and as 127.0.0.1, two origins other than Lectern's.
 */
async function startOtherSite(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const framed = new URL(request.url ?? '/', 'http://site').searchParams.get('frame') ?? '';
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Another site</title><h1>A blog post</h1>
      <iframe title="Lectern" src="${framed.replaceAll('"', '&quot;')}" width="576" height="420"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('framing: the embed view may be framed, app pages may not', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let slug: string;
  let restrictedToken: string;
  let otherSite: Awaited<ReturnType<typeof startOtherSite>>;
  /** The other site as the link's whitelist names it, and as it does not. */
  let allowedSite: string;
  let unlistedSite: string;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    otherSite = await startOtherSite();
    allowedSite = `http://localhost:${otherSite.port}`;
    unlistedSite = `http://127.0.0.1:${otherSite.port}`;
    const owner = new ApiSession(lectern.url);
    const signUp = await owner.call('POST', '/api/v1/users', {
      user: { username: OWNER, email: `${OWNER}@example.com`, password: 'a-good-password' },
    });
    expect(signUp.status).toBe(201);
    await lectern.admin.setPlan(OWNER, 'pro');
    const created = await owner.call('POST', '/api/v1/decks', { deck: { title: 'Framed deck', visibility: 'all' } });
    const { deck } = (await created.json()) as { deck: { id: string; slug: string } };
    slug = deck.slug;
    const saved = await owner.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: `<section><h2>${SLIDE_TEXT}</h2></section>`, version: 1 },
    });
    expect(saved.status).toBe(200);
    const link = await owner.call('POST', `/api/v1/decks/${deck.id}/access_tokens`, {});
    const { access_token } = (await link.json()) as { access_token: { id: string; token: string } };
    const restricted = await owner.call('PUT', `/api/v1/decks/${deck.id}/access_tokens/${access_token.id}`, {
      access_token: { embed_domain_whitelist: allowedSite },
    });
    expect(restricted.status).toBe(200);
    restrictedToken = access_token.token;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => otherSite?.server.close(resolve));
    await lectern?.stop();
  });

  /** Opens `site`, whose page frames `framedUrl`, and answers the page and the frame's console refusals. */
  async function frameFrom(site: string, framedUrl: string): Promise<{ page: Page; refusals: string[] }> {
    const page = await browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy directive: "frame-ancestors')) refusals.push(message.text());
    });
    await page.goto(`${site}/?frame=${encodeURIComponent(framedUrl)}`);
    return { page, refusals };
  }

  const slideIn = (page: Page) => page.frameLocator('iframe[title="Lectern"]').getByText(SLIDE_TEXT).first();

  it('shows the embed view inside another site', async () => {
    const { page, refusals } = await frameFrom(allowedSite, `${lectern.url}/${OWNER}/${slug}/embed`);
    await slideIn(page).waitFor();
    await page.screenshot({ path: `${SHOTS}/framed-embed.png` });
    expect(refusals).toEqual([]);
    await page.close();
  });

  it('refuses to show the deck page inside another site', async () => {
    const { page, refusals } = await frameFrom(allowedSite, `${lectern.url}/${OWNER}/${slug}`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'none'");
    // The frame shows the browser's error page instead of Lectern.
    const framedUrl = () =>
      page
        .frames()
        .find((candidate) => candidate !== page.mainFrame())
        ?.url();
    await expect.poll(framedUrl).toMatch(/^chrome-error:/);
    await page.screenshot({ path: `${SHOTS}/framed-page-refused.png` });
    await page.close();
  });

  it("shows an embed restricted by its link only on the link's whitelisted site", async () => {
    const embed = `${lectern.url}/${OWNER}/${slug}/embed?token=${restrictedToken}`;
    const allowed = await frameFrom(allowedSite, embed);
    await slideIn(allowed.page).waitFor();
    await allowed.page.close();

    const other = await frameFrom(unlistedSite, embed);
    await expect.poll(() => other.refusals.length).toBeGreaterThan(0);
    expect(other.refusals[0]).toContain(`frame-ancestors ${allowedSite}`);
    await other.page.close();
  });

  it('counts views of an embed framed on another site once per visitor and day', async () => {
    const owner = new ApiSession(lectern.url);
    const signedIn = await owner.call('POST', '/api/v1/session', {
      user: { login: OWNER, password: 'a-good-password' },
    });
    expect(signedIn.status).toBe(200);
    const created = await owner.call('POST', '/api/v1/decks', { deck: { title: 'Counted deck', visibility: 'all' } });
    const { deck } = (await created.json()) as { deck: { slug: string } };
    const embed = `${lectern.url}/${OWNER}/${deck.slug}/embed`;
    /** Reads the blog post framing the embed until the deck shows and its view was told. */
    const readThePost = async (visitor: LaunchedBrowser) => {
      const page = await visitor.newPage();
      const told = page.waitForResponse((answer) => answer.url().includes('/views') && answer.status() === 204);
      await page.goto(`${allowedSite}/?frame=${encodeURIComponent(embed)}`);
      await page.frameLocator('iframe[title="Lectern"]').locator('.lectern-deck-host[data-ready="true"]').waitFor();
      await told;
      await page.close();
    };

    // One visitor reads the blog post twice, another once.
    await readThePost(browser);
    await readThePost(browser);
    const otherVisitor = await launchBrowser();
    try {
      await readThePost(otherVisitor);
    } finally {
      await otherVisitor.close();
    }

    // The deck's page says so to anyone who opens it (their own visit counted as well).
    const reader = await launchBrowser();
    try {
      const page = await reader.newPage();
      const views = page
        .locator('dl > div')
        .filter({ has: page.getByRole('term').filter({ hasText: 'Views' }) })
        .getByRole('definition');
      await expect
        .poll(async () => {
          await page.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
          return views.textContent();
        })
        .toBe('3');
    } finally {
      await reader.close();
    }
  });
});
