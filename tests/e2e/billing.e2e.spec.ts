import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { ApiSession } from './support/api-session.js';
import { signIn, signUp } from './support/accounts.js';
import { collectPageProblems, launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from './support/browser.js';
import { startLectern, type TestLectern } from './support/server.js';
import { startTeamLectern, type TeamLectern } from './support/team-lectern.js';

const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-billing';
const LOAD_FAILED = 'An error occured while fetching your billing details, please try again';
const run = Date.now().toString(36);
const name = (who: string) => `bill-${who}-${run}`;

/**
 * The billing page on a server without a payment provider: a team's owner finds it in the profile
 * menu and reads the team's plan and seat price, and keeps business details; a member is told who
 * handles it; a person on a plan the administrator set reads theirs; a failed load can be retried.
 */
describe('billing page', () => {
  let teams: TeamLectern;
  let lectern: TestLectern;
  const browsers: LaunchedBrowser[] = [];

  beforeAll(async () => {
    [teams, lectern] = await Promise.all([startTeamLectern(), startLectern()]);
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await teams?.stop();
    await lectern?.stop();
  });

  async function person(): Promise<Page> {
    const browser = await launchBrowser();
    browsers.push(browser);
    return browser.newPage();
  }

  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const fact = (page: Page, term: string) =>
    page.locator('.billing__facts > div', { has: page.locator('dt', { hasText: term }) }).locator('dd');
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

  it('shows a team owner the team plan from the menu, and keeps the business details they save', async () => {
    // The API from outside the browser, on the app's loopback address.
    const api = teams.url.replace('localhost', '127.0.0.1');
    const owner = new ApiSession(api);
    await owner.succeed('POST', '/api/v1/teams', {
      team: { name: `Bill Works ${run}`, slug: name('works') },
      user: { username: name('owner'), email: `${name('owner')}@example.com`, password: PASSWORD },
      subscription: { billing_period: 'yearly' },
    });
    const { invitation } = (await owner.succeed('POST', '/api/v1/team/invitations', {
      invitation: { email: `${name('member')}@example.com` },
    })) as { invitation: { invitation_url: string } };
    const token = invitation.invitation_url.split('/invitations/')[1]!;
    await new ApiSession(api).succeed('POST', `/api/v1/invitations/${token}`, {
      user: { username: name('member'), password: PASSWORD },
    });

    const page = await person();
    const problems = collectPageProblems(page);
    await signIn(page, teams.url, name('owner'), PASSWORD);
    await page.getByRole('button', { name: name('owner') }).click();
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    await page.waitForURL(`${teams.url}/account/billing`);
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Subscription' }).waitFor();
    expect(await fact(page, 'Plan').innerText()).toMatch(/^Team\s+Trial$/);
    expect(await fact(page, 'Billing period').innerText()).toBe('Yearly');
    expect(await fact(page, 'Cost per user').innerText()).toBe('$120 per user per year');
    expect(await fact(page, 'Members').innerText()).toBe('2 members');
    await page.getByText('Payments are handled by the administrator of this server').waitFor();
    await page.getByText('You have no payment history.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/team-owner.png`, fullPage: true });

    // The save button comes with a change and goes once it is saved.
    const address = page.getByLabel('Address');
    await address.fill(`Bill Works Ltd\n1 Main Street\nLeeds LS1 4AP`);
    await page.getByLabel('VAT ID').fill('GB123456789');
    expect(await address.getAttribute('maxlength')).toBe('300');
    expect(await page.getByLabel('VAT ID').getAttribute('maxlength')).toBe('50');
    await page.screenshot({ path: `${SHOTS}/team-owner-editing.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Business details saved');
    await page.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Business details');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/team-owner-saved.png`, fullPage: true });

    await page.reload();
    await page.getByRole('heading', { name: 'Subscription' }).waitFor();
    expect(await address.inputValue()).toBe('Bill Works Ltd\n1 Main Street\nLeeds LS1 4AP');
    expect(await page.getByLabel('VAT ID').inputValue()).toBe('GB123456789');
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

    // A member of the team is told who manages its billing.
    const member = await person();
    await signIn(member, teams.url, name('member'), PASSWORD);
    await member.goto(`${teams.url}/account/billing`);
    await member.getByText('Your team’s billing is managed by its owner and admins.').waitFor();
    expect(await member.getByRole('heading', { name: 'Subscription' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows a person on a plan the administrator set their plan, and business details to fill', async () => {
    await signUp(lectern.url, name('pro'), PASSWORD);
    await lectern.admin.setPlan(name('pro'), 'pro');
    const page = await person();
    const problems = collectPageProblems(page);
    await signIn(page, lectern.url, name('pro'), PASSWORD);
    // Billed by hand: the menu offers neither Billing nor Upgrade, but the page is theirs.
    await page.getByRole('button', { name: name('pro') }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /Billing|Upgrade/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${lectern.url}/account/billing`);
    await page.getByRole('heading', { name: 'Subscription' }).waitFor();
    expect(await fact(page, 'Plan').innerText()).toMatch(/^Pro\s+Active$/);
    expect(await fact(page, 'Billing period').count()).toBe(0);
    expect(await fact(page, 'Cost per user').count()).toBe(0);
    await page.getByText('Your plan was set by the administrator of this server.').waitFor();
    await page.getByText('You have no payment history.').waitFor();
    await page.getByRole('heading', { name: 'Business details' }).waitFor();
    expect(await page.getByLabel('Address').inputValue()).toBe('');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/pro.png`, fullPage: true });
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.screenshot({ path: `${SHOTS}/pro-phone.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  it('says when the billing details could not be fetched, and fetches them again on request', async () => {
    await signUp(lectern.url, name('free'), PASSWORD);
    const page = await person();
    await signIn(page, lectern.url, name('free'), PASSWORD);
    const failing = '**/api/v1/account/subscription.json';
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Internal server error' } }),
      }),
    );
    await page.goto(`${lectern.url}/account/billing`);
    const failure = page.locator('main').getByRole('alert').filter({ hasText: LOAD_FAILED });
    await failure.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/load-failed.png`, fullPage: true });

    await page.unroute(failing);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Subscription' }).waitFor();
    expect(await fact(page, 'Plan').innerText()).toBe('Free');
    await page.getByText('You have no subscription.').waitFor();
    expect(await page.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/account/upgrade');
    await page.screenshot({ path: `${SHOTS}/free.png`, fullPage: true });

    // Signed out, the page asks for a sign-in first.
    const visitor = await person();
    await visitor.goto(`${lectern.url}/account/billing`);
    await visitor.waitForURL(/\/users\/sign_in\?redirect=/);
  });
});
