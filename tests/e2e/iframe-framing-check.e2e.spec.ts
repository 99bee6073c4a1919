import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAndSignIn } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas } from './support/editor.js';
import { startHttpsSite } from './support/https-site.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const USERNAME = 'framing-fiona';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-iframe-framing';
const FORBIDDEN = 'Embedding of this URL is prevented by the site owner (X-Frame-Options).';

// The page a person frames is a real https server on loopback, reached as `framed.test`. The
// shared Lectern's check refuses loopback, as it must; this one's resolves that one name to it and
// trusts its certificate, so the whole check runs: the editor asks the BFF, the BFF fetches the page.
describe('the iframe field warns when the page forbids framing', () => {
  let site: Awaited<ReturnType<typeof startHttpsSite>>;
  let lectern: TestLectern;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    site = await startHttpsSite('framed.test', (request, response) => {
      if (request.url === '/deny') response.setHeader('X-Frame-Options', 'DENY');
      if (request.url === '/ancestors') response.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>A page</p>');
    });
    lectern = await startOwnLectern({ urlFetch: site.urlFetch });
    browser = await launchBrowser();
    ({ page } = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD));
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    await site?.stop();
  });

  it('shows the warning under the address for a page that forbids framing, and none for one that allows it', async () => {
    const at = site.at;
    await page.getByRole('button', { name: 'New deck' }).click();
    await page.waitForURL(`${lectern.url}/${USERNAME}/untitled/edit`);
    await page.getByRole('button', { name: 'Iframe', exact: true }).click();
    await editorCanvas(page).block('iframe').waitFor();
    const inspector = page.getByRole('complementary', { name: 'Block properties' });
    const address = inspector.getByLabel('Iframe address');
    const warning = inspector.getByRole('alert');

    await address.fill(at('/deny'));
    await address.press('Enter');
    await warning.getByText(FORBIDDEN).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('false');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/forbidden.png` });

    await address.fill(at('/open'));
    await address.press('Enter');
    await expect.poll(() => warning.count()).toBe(0);

    // Content-Security-Policy's frame-ancestors forbids it as well.
    await address.fill(at('/ancestors'));
    await address.press('Enter');
    await warning.getByText(FORBIDDEN).waitFor();

    // A page the server may not fetch (here: any other name) gets no warning.
    await address.fill('https://elsewhere.test/deny');
    await address.press('Enter');
    await expect.poll(() => warning.count()).toBe(0);
    expect(await editorCanvas(page).block('iframe').locator('iframe').getAttribute('src')).toBe(
      'https://elsewhere.test/deny',
    );
    expect(problems).toEqual([]);
  });
});
