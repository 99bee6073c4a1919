import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'new-person';
const EMAIL = 'new-person@example.com';
const PASSWORD = 'a-good-password';
/** The titles the account screens give their sections when sign-in providers are set up. */
const PROVIDER_SECTION_TITLES = [
  'Sign in with a password',
  'Sign up with an e-mail and password',
  'E-mail and password',
  'Sign-in services',
];

describe('accounts', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    // Two names already taken, each signed up by a visitor of its own.
    for (const username of ['taken-one', 'taken-two']) {
      const response = await new ApiSession(lectern.url).call('POST', '/api/v1/users', {
        user: { username, email: `${username}@example.com`, password: PASSWORD },
      });
      expect(response.status).toBe(201);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const signIn = async (page: Page) => {
    await page.getByLabel('Username or e-mail').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${lectern.url}/${USERNAME}`);
  };

  it('signs up, out and in; a session lost on the server brings up the popup, which a sign-in in another tab closes', async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.clock.install();
    await page.goto(`${lectern.url}/users/sign_up`);

    // Sign-up, with the messages of spec/002 §5 as the person types.
    const username = page.getByLabel('Username', { exact: true });
    await username.fill('a');
    await page.getByText('At least 2 characters').waitFor();
    await username.fill('taken-one');
    await page.getByText("That one's already taken :(").waitFor();
    await username.fill('taken-two');
    await page.getByText("Sorry, that's taken too").waitFor();
    await username.fill('New-Person');
    expect(await username.inputValue()).toBe(USERNAME);
    await page.getByText("Sorry, that's taken too").waitFor({ state: 'detached' });

    await page.getByLabel('E-mail').fill(EMAIL);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await page.getByText('At least 6 characters').waitFor();
    await password.fill(PASSWORD);
    await page.getByText('At least 6 characters').waitFor({ state: 'detached' });

    const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
    expect(await signUp.isDisabled()).toBe(true);
    await page.getByText('Please agree to the Terms of Service and Privacy policy before proceeding.').waitFor();
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy policy' }).check();
    await signUp.click();
    await page.waitForURL(`${lectern.url}/${USERNAME}`);

    // The profile dropdown, by keyboard: Enter opens it on its first entry, Escape closes it.
    const menuButton = page.getByRole('banner').getByRole('button', { name: USERNAME });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect
      .poll(() => menu.getByRole('menuitem', { name: 'Profile' }).evaluate((item) => item === document.activeElement))
      .toBe(true);
    // Someone in no team is offered to create one, under Profile.
    await menu.getByRole('menuitem', { name: 'Create a team' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Create a team');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Sign out from the dropdown, then sign in again.
    await menuButton.click();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Profile',
      'Create a team',
      'Settings',
      'Upgrade',
      'Sign out',
    ]);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${lectern.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`${lectern.url}/users/sign_in`);
    await signIn(page);
    await menuButton.waitFor();

    // The session ends on the server behind the page's back; the next check (60 s) finds it lost.
    const sameBrowser = await ApiSession.of(browser.context, lectern.url);
    expect((await sameBrowser.call('DELETE', '/api/v1/session')).status).toBe(204);
    await page.clock.fastForward('01:01');
    const popup = page.getByRole('dialog', { name: 'Session expired' });
    await popup.waitFor();
    expect((await popup.boundingBox())?.width).toBe(500);

    // Ignore closes it until the next check finds the session lost again.
    await popup.getByRole('button', { name: 'Ignore' }).click();
    await popup.waitFor({ state: 'hidden' });
    await page.clock.fastForward('01:01');
    await popup.waitFor();

    // Its sign-in link opens another tab; signing in there closes the popup here at once.
    const [otherTab] = await Promise.all([
      browser.context.waitForEvent('page'),
      popup.getByRole('link', { name: /Sign in/ }).click(),
    ]);
    const otherProblems = collectPageProblems(otherTab);
    await otherTab.waitForURL(`${lectern.url}/users/sign_in`);
    await signIn(otherTab);
    await popup.waitFor({ state: 'hidden' });

    // The page carries on in the new session: its next change (signing out) fetches the new CSRF token.
    const freshToken = page.waitForResponse((response) => response.url() === `${lectern.url}/api/v1/csrf`);
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    expect((await freshToken).status()).toBe(200);
    await page.waitForURL(`${lectern.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();

    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
  });

  it('offers no sign-in provider when none is set up: no provider button nor section title on sign-in, sign-up or account edit', async () => {
    const plainBrowser = await launchBrowser();
    try {
      const page = await plainBrowser.newPage();
      const problems = collectPageProblems(page);
      const expectNoProviders = async () => {
        expect(await page.getByRole('button', { name: /^(Continue with|Link) / }).count()).toBe(0);
        for (const title of PROVIDER_SECTION_TITLES)
          expect(await page.getByText(title, { exact: true }).count()).toBe(0);
      };
      await page.goto(lectern.url);
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('Username or e-mail').waitFor();
      await expectNoProviders();

      await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
      await page.waitForURL(`${lectern.url}/users/sign_up`);
      await page.getByLabel('E-mail', { exact: true }).waitFor();
      await expectNoProviders();
      await page.getByLabel('Username', { exact: true }).fill('no-provider-person');
      await page.getByLabel('E-mail', { exact: true }).fill('no-provider-person@example.com');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy policy' }).check();
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.waitForURL(`${lectern.url}/no-provider-person`);

      await page.getByRole('banner').getByRole('button', { name: 'no-provider-person' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Settings' }).click();
      await page.waitForURL(`${lectern.url}/users/edit`);
      await page.getByLabel('E-mail', { exact: true }).waitFor();
      await expectNoProviders();
      expect(problems).toEqual([]);
    } finally {
      await plainBrowser.close();
    }
  });
});
