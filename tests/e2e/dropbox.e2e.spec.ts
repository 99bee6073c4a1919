import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDropboxDouble, type DropboxDouble } from '@lectern/testing';
import { EXPORT_DECK_MARKUP } from '../integration/export-decks.js';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-dropbox';

/**
 * Saving exports to one's own Dropbox, against a local double speaking Dropbox's wire format
 * (its consent page, token endpoint and upload endpoint), configured as an operator configures
 * Dropbox: a person connects it from the account settings, saves an export there, disconnects.
 */
describe('saving exports to one’s own Dropbox', () => {
  let dropbox: DropboxDouble;
  let lectern: TestLectern;
  const browsers: LaunchedBrowser[] = [];
  let work: string;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-e2e-dropbox-'));
    dropbox = await startDropboxDouble();
    lectern = await startOwnLectern({ dropbox: dropbox.settings() });
    dropbox.allowRedirect(`${lectern.url}/api/v1/file_sync/callback`);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await lectern?.stop();
    await dropbox?.stop();
    await rm(work, { recursive: true, force: true });
  });

  async function person(username: string) {
    const browser = await launchBrowser();
    browsers.push(browser);
    return signUpAndSignIn(browser, lectern.url, username, PASSWORD);
  }

  /** From the home page to the account settings, through the profile menu. */
  async function toAccountSettings(page: Page, username: string) {
    await page.goto(lectern.url);
    await page.getByRole('banner').getByRole('button', { name: username }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(`${lectern.url}/users/edit`);
  }

  /** Dropbox's consent page: the person says who they are there, then allows or cancels. */
  async function atDropbox(page: Page, email: string, answer: 'Allow' | 'Cancel') {
    await page.waitForURL((url) => url.origin === dropbox.url);
    await page.getByRole('heading', { name: 'Dropbox' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: answer }).click();
  }

  it('connects from the account settings, saves a PDF export there, and disconnects', async () => {
    const olu = dropbox.addAccount({ email: 'olu@dropbox.test', name: 'Olu Bankole' });
    const { page, api } = await person('dropbox-olu');
    const problems = collectPageProblems(page);
    const deck = await createDeck(api, { title: 'Quarterly review' });
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: EXPORT_DECK_MARKUP, version: deck.version },
    });
    expect(saved.status).toBe(200);

    await toAccountSettings(page, 'dropbox-olu');
    const section = page.getByRole('region', { name: 'Dropbox' });
    await section.getByText('Connect your Dropbox to save exports to it from the export dialog.').waitFor();

    // Cancelled at Dropbox: nothing is connected, and the screen says why.
    await section.getByRole('button', { name: 'Connect Dropbox' }).click();
    await atDropbox(page, 'olu@dropbox.test', 'Cancel');
    await page.waitForURL(`${lectern.url}/users/edit?file_sync_error=cancelled`);
    await section.getByRole('alert').getByText('Connecting Dropbox was cancelled.').waitFor();

    await section.getByRole('button', { name: 'Connect Dropbox' }).click();
    await atDropbox(page, 'olu@dropbox.test', 'Allow');
    await page.waitForURL(`${lectern.url}/users/edit?file_sync=connected`);
    await section.getByText('Your Dropbox is connected: exports you save to it go to its Lectern folder.').waitFor();
    expect(await section.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/account-connected.png`, fullPage: true });
    expect(await seriousViolationsIn(page, 'account settings: Dropbox connected')).toEqual([]);

    // Export from the deck page, then save the file to Dropbox.
    await page.goto(`${lectern.url}/dropbox-olu/${deck.slug}`);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export “Quarterly review”' });
    await dialog.getByRole('radio', { name: /PDF/ }).check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.getByRole('link', { name: 'Download quarterly-review.pdf' }).waitFor({ timeout: 90_000 });
    await dialog.getByRole('button', { name: 'Save to Dropbox' }).click();
    await dialog.getByText('Saved to your Dropbox as /Lectern/quarterly-review.pdf').waitFor();
    await page.screenshot({ path: `${SHOTS}/export-saved.png` });
    expect(await seriousViolationsIn(page, 'export dialog: saved to Dropbox')).toEqual([]);

    // Dropbox has the file: a real PDF of the deck, in the person's own account.
    const [upload] = dropbox.uploads;
    expect(dropbox.uploads).toHaveLength(1);
    expect(upload!.path).toBe('/Lectern/quarterly-review.pdf');
    expect(upload!.accountId).toBe(olu.accountId);
    const file = path.join(work, 'from-dropbox.pdf');
    await writeFile(file, upload!.body);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+8$/m);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Closing words Omega');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Disconnect: Dropbox forgets Lectern's tokens, and the screen offers to connect again.
    await toAccountSettings(page, 'dropbox-olu');
    await section.getByRole('button', { name: 'Disconnect Dropbox' }).click();
    await page.getByText('Dropbox is disconnected.').waitFor();
    await section.getByRole('button', { name: 'Connect Dropbox' }).waitFor();
    expect(dropbox.liveTokens('olu@dropbox.test')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows another person their own state only: not connected, with a way to connect', async () => {
    dropbox.addAccount({ email: 'pia@dropbox.test' });
    const owner = await person('dropbox-pia');
    await toAccountSettings(owner.page, 'dropbox-pia');
    await owner.page.getByRole('region', { name: 'Dropbox' }).getByRole('button', { name: 'Connect Dropbox' }).click();
    await atDropbox(owner.page, 'pia@dropbox.test', 'Allow');
    await owner.page.waitForURL(`${lectern.url}/users/edit?file_sync=connected`);

    const { page, api } = await person('dropbox-quin');
    const deck = await createDeck(api, { title: 'Quin talk' });
    await toAccountSettings(page, 'dropbox-quin');
    const section = page.getByRole('region', { name: 'Dropbox' });
    await section.getByRole('button', { name: 'Connect Dropbox' }).waitFor();
    expect(await section.getByRole('button', { name: 'Disconnect Dropbox' }).count()).toBe(0);

    const uploads = dropbox.uploads.length;
    await page.goto(`${lectern.url}/dropbox-quin/${deck.slug}`);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export “Quin talk”' });
    await dialog.getByRole('radio', { name: /ZIP/ }).check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.getByRole('link', { name: 'Download quin-talk.zip' }).waitFor({ timeout: 90_000 });
    await dialog.getByText('in your account settings to save exports there.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save to Dropbox' }).count()).toBe(0);
    await dialog.getByRole('link', { name: 'Connect your Dropbox' }).click();
    await page.waitForURL(`${lectern.url}/users/edit`);
    await section.getByRole('button', { name: 'Connect Dropbox' }).waitFor();
    expect(dropbox.uploads).toHaveLength(uploads);
  });
});
