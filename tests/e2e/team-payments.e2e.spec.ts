import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CurrentUser } from '@lectern/contracts';
import { startStripeDouble, type StripeDouble } from '@lectern/testing/stripe-double';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startOwnTeamLectern, type TeamLectern } from './support/team-lectern.js';

const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-team-payments';
const run = Date.now().toString(36);
const name = (who: string) => `${who}-${run}`;

/**
 * A team paying per seat, in a real Chromium against a local stand-in of the payment provider: the
 * owner signs the team up from Pricing with a card, the billing page shows the seats and what each
 * costs, and a member who joins changes the quantity the provider bills (decision 0053); once the
 * subscription ends the team's plan goes, and its owner reactivates it with a card (decision 0069).
 */
describe('a team paying per seat', () => {
  let provider: StripeDouble;
  let lectern: TeamLectern;
  const browsers: LaunchedBrowser[] = [];
  let owner: Page;
  let problems: string[];
  const slug = name('seats');
  let teamUrl: string;
  const violations: string[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    provider = await startStripeDouble();
    lectern = await startOwnTeamLectern({ environment: provider.environment() });
    teamUrl = lectern.url.replace('localhost', `${slug}.localhost`);
    owner = await person();
    problems = collectPageProblems(owner);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await lectern?.stop();
    await provider?.close();
  });

  async function person(): Promise<Page> {
    const browser = await launchBrowser();
    browsers.push(browser);
    return browser.newPage();
  }

  const fact = (term: string) =>
    owner
      .locator('.billing__facts > div', { has: owner.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd')
      .first();
  const quantity = () => [...provider.subscriptions.values()][0]?.items.data[0]?.quantity;
  async function shoot(name: string) {
    await owner.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    violations.push(...(await seriousAccessibilityViolations(owner)).map((v) => `${name}: ${v}`));
  }
  /** The billing page once the provider has answered, read again until `term` says `text`. */
  async function billingSays(term: string, text: string | RegExp) {
    await expect
      .poll(
        async () => {
          await owner.goto(`${teamUrl}/account/billing`);
          await owner.getByRole('heading', { level: 2, name: 'Subscription' }).waitFor();
          return (await fact(term).count()) > 0 ? fact(term).innerText() : '';
        },
        { timeout: 20_000 },
      )
      .toMatch(text);
  }

  it('signs the team up from Pricing with a card', async () => {
    await owner.goto(lectern.url);
    await owner.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await owner.getByText('A team pays per seat, one for each active member.', { exact: false }).waitFor();
    await owner.getByRole('listitem', { name: 'Team' }).getByRole('link', { name: 'Create a team' }).click();
    await owner.waitForURL(`${lectern.url}/teams/new?period=monthly`);
    await owner.getByLabel('Team name').fill(`Seats ${run}`);
    await expect.poll(() => owner.getByLabel('Team address').inputValue()).toBe(slug);
    await owner.getByLabel('Your username').fill(name('owner'));
    await owner.getByLabel('Your e-mail').fill(`${name('owner')}@example.com`);
    await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await owner.getByText('Your team pays per seat', { exact: false }).waitFor();
    await owner.getByLabel('Card number').fill('4242 4242 4242 4242');
    await owner.getByLabel('Expiration date MM / YY').fill('12 / 40');
    await owner.getByLabel('CVC').fill('123');
    await shoot('sign-up');
    await owner.getByRole('button', { name: 'Create team' }).click();
    await owner.waitForURL(`${teamUrl}/edit`);
    await owner.getByRole('heading', { name: 'Team settings' }).waitFor();
  });

  it("shows the billing page the owner's seat, what each costs, and its charge", async () => {
    await billingSays('Seats', '1 seat, one per active member');
    expect(await fact('Plan').innerText()).toMatch(/^Team\s+Trial$/);
    expect(await fact('Cost per user').innerText()).toBe('$12 per user per month');
    expect(await fact('Members').innerText()).toBe('1 member');
    expect(await fact('Free invites remaining').innerText()).toBe('None');
    expect(await fact('Status').innerText()).toBe('Trial');
    expect(await fact('Next charge').innerText()).toMatch(/^\d\d-\d\d-\d{4}, \$12\.00$/);
    await owner.getByRole('cell', { name: '$12.00', exact: true }).waitFor();
    expect(quantity()).toBe(1);
    await shoot('billing-one-seat');
  });

  it('bills a second seat once a member joins', async () => {
    const email = `${name('mia')}@example.com`;
    await owner.goto(`${teamUrl}/edit`);
    await owner.getByRole('navigation', { name: 'Team' }).getByRole('link', { name: 'Invitations' }).click();
    await owner.getByLabel('E-mail address').fill(email);
    await owner.getByRole('button', { name: 'Send invite' }).click();
    await owner.getByText('Invite sent!', { exact: true }).first().waitFor();

    await expect.poll(() => lectern.mails.some((mail) => mail.to.includes(email)), { timeout: 10_000 }).toBe(true);
    const raw = lectern.mails
      .findLast((mail) => mail.to.includes(email))!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const member = await person();
    await member.goto(raw.match(/http:\/\/localhost:\d+\/invitations\/[A-Za-z0-9_-]+/)![0]);
    await member.getByLabel('Username').fill(name('mia'));
    await member.getByLabel('Password').fill(PASSWORD);
    await member.getByRole('button', { name: 'Join the team' }).click();
    await member.waitForURL(`${teamUrl}/team`);

    // The provider bills what the team's active members fill.
    await expect.poll(quantity, { timeout: 20_000 }).toBe(2);
    await billingSays('Seats', '2 seats, one per active member');
    expect(await fact('Members').innerText()).toBe('2 members');
    expect(await fact('Cost per user').innerText()).toBe('$12 per user per month');
    expect(await fact('Next charge').innerText()).toMatch(/, \$24\.00$/);
    // The second seat is charged at once for what is left of the period (all of it, to the cent).
    await expect.poll(() => owner.getByRole('cell', { name: '$12.00', exact: true }).count()).toBe(2);
    await shoot('billing-two-seats');
  });

  it("takes the team's plan away once its subscription ends, and reactivates it from the billing page", async () => {
    // The owner's session on the app's address, where an active manager's billing is the team's.
    const api = await ApiSession.of(owner.context(), lectern.url);
    // Cancelled, then ended by the provider at the period's end (already, when this is a retry).
    const live = [...provider.subscriptions.values()].findLast((made) => made.status !== 'canceled');
    if (live) {
      await api.succeed('DELETE', '/api/v1/subscriptions', { reason_code: 1 });
      await expect.poll(() => live.cancel_at_period_end, { timeout: 20_000 }).toBe(true);
      const from = provider.events.length;
      provider.endPeriod(live.id);
      expect(await provider.deliver(`${lectern.url}/api/v1/billing/webhooks`, from)).toEqual([200]);
    }

    const ended = owner.getByRole('heading', { name: 'Your team’s subscription has ended' });
    await expect
      .poll(
        async () => {
          await owner.goto(`${teamUrl}/account/billing`);
          await owner.getByRole('heading', { level: 2, name: 'Subscription', exact: true }).waitFor();
          return ended.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const status = (await api.succeed('GET', '/api/v1/status')) as { user: CurrentUser };
    expect(status.user.membership).toMatchObject({ role: 'owner', activated: true, team_paid: false });
    // No longer a trial: the plan is named without a state.
    expect(await fact('Plan').innerText()).toBe('Team');
    await owner.getByLabel('Card number').fill('4242 4242 4242 4242');
    await owner.getByLabel('Expiration date MM / YY').fill('12 / 40');
    await owner.getByLabel('CVC').fill('123');
    await shoot('billing-team-ended');
    await owner.getByRole('button', { name: 'Reactivate subscription' }).click();
    await owner.getByText('Subscription reactivated!', { exact: true }).first().waitFor();
    await expect.poll(() => fact('Status').count()).toBe(1);
    expect(await fact('Status').innerText()).toBe('Trial');
    expect(await ended.count()).toBe(0);
    const again = (await api.succeed('GET', '/api/v1/status')) as { user: CurrentUser };
    expect(again.user.membership?.team_paid).toBe(true);
    await shoot('billing-team-reactivated');
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
  });
});
