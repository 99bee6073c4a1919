import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { ApiSession } from './support/api-session.js';
import { createDeck, signIn, signUp, type CreatedDeck } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const OWNER = 'axe-settings-ada';
const SCRIPTER = 'axe-settings-scripter';
const PASSWORD = 'a-good-password';

/** axe-core on the deck settings tabs, the revision viewer and the user settings of a signed-in owner (a file of its own, so the end-to-end workers share the slowest checks). */
describe('accessibility of deck and user settings (axe-core, WCAG 2.1 AA)', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let deck: CreatedDeck;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    deck = await createDeck(await signUp(lectern.url, OWNER, PASSWORD), { title: 'Axe settings' });
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const violationsIn = (state: string) => seriousViolationsIn(page, state);

  it('has no serious violation in the deck settings tabs, the revision viewer and the user settings', async () => {
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, OWNER, PASSWORD);
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await violationsIn(state)));

    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();
    await page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Deck settings' });
    for (const tab of ['Fonts', 'Custom CSS', 'Scripts']) {
      await settings.getByRole('tab', { name: tab }).click();
      await check(`deck settings, ${tab}`);
    }
    await settings.getByRole('tab', { name: 'Fonts' }).click();
    await settings.getByRole('button', { name: 'Load custom fonts' }).click();
    const fonts = page.getByRole('dialog', { name: 'Load custom fonts' });
    await fonts.getByRole('combobox', { name: 'Google Fonts families' }).fill('Rob');
    await fonts.getByRole('option', { name: 'Roboto Mono' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await check('load custom fonts, suggestions shown');
    await page.keyboard.press('Escape');
    await fonts.getByRole('listbox').waitFor({ state: 'hidden' });
    await fonts.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await fonts.waitFor({ state: 'detached' });
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit slide HTML' }).click();
    const htmlEditor = page.getByRole('dialog', { name: 'Edit HTML' });
    await htmlEditor.getByRole('textbox', { name: 'Slide HTML' }).waitFor();
    await htmlEditor.getByRole('button', { name: 'Cancel' }).click();
    await htmlEditor.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Revisions' }).click();
    const viewer = page.getByRole('dialog', { name: 'Revisions' });
    await viewer.getByRole('button', { name: 'Slide 1', exact: true }).waitFor();
    await check('revision viewer');
    await viewer.getByRole('button', { name: 'Restore current slide' }).click();
    const choice = page.getByRole('alertdialog', { name: 'Restore slide' });
    await choice.waitFor();
    await check('restore slide choice');
    await choice.getByRole('button', { name: 'Cancel' }).click();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    await page.goto(`${lectern.url}/users/settings`);
    await page.getByRole('checkbox', { name: 'Show presentation controls' }).waitFor();
    await check('user settings');
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('has no serious violation in the Scripts tab of a team that allows scripts, a refused address shown', async () => {
    const scripter = new ApiSession(lectern.url);
    const team = await scripter.call('POST', '/api/v1/teams', {
      team: { name: 'Axe Scripts', slug: 'axe-scripts' },
      user: { username: SCRIPTER, email: `${SCRIPTER}@example.com`, password: PASSWORD },
    });
    expect(team.status).toBe(201);
    expect((await scripter.call('PUT', '/api/v1/team', { team: { allow_scripts: true } })).status).toBe(200);
    const scripted = await createDeck(scripter, { title: 'Axe scripts' });
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, SCRIPTER, PASSWORD);
    await page.goto(`${lectern.url}/${SCRIPTER}/${scripted.slug}/edit`);
    await page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Deck settings' });
    await settings.getByRole('tab', { name: 'Scripts' }).click();
    await settings.getByRole('button', { name: 'Add script URL' }).click();
    const row = settings.getByRole('textbox', { name: 'Script URL 1' });
    await row.fill('http://cdn.example.com/chart.js');
    await row.blur();
    await settings.getByText('Script must be loaded via HTTPS').waitFor();
    expect(await violationsIn('deck settings, Scripts with a refused address')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
