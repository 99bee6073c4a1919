import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';
import { createDeck, signIn, signUpAndSignIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { startTeamLectern } from './support/team-lectern.js';

const PASSWORD = 'a-good-password';
const FONTS = 'fonts-picker';
let attempts = 0;
const SHOTS = '/tmp/shots-fonts-scripts';
/**
 * A deck script, served by the page's own route (there is no network here): it marks the page it
 * ran in and writes on the first slide.
 */
const SCRIPT = 'https://scripts.example.test/libs/mark-page.js';
const SCRIPT_BODY = `document.documentElement.dataset.deckScript = 'ran';
document.querySelector('.reveal .slides section')?.insertAdjacentHTML('beforeend', '<h2 class="by-script">Drawn by a deck script</h2>');`;

/** Google Fonts' stylesheets, answered in the page: there is no network here. */
async function answerFontStylesheets(context: BrowserContext, asked: string[]) {
  await context.route('https://fonts.googleapis.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/css', body: '/* fonts */' });
  });
  await context.route('https://use.typekit.net/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/css', body: '/* kit */' });
  });
}

/** The deck script's requests, answered in every page of the context; counts who asked. */
async function serveScript(context: BrowserContext, asked: string[]) {
  await context.route(`${SCRIPT}*`, (route) => {
    asked.push(route.request().frame().url());
    return route.fulfill({ contentType: 'text/javascript', body: SCRIPT_BODY });
  });
}

const scriptRan = (page: Page) => page.evaluate(() => document.documentElement.dataset.deckScript === 'ran');

