import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '@lectern/testing';
import type { Page } from 'playwright-core';
import { createDeck, signIn, signUp } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { seriousViolationsIn } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startMailbox } from './support/mailbox.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const SHOTS = '/tmp/shots-share';
const PASSWORD = 'a-good-password';
const LINK_PASSWORD = 'board only';
const SLIDE_TEXT = 'Revenue is up';
const run = Date.now().toString(36);
const PRO = `sharepro${run}`;
const FREE = `sharefree${run}`;

/** Another web site: its page `/?frame=<url>` frames that URL. Reached as localhost it is another site than Lectern's 127.0.0.1. */
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

/** Uploads a picture as the session's person and answers its address once it is processed. */
async function uploadPicture(api: ApiSession): Promise<string> {
  const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  const created = await api.call('POST', '/api/v1/media', { media: { type: 'Image', filename: 'chart.png' } });
  const { media } = (await created.json()) as { media: { id: string; upload_url: string } };
  expect((await api.upload('PUT', media.upload_url, bytes, 'image/png')).status).toBe(200);
  await api.call('PUT', `/api/v1/media/${media.id}`, { media: { status: 'upload_complete' } });
  await waitUntil(
    async () =>
      ((await (await api.call('GET', `/api/v1/media/${media.id}`)).json()) as { media: { status: string } }).media
        .status === 'complete',
    { timeoutMs: 60_000, intervalMs: 200 },
  );
  return ((await (await api.call('GET', `/api/v1/media/${media.id}`)).json()) as { media: { url: string } }).media.url;
}

