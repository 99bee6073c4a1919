import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cookie, Locator, Page } from 'playwright-core';
import { startFakeTurnstile } from '@lectern/testing';
import { startTestOidcProvider, type TestOidcProvider } from '@lectern/testing/oidc-provider';
import { seriousViolationsIn } from './support/accessibility.js';
import { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Sign-in with OpenID Connect providers, against two real providers (oidc-provider on loopback)
 * configured as an operator configures them (OIDC_* variables), and the bot check of the password
 * forms (a local Turnstile speaking its formats): every journey starts from the home page.
 */
describe('sign-in with providers', () => {
  let testId: TestOidcProvider;
  let otherId: TestOidcProvider;
  let turnstile: Awaited<ReturnType<typeof startFakeTurnstile>>;
  let lectern: TestLectern;
  const browsers: LaunchedBrowser[] = [];

  beforeAll(async () => {
    testId = await startTestOidcProvider({ name: 'Test ID' });
    otherId = await startTestOidcProvider({ name: 'Other ID' });
    turnstile = await startFakeTurnstile({ secretKey: 'turnstile-secret' });
    lectern = await startOwnLectern({
      environment: {
        OIDC_PROVIDERS: 'testid,otherid',
        ...testId.environment('testid'),
        ...otherId.environment('otherid'),
      },
      turnstile: {
        siteKey: 'site-key',
        secretKey: 'turnstile-secret',
        verifyUrl: turnstile.verifyUrl,
        scriptUrl: turnstile.scriptUrl,
      },
    });
    testId.allowRedirect(`${lectern.url}/api/v1/auth/providers/testid/callback`);
    otherId.allowRedirect(`${lectern.url}/api/v1/auth/providers/otherid/callback`);
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await lectern?.stop();
    await Promise.all([testId?.stop(), otherId?.stop(), turnstile?.stop()]);
  });

  async function newPage(): Promise<Page> {
    const browser = await launchBrowser();
    browsers.push(browser);
    return browser.newPage();
  }

  async function screenshot(page: Page, name: string) {
    if (!SCREENSHOTS) return;
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  /** The provider's own sign-in page: the person types their login there. */
  async function signInAt(page: Page, provider: TestOidcProvider, login: string) {
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByRole('heading', { name: `Sign in to ${provider.name}` }).waitFor();
    await page.getByLabel('Login').fill(login);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  async function fromHomeTo(page: Page, link: 'Sign in' | 'Sign up') {
    await page.goto(lectern.url);
    await page.getByRole('banner').getByRole('link', { name: link }).click();
  }

  const accountMenu = (page: Page, username: string) =>
    page.getByRole('banner').getByRole('button', { name: username });

  /** The address the provider sends the browser back to Lectern with (its `code` and `state`), once it does. */
  function wayBackFrom(page: Page, providerId: string): Promise<string> {
    const callback = `${lectern.url}/api/v1/auth/providers/${providerId}/callback?`;
    return page.waitForRequest((request) => request.url().startsWith(callback)).then((request) => request.url());
  }

  /** The cookie of the provider sign-in a browser has under way (its state and nonce). */
  async function flowCookieOf(page: Page): Promise<Cookie> {
    const cookies = await page.context().cookies(lectern.url);
    const flow = cookies.find((cookie) => cookie.name.endsWith('lectern_provider_flow'));
    if (!flow) throw new Error('No provider sign-in under way in this browser');
    return flow;
  }

  /** An expandable section of an account screen: clicking its title folds it away and back, and so does Enter. */
  async function expectFoldable(page: Page, title: string, content: Locator) {
    const summary = page.getByText(title, { exact: true });
    await summary.waitFor();
    await content.waitFor();
    await summary.click();
    await content.waitFor({ state: 'hidden' });
    await summary.click();
    await content.waitFor();
    await summary.press('Enter');
    await content.waitFor({ state: 'hidden' });
    await summary.press('Enter');
    await content.waitFor();
  }

  it('signs a new person up through a provider with the username they typed, and signs them in again later', async () => {
    testId.addAccount({ login: 'ines', email: 'ines@example.com', emailVerified: true, name: 'Inès Duarte' });
    const page = await newPage();
    const problems = collectPageProblems(page);
    await fromHomeTo(page, 'Sign up');
    await page.waitForURL(`${lectern.url}/users/sign_up`);
    const continueWithTestId = page.getByRole('button', { name: 'Continue with Test ID' });
    await continueWithTestId.waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Other ID' }).isDisabled()).toBe(true);
    expect(await continueWithTestId.isDisabled()).toBe(true);
    // The sections: the e-mail and password one can be folded away.
    const passwordSection = page.getByText('Sign up with an e-mail and password');
    await passwordSection.click();
    await page.getByLabel('E-mail').waitFor({ state: 'hidden' });
    await page.getByLabel('Verify you are human').waitFor();
    await screenshot(page, 'sign-up-with-providers');
    expect(await seriousViolationsIn(page, 'sign-up with providers')).toEqual([]);

    await page.getByLabel('Username', { exact: true }).fill('Ines-Decks');
    await page.getByRole('checkbox', { name: 'Send me the Lectern newsletter' }).check();
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy policy' }).check();
    await continueWithTestId.click();
    await signInAt(page, testId, 'ines');
    await page.waitForURL(`${lectern.url}/ines-decks`);
    await accountMenu(page, 'ines-decks').waitFor();

    // Another day, another browser: the provider signs them in.
    const later = await newPage();
    await fromHomeTo(later, 'Sign in');
    await expectFoldable(later, 'Sign in with a password', later.getByLabel('Username or e-mail'));
    await later.getByRole('button', { name: 'Continue with Test ID' }).click();
    const wayBack = wayBackFrom(later, 'testid');
    await later.waitForURL((url) => url.origin === testId.issuer);
    const flowCookie = await flowCookieOf(later);
    await signInAt(later, testId, 'ines');
    await later.waitForURL(`${lectern.url}/ines-decks`);
    await accountMenu(later, 'ines-decks').waitFor();
    expect(problems).toEqual([]);

    // That way back, loaded again in another browser with the sign-in's cookie copied along, signs
    // no one in: its state was spent.
    const callback = new URL(await wayBack);
    expect([callback.searchParams.has('code'), callback.searchParams.has('state')]).toEqual([true, true]);
    const redeemed = testId.tokenRequests();
    const replaying = await newPage();
    await replaying.context().addCookies([flowCookie]);
    await replaying.goto(callback.href);
    await replaying.waitForURL(`${lectern.url}/users/sign_in?auth_error=failed&provider=testid`);
    await replaying.getByRole('alert').getByText('Signing in with Test ID did not work. Please try again.').waitFor();
    await replaying.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await accountMenu(replaying, 'ines-decks').count()).toBe(0);
    expect(testId.tokenRequests()).toBe(redeemed);
  });

  it("links a provider to the account of the person's verified address once its password is given", async () => {
    const api = new ApiSession(lectern.url);
    const signedUp = await api.call('POST', '/api/v1/users', {
      user: { username: 'jonas', email: 'jonas@example.com', password: PASSWORD },
      bot_check_token: turnstile.issueToken(),
    });
    expect(signedUp.status).toBe(201);
    testId.addAccount({ login: 'jonas-at-test', email: 'Jonas@example.com', emailVerified: true });
    const page = await newPage();
    await fromHomeTo(page, 'Sign in');
    await page.getByRole('button', { name: 'Continue with Test ID' }).click();
    await signInAt(page, testId, 'jonas-at-test');
    await page.waitForURL(`${lectern.url}/users/auth/link`);
    await page.getByText('You have a Lectern account already: jonas, with the e-mail jonas@example.com.').waitFor();
    await screenshot(page, 'link-account');
    expect(await seriousViolationsIn(page, 'link account')).toEqual([]);
    const password = page.getByLabel('Password of jonas');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Link Test ID' }).click();
    await page.getByText('That is not your current password').waitFor();
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Link Test ID' }).click();
    await page.waitForURL(`${lectern.url}/jonas`);

    // Account edit lists it, and links the other provider the same way.
    await accountMenu(page, 'jonas').click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(`${lectern.url}/users/edit`);
    const services = page.getByRole('list', { name: 'Linked sign-in services' });
    await services.getByText('Jonas@example.com').waitFor();
    expect(await services.getByRole('listitem').allTextContents()).toEqual(['Test ID Jonas@example.com']);
    await screenshot(page, 'account-edit-services');
    await expectFoldable(page, 'E-mail and password', page.getByLabel('E-mail', { exact: true }));
    await expectFoldable(page, 'Sign-in services', services);
    expect(await seriousViolationsIn(page, 'account edit with services')).toEqual([]);
    otherId.addAccount({ login: 'jonas-other', email: 'jonas.b@other.example', emailVerified: true });
    await page.getByRole('button', { name: 'Link Other ID' }).click();
    await signInAt(page, otherId, 'jonas-other');
    await page.getByText('Enter your password to sign in with Other ID from now on.').waitFor();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Link Other ID' }).click();
    await page.waitForURL(`${lectern.url}/users/edit`);
    await services.getByText('jonas.b@other.example').waitFor();
    expect(await services.getByRole('listitem').allTextContents()).toEqual([
      'Test ID Jonas@example.com',
      'Other ID jonas.b@other.example',
    ]);
    expect(await page.getByRole('button', { name: /^Link / }).count()).toBe(0);
  });

  it('refuses an address the provider has not verified, and says so on the sign-up page', async () => {
    testId.addAccount({ login: 'kai', email: 'kai@example.com', emailVerified: false });
    const page = await newPage();
    await fromHomeTo(page, 'Sign up');
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy policy' }).check();
    await page.getByRole('button', { name: 'Continue with Test ID' }).click();
    await signInAt(page, testId, 'kai');
    await page.waitForURL(`${lectern.url}/users/sign_up?auth_error=unverified_email&provider=testid`);
    await page
      .getByRole('alert')
      .getByText(
        'Test ID has not verified your e-mail address, so it cannot sign you in here. Verify your address with Test ID first, or sign up with a password.',
      )
      .waitFor();
    await screenshot(page, 'sign-up-unverified-email');
    expect((await new ApiSession(lectern.url).call('GET', '/api/v1/users/lookup?username=kai')).status).toBe(404);
  });

  it('asks the bot check before a password sign-up and a password sign-in', async () => {
    const page = await newPage();
    const problems = collectPageProblems(page);
    await fromHomeTo(page, 'Sign up');
    await page.getByLabel('Username', { exact: true }).fill('lena');
    await page.getByLabel('E-mail', { exact: true }).fill('lena@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'Send me the Lectern newsletter' }).check();
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy policy' }).check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText('Please confirm that you are not a robot.').waitFor();
    await page.getByLabel('Verify you are human').check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(`${lectern.url}/lena`);

    const again = await newPage();
    const againProblems = collectPageProblems(again);
    await fromHomeTo(again, 'Sign in');
    await again.getByLabel('Username or e-mail').fill('lena');
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.getByText('Please confirm that you are not a robot.').waitFor();
    await screenshot(again, 'sign-in-with-providers');
    expect(await seriousViolationsIn(again, 'sign-in with providers')).toEqual([]);
    await again.getByLabel('Verify you are human').check();
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.waitForURL(`${lectern.url}/lena`);
    expect(turnstile.verifications.at(-1)?.secret).toBe('turnstile-secret');
    expect([...problems, ...againProblems]).toEqual([]);
  });
});
