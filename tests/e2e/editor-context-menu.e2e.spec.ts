import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'menu-opener';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-editor-context-menu';

/** The editor's right-click menus, which load when first opened rather than with the editor. */
describe('the context menus of the slide editor', () => {
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
    ({ slug } = await createDeck(signedIn.api, { title: 'Menus' }));
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const blocks = () => page.locator('.editor-slide').first().locator(':scope > .sl-block[data-block-type="text"]');
  const menu = (name: 'Block' | 'Slide') => page.getByRole('menu', { name, exact: true });

  it("lists a block's actions on a right-click, runs the one chosen, and gives the focus back on Escape", async () => {
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/edit`);
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await blocks().first().getByText('Text').waitFor();

    await blocks().first().click({ button: 'right' });
    await menu('Block').waitFor();
    // The first item has the focus, as in every menu of the editor.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.screenshot({ path: `${SHOTS}/block-menu.png` });
    await menu('Block')
      .getByRole('menuitem', { name: /^Duplicate/ })
      .click();
    await menu('Block').waitFor({ state: 'detached' });
    await expect.poll(() => blocks().count()).toBe(2);

    await blocks().last().focus();
    await blocks().last().click({ button: 'right' });
    await menu('Block').waitFor();
    await page.keyboard.press('Escape');
    await menu('Block').waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        blocks()
          .last()
          .evaluate((block) => block.contains(document.activeElement)),
      )
      .toBe(true);

    // Outside the blocks, the slide's menu.
    const slide = page.locator('.editor-slide').first().boundingBox();
    const box = (await slide)!;
    await page.mouse.click(box.x + box.width - 10, box.y + box.height - 10, { button: 'right' });
    await menu('Slide')
      .getByRole('menuitem', { name: /^Add horizontal slide/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await menu('Slide').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
