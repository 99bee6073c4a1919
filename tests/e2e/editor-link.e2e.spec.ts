import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'link-maker';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-editor3';

describe('links in the slide editor', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let slug: string;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
    const signedIn = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD);
    page = signedIn.page;
    problems = collectPageProblems(page);
    ({ slug } = await createDeck(signedIn.api, { title: 'Links' }));
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const textBlock = () => page.locator('.editor-slide').first().locator(':scope > .sl-block[data-block-type="text"]');
  const formatting = () => page.getByRole('toolbar', { name: 'Text formatting' });
  const popover = () => page.getByRole('dialog', { name: 'Link' });
  const address = () => popover().getByRole('textbox', { name: 'Link address' });
  const saveStatus = () => page.getByRole('toolbar', { name: 'Editor' }).getByRole('status');

  it('links a word through the popover, refuses a script address and keeps the link after a reload', async () => {
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/edit`);
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await textBlock().getByText('Text').waitFor();
    await textBlock().dblclick();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Read the report');
    await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');

    // A script address is refused with the message; Escape leaves the text as it was.
    await formatting().getByRole('button', { name: 'Link' }).click();
    expect(await address().getAttribute('placeholder')).toBe('https://');
    await address().fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await popover().getByText('Please enter a valid URL', { exact: true }).waitFor();
    expect(await address().getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/link-popover-refused.png` });
    await page.keyboard.press('Escape');
    await popover().waitFor({ state: 'detached' });
    expect(await text.locator('a').count()).toBe(0);
    await expect.poll(() => text.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // An address without a scheme gets http:// and becomes the link of the selected word.
    await formatting().getByRole('button', { name: 'Link' }).click();
    await address().fill('example.com/report');
    await page.keyboard.press('Enter');
    await popover().waitFor({ state: 'detached' });
    await text.locator('a[href="http://example.com/report"]', { hasText: 'report' }).waitFor();

    // With the caret in the link, the popover shows its address and offers to remove it.
    await formatting().getByRole('button', { name: 'Link', pressed: true }).click();
    expect(await address().inputValue()).toBe('http://example.com/report');
    await popover().getByRole('button', { name: 'Remove link' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/link-popover-existing.png` });
    await popover().getByRole('button', { name: 'Cancel' }).click();
    await popover().waitFor({ state: 'detached' });

    await page.keyboard.press('Escape');
    await formatting().waitFor({ state: 'detached' });
    await textBlock().locator('a[href="http://example.com/report"]', { hasText: 'report' }).waitFor();
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => saveStatus().textContent()).toBe('All changes saved');

    await page.reload();
    await textBlock().locator('a[href="http://example.com/report"]', { hasText: 'report' }).waitFor();
    expect(await textBlock().innerHTML()).toContain('Read the <a');
    expect(problems).toEqual([]);
  });
});
