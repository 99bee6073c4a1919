import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mediaMessages } from '@lectern/domain';
import { signUpAndSignIn } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas } from './support/editor.js';
import { startHttpsSite } from './support/https-site.js';
import { startOwnLectern, type TestLectern } from './support/server.js';
import { expectTooltipAfterDelay } from './support/tooltips.js';

const USERNAME = 'url-ulrike';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-media-from-url';

// The pictures are on a real https server on loopback, reached as `pictures.test`. This Lectern's
// fetches resolve that one name to it and trust its certificate; every other address is refused as
// it is in production, so the whole path runs: the browser asks the BFF, the BFF fetches the file.
describe('inserting media from a URL', () => {
  let site: Awaited<ReturnType<typeof startHttpsSite>>;
  let lectern: TestLectern;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  const asked: string[] = [];
  let clockInstalled = false;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    const picture = (background: string) =>
      sharp({ create: { width: 320, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
    const pictures: Record<string, Buffer> = {
      '/sun%20rise.png': await picture('#f59e0b'),
      '/moon.png': await picture('#1e3a8a'),
    };
    site = await startHttpsSite('pictures.test', (request, response) => {
      asked.push(request.url ?? '');
      const file = pictures[request.url ?? ''];
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'image/png' }).end(file);
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

  it('from the media library header, then in the image block inspector', async () => {
    const at = site.at;
    await page.getByRole('button', { name: 'New deck' }).click();
    await page.waitForURL(`${lectern.url}/${USERNAME}/untitled/edit`);
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.getByRole('button', { name: 'Insert from URL' }).click();
    const prompt = page.getByRole('dialog', { name: 'Insert from URL' });
    const address = prompt.getByLabel('Address of the image');
    await prompt.getByText('Use an address that starts with https://').waitFor();

    // A plain http address is refused by the server, and the prompt says so.
    await address.fill(`http://pictures.test/moon.png`);
    await prompt.getByRole('button', { name: 'Insert' }).click();
    await prompt.getByRole('alert').getByText(mediaMessages.urlRefused).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/refused.png` });

    // Typed with a space: it is sent encoded, fetched by the server, and inserted.
    await address.fill(at('/sun rise.png'));
    await prompt.getByRole('button', { name: 'Insert' }).click();
    await library.waitFor({ state: 'detached' });
    expect(asked).toContain('/sun%20rise.png');
    const image = editorCanvas(page).block('image').locator('img');
    await image.waitFor();
    const first = await image.getAttribute('src');
    expect(first).toMatch(/^\/media-files\/[^/]+\/original$/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);
    await page.screenshot({ path: `${SHOTS}/inserted.png` });

    // The inserted image's inspector replaces it from another address.
    const inspector = page.getByRole('complementary', { name: 'Block properties' });
    await inspector.getByRole('button', { name: 'Insert from URL' }).click();
    await prompt.getByLabel('Address of the image').fill(at('/moon.png'));
    await prompt.getByRole('button', { name: 'Insert' }).click();
    await prompt.waitFor({ state: 'detached' });
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
    expect(await image.getAttribute('src')).toMatch(/^\/media-files\/[^/]+\/original$/);

    // Both are in the library, as uploads are.
    await inspector.getByRole('button', { name: 'Replace image' }).click();
    await library.getByRole('button', { name: /^sun rise/ }).waitFor();
    await library.getByRole('button', { name: /^moon/ }).waitFor();
    await library.getByRole('button', { name: 'Close media library' }).click();
    expect(problems).toEqual([]);
  });

  it('names the icon buttons in tooltips shown after a delay, quieted for a while by a press', async () => {
    // A second try reloads this page: it must find the clock installed once and running.
    if (!clockInstalled) await page.clock.install();
    clockInstalled = true;
    await page.reload();
    try {
      await page.getByRole('button', { name: 'Image', exact: true }).click();
      const library = page.getByRole('dialog', { name: 'Media Library' });
      const fromUrl = library.getByRole('button', { name: 'Insert from URL' });
      const preview = library.getByRole('button', { name: /^Preview sun rise/ });
      await preview.waitFor();
      // Time stands still but for what the test lets pass.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const tooltip = library.getByRole('tooltip');

      await expectTooltipAfterDelay(page, fromUrl, 'Insert from URL');

      // A press hides it, and for 500 ms no other tooltip shows: not on the focus coming back when the
      // prompt it opened closes, nor on the next button the pointer reaches.
      await fromUrl.click();
      await expect.poll(() => tooltip.count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Insert from URL' }).waitFor({ state: 'detached' });
      await preview.hover();
      await page.clock.runFor(1000);
      expect(await tooltip.count()).toBe(0);
      // Once the window has passed, the pointer's next arrival shows it again; Escape hides it.
      await fromUrl.hover();
      await preview.hover();
      await page.clock.runFor(500);
      await tooltip.getByText('Preview').waitFor();
      // axe-core needs the page's timers.
      await page.clock.resume();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/tooltip.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => tooltip.count()).toBe(0);
      // That Escape was the tooltip's: the next one closes the library.
      expect(await library.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await library.waitFor({ state: 'detached' });
    } finally {
      await page.clock.resume();
    }
  });
});