describe('custom fonts and deck scripts in the deck settings', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;
  let problems: string[];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const settings = () => page.getByRole('dialog', { name: 'Deck settings' });
  const fontsPrompt = () => page.getByRole('dialog', { name: 'Load custom fonts' });
  const families = () => fontsPrompt().getByRole('combobox', { name: 'Google Fonts families' });
  const suggestions = () => fontsPrompt().getByRole('listbox', { name: 'Matching Google Fonts families' });
  const openSettingsTab = async (tab: string) => {
    await page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    await settings().getByRole('tab', { name: tab, exact: true }).click();
  };

  it('completes Google Fonts families from the font list with the keyboard and the pointer, and saves them', async () => {
    ({ page, api } = await signUpAndSignIn(browser, lectern.url, FONTS, PASSWORD));
    problems = collectPageProblems(page);
    const stylesheets: string[] = [];
    await answerFontStylesheets(browser.context, stylesheets);
    const deck = await createDeck(api, { title: 'Typeset' });
    await page.goto(`${lectern.url}/${FONTS}/${deck.slug}/edit`);
    await openSettingsTab('Fonts');
    const fontsTab = settings().getByRole('tabpanel', { name: 'Fonts' });
    expect(await fontsTab.getByRole('definition').allTextContents()).toEqual(['None', 'None']);
    await settings().getByRole('button', { name: 'Load custom fonts' }).click();
    await fontsPrompt().waitFor();
    expect(Math.round((await fontsPrompt().boundingBox())!.width)).toBe(600);

    await fontsPrompt().getByRole('textbox', { name: 'Typekit kit ID' }).fill('abc1234');
    await families().click();
    await page.keyboard.type('Rob');
    const options = suggestions().getByRole('option');
    await expect
      .poll(() => options.allTextContents())
      .toEqual(['Roboto', 'Roboto Condensed', 'Roboto Mono', 'Roboto Slab', 'Roboto Flex', 'Roboto Serif']);
    expect(await families().getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await families().getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toBe('Roboto Condensed');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/font-suggestions.png` });
    // Enter takes the active family, and does not save the prompt.
    await page.keyboard.press('Enter');
    expect(await families().inputValue()).toBe('Roboto Condensed');
    await fontsPrompt().getByText('1 font chosen').waitFor();
    expect(await suggestions().isHidden()).toBe(true);

    // A broad term: at most ten suggestions; Escape closes them and leaves the prompt open.
    await page.keyboard.type(', o');
    await expect.poll(() => options.count()).toBe(10);
    expect(await options.allTextContents()).not.toContain('Roboto Condensed');
    await page.keyboard.press('Escape');
    await suggestions().waitFor({ state: 'hidden' });
    expect(await fontsPrompt().isVisible()).toBe(true);
    await page.keyboard.type('pen');
    await options.filter({ hasText: 'Open Sans' }).click();
    expect(await families().inputValue()).toBe('Roboto Condensed, Open Sans');
    await fontsPrompt().getByText('2 fonts chosen').waitFor();
    await page.screenshot({ path: `${SHOTS}/fonts-prompt.png` });

    await fontsPrompt().getByRole('button', { name: 'Save' }).click();
    await fontsPrompt().waitFor({ state: 'detached' });
    await expect
      .poll(() => fontsTab.getByRole('definition').allTextContents())
      .toEqual(['abc1234', 'Roboto Condensed, Open Sans']);
    await page.screenshot({ path: `${SHOTS}/fonts-tab.png` });
    const saved = (await (await api.call('GET', `/api/v1/decks/${deck.id}`)).json()) as {
      deck: { font_typekit: string; font_google: string };
    };
    expect(saved.deck).toMatchObject({ font_typekit: 'abc1234', font_google: 'Roboto Condensed, Open Sans' });
    // The editor loads the fonts at once.
    await expect
      .poll(() => stylesheets.some((url) => url.includes('family=Roboto+Condensed&family=Open+Sans')))
      .toBe(true);
    expect(stylesheets).toContain('https://use.typekit.net/abc1234.css');
    await settings().getByRole('button', { name: 'Cancel' }).click();
    await settings().waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it("says 'An error occured while saving' when the fonts cannot be saved", async () => {
    const deck = await createDeck(api, { title: 'Gone soon' });
    await page.goto(`${lectern.url}/${FONTS}/${deck.slug}/edit`);
    await openSettingsTab('Fonts');
    await settings().getByRole('button', { name: 'Load custom fonts' }).click();
    await families().fill('Lato');
    // The deck goes to the trash behind the editor's back: the server refuses the save.
    expect((await api.call('POST', `/api/v1/decks/${deck.id}/trash`)).status).toBe(204);
    await fontsPrompt().getByRole('button', { name: 'Save' }).click();
    await fontsPrompt().getByRole('alert').filter({ hasText: 'An error occured while saving' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/fonts-save-failed.png` });
    expect(await families().inputValue()).toBe('Lato');
  });

  it('takes typed families where no font list is configured, and says so', async () => {
    const teamLectern = await startTeamLectern();
    const elsewhere = await launchBrowser();
    try {
      const person = await signUpAndSignIn(elsewhere, teamLectern.url, 'fonts-unlisted', PASSWORD);
      await answerFontStylesheets(elsewhere.context, []);
      const deck = await createDeck(person.api, { title: 'Unlisted' });
      page = person.page;
      await page.goto(`${teamLectern.url}/fonts-unlisted/${deck.slug}/edit`);
      await openSettingsTab('Fonts');
      await settings().getByRole('button', { name: 'Load custom fonts' }).click();
      await fontsPrompt()
        .getByText('Suggestions are off: no Google Fonts list is configured. Type the families’ names.')
        .waitFor();
      await families().fill('Lato, Merriweather');
      await fontsPrompt().getByText('2 fonts chosen').waitFor();
      expect(await families().getAttribute('aria-expanded')).toBe('false');
      await page.screenshot({ path: `${SHOTS}/fonts-not-configured.png` });
      await fontsPrompt().getByRole('button', { name: 'Save' }).click();
      await settings().getByText('Lato, Merriweather').waitFor();
    } finally {
      await elsewhere.close();
    }
  });

  it("runs a deck's scripts in its present views only once the owner's team allows them, never in the editor", async () => {
    // A retry signs up a team of its own.
    const teamOwner = `script-team-sam-${++attempts}`;
    const owner = new ApiSession(lectern.url);
    const signedUp = await owner.call('POST', '/api/v1/teams', {
      team: { name: 'Script Team', slug: `script-team-${attempts}` },
      user: { username: teamOwner, email: `${teamOwner}@example.com`, password: PASSWORD },
    });
    expect(signedUp.status).toBe(201);
    const deck = await createDeck(owner, { title: 'Live charts' });
    const scriptAsked: string[] = [];
    const ownerBrowser = await launchBrowser();
    try {
      await serveScript(ownerBrowser.context, scriptAsked);
      page = await ownerBrowser.newPage();
      problems = collectPageProblems(page);
      await signIn(page, lectern.url, teamOwner, PASSWORD);

      // While the team does not allow scripts, the tab says why and offers nothing to type in.
      await page.goto(`${lectern.url}/${teamOwner}/${deck.slug}/edit`);
      await openSettingsTab('Scripts');
      await settings().getByText('Scripts need a team that allows them.').waitFor();
      expect(await settings().getByRole('button', { name: 'Add script URL' }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/scripts-unavailable.png` });
      await settings().getByRole('button', { name: 'Cancel' }).click();

      // The team owner turns scripts on in the team settings.
      await page.goto(`${lectern.url}/${teamOwner}`);
      await page.getByRole('banner').getByRole('button', { name: teamOwner }).click();
      await page.getByRole('menuitem', { name: 'Settings: Team' }).click();
      await page.getByRole('checkbox', { name: 'Allow scripts in themes and decks' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved successfully').waitFor();

      // Script URLs: http and other schemes are refused with the spec's words, on the page and then by the server.
      await page.goto(`${lectern.url}/${teamOwner}/${deck.slug}/edit`);
      await openSettingsTab('Scripts');
      await settings().getByRole('button', { name: 'Add script URL' }).click();
      const row = settings().getByRole('textbox', { name: 'Script URL 1' });
      await row.fill('http://scripts.example.test/libs/mark-page.js');
      await row.blur();
      await settings().getByRole('alert').filter({ hasText: 'Script must be loaded via HTTPS' }).waitFor();
      await row.fill('javascript:alert(document.cookie)');
      await settings().getByRole('button', { name: 'Save' }).click();
      await settings().getByRole('alert').filter({ hasText: 'Please enter a valid script URL' }).waitFor();
      await expect.poll(() => row.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/scripts-invalid.png` });
      await row.fill(SCRIPT);
      await settings().getByRole('button', { name: 'Save' }).click();
      await settings().waitFor({ state: 'detached' });

      // Not in the editor, even after a reload.
      await page.reload();
      await page.getByRole('navigation', { name: 'Slides' }).waitFor();
      expect(await scriptRan(page)).toBe(false);
      expect(scriptAsked).toEqual([]);

      // Presenting: the presenter view loads it once the slides are ready.
      await page.getByRole('button', { name: 'Present', exact: true }).click();
      await page.waitForURL(/\/present/);
      await expect.poll(() => scriptRan(page)).toBe(true);
      expect(scriptAsked).toHaveLength(1);
      expect(problems).toEqual([]);

      // A visitor who comes to the deck from its owner's profile, inside the app, gets it too.
      const visitor = await launchBrowser();
      try {
        const visited: string[] = [];
        await serveScript(visitor.context, visited);
        const visitorPage = await visitor.newPage();
        const visitorProblems = collectPageProblems(visitorPage);
        await visitorPage.goto(`${lectern.url}/${teamOwner}`);
        await visitorPage.getByRole('link', { name: 'Live charts' }).first().click();
        await visitorPage.waitForURL(`${lectern.url}/${teamOwner}/${deck.slug}`);
        await expect.poll(() => scriptRan(visitorPage)).toBe(true);
        await visitorPage.locator('.reveal .slides .by-script').getByText('Drawn by a deck script').waitFor();
        expect(visited).toEqual([`${lectern.url}/${teamOwner}/${deck.slug}`]);
        await visitorPage.screenshot({ path: `${SHOTS}/show-page-with-script.png` });
        // Leaving the deck loads the next page afresh: the script does not come along.
        await visitorPage.getByRole('link', { name: teamOwner }).first().click();
        await visitorPage.waitForURL(`${lectern.url}/${teamOwner}`);
        await expect.poll(() => scriptRan(visitorPage)).toBe(false);
        expect(visitorProblems).toEqual([]);
      } finally {
        await visitor.close();
      }

      // The team turns scripts off: the present views stop loading them, and the tab says why.
      const ownerApi = await ApiSession.of(ownerBrowser.context, lectern.url);
      expect((await ownerApi.call('PUT', '/api/v1/team', { team: { allow_scripts: false } })).status).toBe(200);
      scriptAsked.length = 0;
      await page.goto(`${lectern.url}/${teamOwner}/${deck.slug}/fullscreen`);
      await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
      expect(await scriptRan(page)).toBe(false);
      expect(scriptAsked).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await ownerBrowser.close();
    }
  });
});