describe('sharing a deck', () => {
  let lectern: TestLectern;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let otherSite: Awaited<ReturnType<typeof startOtherSite>>;
  let ownerBrowser: LaunchedBrowser;
  let owner: Page;
  let pro: ApiSession;
  let deck: { id: string; slug: string };
  let showUrl: string;
  let embedUrl: string;
  let allowedSite: string;
  /** Serious axe violations found in each state of the dialog. */
  const violations: string[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    mailbox = await startMailbox();
    otherSite = await startOtherSite();
    allowedSite = `http://localhost:${otherSite.port}`;
    lectern = await startOwnLectern({ smtpUrl: `smtp://127.0.0.1:${mailbox.port}` });
    pro = await signUp(lectern.url, PRO, PASSWORD);
    await lectern.admin.setPlan(PRO, 'pro');
    const picture = await uploadPicture(pro);
    deck = await createDeck(pro, { title: 'Quarterly numbers', visibility: 'all' });
    const saved = await pro.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: `<section><h2>${SLIDE_TEXT}</h2><img src="${picture}" alt="Revenue chart"></section>`, version: 1 },
    });
    expect(saved.status).toBe(200);
    ownerBrowser = await launchBrowser();
    owner = await ownerBrowser.newPage();
    await signIn(owner, lectern.url, PRO, PASSWORD);
  });

  afterAll(async () => {
    await ownerBrowser?.close();
    await lectern?.stop();
    if (otherSite) await new Promise((resolve) => otherSite.server.close(resolve));
    if (mailbox) await new Promise<void>((resolve) => mailbox.server.close(() => resolve()));
  });

  const notification = (page: Page, text: string) =>
    page.getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true });

  it('lets a pro owner make the deck private and give it a password link restricted to one site', async () => {
    const problems = collectPageProblems(owner);
    await owner.goto(`${lectern.url}/${PRO}/${deck.slug}`);
    await owner.getByRole('heading', { level: 1, name: 'Quarterly numbers' }).waitFor();
    await owner.getByRole('button', { name: 'Change' }).click();
    await owner.getByRole('radio', { name: /Private/ }).check();
    await owner.getByRole('button', { name: 'Save' }).click();
    await notification(owner, 'Deck is now private').waitFor();

    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('button', { name: 'Create a private link' }).waitFor();
    expect((await dialog.boundingBox())!.width).toBe(800);
    await owner.screenshot({ path: `${SHOTS}/private-placeholder.png` });
    violations.push(...(await seriousViolationsIn(owner, 'share dialog, private, no link yet')));
    await dialog.getByRole('button', { name: 'Create a private link' }).click();
    const name = dialog.getByLabel('Link name');
    expect(await name.inputValue()).toBe('Untitled');
    await name.fill('Board');
    await dialog.getByLabel('Password', { exact: true }).fill(LINK_PASSWORD);
    await notification(owner, 'Link changes saved').waitFor();
    // spec/001 §5: what the whitelist strips goes as it is typed; the rest is kept as typed.
    const whitelist = dialog.getByLabel('Embed domain whitelist');
    await whitelist.pressSequentially(`${allowedSite}/blog?post=1`);
    expect(await whitelist.inputValue()).toBe(`${allowedSite}/blogpost1`);
    await notification(owner, 'Embed restriction saved').waitFor();
    await dialog.getByText('Visitors need the password to open this link.').waitFor();
    await dialog.getByRole('button', { name: /^Board/ }).waitFor();
    showUrl = await dialog.getByRole('textbox', { name: 'Link to the deck' }).inputValue();
    expect(showUrl).toMatch(new RegExp(`^${lectern.url}/${PRO}/${deck.slug}\\?token=[\\w-]{32}$`));
    await owner.screenshot({ path: `${SHOTS}/private-link.png` });
    violations.push(...(await seriousViolationsIn(owner, 'share dialog, private link selected')));

    await dialog.getByRole('tab', { name: 'Embed' }).click();
    const code = await dialog.getByLabel('Embed code').inputValue();
    expect(code).toContain('width="576" height="420"');
    // The footer of a private deck cannot be hidden.
    expect(await dialog.getByRole('checkbox', { name: /Hide the footer/ }).isDisabled()).toBe(true);
    await dialog.getByLabel('Width').fill('80x0');
    expect(await dialog.getByLabel('Width').inputValue()).toBe('800');
    expect(await dialog.getByLabel('Embed code').inputValue()).toContain('width="800" height="420"');
    embedUrl = /src="([^"]+)"/.exec(code)![1]!.replaceAll('&amp;', '&');
    expect(embedUrl).toBe(showUrl.replace('?token=', '/embed?token='));
    await owner.screenshot({ path: `${SHOTS}/private-embed.png` });
    violations.push(...(await seriousViolationsIn(owner, 'share dialog, embed tab')));
    expect(problems).toEqual([]);
  });

  it('refuses a wrong password and opens the deck with its picture for the right one, counting the visit once', async () => {
    const visitorBrowser = await launchBrowser();
    try {
      const visitor = await visitorBrowser.newPage();
      await visitor.goto(showUrl);
      await visitor.getByRole('heading', { name: 'This deck is password protected' }).waitFor();
      await visitor.getByLabel('Password', { exact: true }).fill('guess');
      await visitor.getByRole('button', { name: 'View deck' }).click();
      await visitor.getByText('Wrong password, please try again', { exact: true }).waitFor();
      await visitor.getByLabel('Password', { exact: true }).fill(LINK_PASSWORD);
      await visitor.getByRole('button', { name: 'View deck' }).click();
      await visitor.getByText(SLIDE_TEXT).first().waitFor();
      const picture = visitor.getByRole('img', { name: 'Revenue chart' }).first();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
      await visitor.screenshot({ path: `${SHOTS}/visitor-deck.png` });
      await visitor.reload();
      await visitor.getByText(SLIDE_TEXT).first().waitFor();
    } finally {
      await visitorBrowser.close();
    }

    await owner.reload();
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('button', { name: 'Board 1 view' }).waitFor();
    await dialog.getByText('Viewed 1 time through this link').waitFor();
    expect(await dialog.getByLabel('Embed domain whitelist').inputValue()).toBe(`${allowedSite}/blogpost1`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('opens the embed with its password inside a frame on the allowed site, and not on another', async () => {
    const visitorBrowser = await launchBrowser();
    try {
      const page = await visitorBrowser.newPage();
      await page.goto(`${allowedSite}/?frame=${encodeURIComponent(embedUrl)}`);
      const frame = page.frameLocator('iframe[title="Lectern"]');
      await frame.getByRole('heading', { name: 'This deck is password protected' }).waitFor();
      await frame.getByLabel('Password', { exact: true }).fill(LINK_PASSWORD);
      await frame.getByRole('button', { name: 'View deck' }).click();
      await frame
        .getByText(SLIDE_TEXT)
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(async (error: unknown) => {
          await page.screenshot({ path: `${SHOTS}/framed-password-failed.png` });
          throw error;
        });
      const picture = frame.getByRole('img', { name: 'Revenue chart' }).first();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
      await page.screenshot({ path: `${SHOTS}/framed-password-embed.png` });

      const elsewhere = await visitorBrowser.newPage();
      const refusals: string[] = [];
      elsewhere.on('console', (message) => {
        if (message.text().includes('frame-ancestors')) refusals.push(message.text());
      });
      await elsewhere.goto(`http://127.0.0.1:${otherSite.port}/?frame=${encodeURIComponent(embedUrl)}`);
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      expect(refusals[0]).toContain(`frame-ancestors ${allowedSite}`);
    } finally {
      await visitorBrowser.close();
    }
  });

  it('mails the private link to a recipient', async () => {
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('tab', { name: 'Email' }).click();
    await dialog.getByLabel('To').fill(' reader@example.com ,');
    await dialog.getByLabel('Message').fill('The numbers for Thursday');
    await owner.screenshot({ path: `${SHOTS}/private-email.png` });
    violations.push(...(await seriousViolationsIn(owner, 'share dialog, email tab')));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await notification(owner, 'Email sent!').waitFor();
    await expect.poll(() => mailbox.received.length).toBe(1);
    const mail = mailbox.received[0]!;
    expect(mail.to).toEqual(['reader@example.com']);
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('The numbers for Thursday');
    expect(body).toContain(showUrl.replace(lectern.url, ''));
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('offers a free owner of a private deck to upgrade or publish, and publishes', async () => {
    const free = await signUp(lectern.url, FREE, PASSWORD);
    await lectern.admin.setPlan(FREE, 'lite');
    await createDeck(free, { title: 'Draft ideas', visibility: 'self' });
    // The plan lapsed: the deck stays private, private links are out of reach.
    await lectern.admin.setPlan(FREE, 'default');
    const freeBrowser = await launchBrowser();
    try {
      const page = await freeBrowser.newPage();
      const problems = collectPageProblems(page);
      await signIn(page, lectern.url, FREE, PASSWORD);
      await page.getByRole('button', { name: 'Share Draft ideas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share' });
      await dialog.getByRole('button', { name: 'Publish' }).waitFor();
      expect((await dialog.boundingBox())!.width).toBe(800);
      await page.screenshot({ path: `${SHOTS}/upgrade-or-publish.png` });
      violations.push(...(await seriousViolationsIn(page, 'share dialog, upgrade or publish')));
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await notification(page, 'Published successfully').waitFor();
      await dialog.getByRole('tab', { name: 'Copy Link' }).waitFor();
      expect((await dialog.boundingBox())!.width).toBe(560);
      await page.screenshot({ path: `${SHOTS}/public.png` });
      violations.push(...(await seriousViolationsIn(page, 'share dialog, public')));
      await dialog.getByRole('button', { name: 'Close' }).click();
      expect(problems).toEqual([]);
    } finally {
      await freeBrowser.close();
    }
  });

  it('has no serious accessibility violation in any of the states above (axe-core, WCAG 2.1 AA)', () => {
    expect(violations).toEqual([]);
  });
});
