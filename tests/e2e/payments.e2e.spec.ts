import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startStripeDouble, type StripeDouble } from '@lectern/testing/stripe-double';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { createDeck, signIn, signUp, type CreatedDeck } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-payments';
const PAYER = `payer-${Date.now().toString(36)}`;

/**
 * Paying for a plan in a real Chromium against a local stand-in of the payment provider (its API
 * and its card script): a free person finds Pricing in the header, upgrades to Pro with a card
 * (a mistyped number first), makes a deck private, moves to yearly, replaces the card, cancels through the survey
 * and stays Pro, reactivates; once cancelled again the period's end brings them back to free.
 */
describe('paying for a plan', () => {
  let provider: StripeDouble;
  let lectern: TestLectern;
  let browser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;
  let deck: CreatedDeck;
  let problems: string[];
  const violations: string[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    provider = await startStripeDouble();
    lectern = await startOwnLectern({ environment: provider.environment() });
    api = await signUp(lectern.url, PAYER, PASSWORD);
    deck = await createDeck(api, { title: 'Board update', visibility: 'all' });
    browser = await launchBrowser();
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, PAYER, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    await provider?.close();
  });

  const notice = (text: string) =>
    page.getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true }).first();
  const fact = (term: string) =>
    page
      .locator('.billing__facts > div', { has: page.locator('dt', { hasText: term }) })
      .locator('dd')
      .first();
  async function shoot(name: string) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    violations.push(...(await seriousAccessibilityViolations(page)).map((v) => `${name}: ${v}`));
  }

  it('opens Pricing from the header and upgrades to Pro with a card', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await page.getByText('Pay by card, monthly or yearly', { exact: false }).waitFor();
    await shoot('pricing');
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(/\/account\/upgrade\?plan=pro&period=monthly$/);
    const pay = page.getByRole('button', { name: 'Upgrade to Pro' });
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiration date MM / YY').fill('12 / 40');
    await page.getByLabel('CVC').fill('123');
    await pay.click();
    // The provider's own message, and the button ready again.
    await notice('Your card number is incorrect.').waitFor();
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await shoot('upgrade-card-error');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await notice('You are now on the Pro plan').waitFor();
    await page.waitForURL(`${lectern.url}/account/billing`);
    await expect.poll(() => fact('Status').textContent()).toBe('Active');
    expect(await fact('Plan').innerText()).toMatch(/^Pro\s+Active$/);
    expect(await fact('Card').textContent()).toBe('•••• 4242');
    await page.getByRole('cell', { name: '$10.00', exact: true }).waitFor();
    const receipts = page.getByRole('checkbox', { name: 'E-mail me a receipt for each payment' });
    expect(await receipts.isChecked()).toBe(true);
    await receipts.uncheck();
    await notice('You will no longer get receipts by e-mail').waitFor();
    expect(await receipts.isChecked()).toBe(false);
    await shoot('billing-pro');
  });

  it('lets the new Pro make a deck private', async () => {
    await page.goto(`${lectern.url}/${PAYER}/${deck.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Board update' }).waitFor();
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('radio', { name: /Private/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await notice('Deck is now private').waitFor();
  });

  it('switches to yearly', async () => {
    await page.goto(`${lectern.url}/account/billing`);
    await page.getByRole('link', { name: 'Change billing period' }).click();
    await page.getByRole('radio', { name: 'Yearly' }).check();
    await shoot('billing-period');
    await page.getByRole('button', { name: 'Change billing period' }).click();
    await notice('Your billing period was changed').waitFor();
    await page.waitForURL(`${lectern.url}/account/billing`);
    await expect.poll(() => fact('Billing period').textContent()).toBe('Yearly');
  });

  it('replaces the card', async () => {
    await page.getByRole('link', { name: 'Update card' }).click();
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByLabel('Expiration date MM / YY').fill('10 / 41');
    await page.getByLabel('CVC').fill('321');
    await shoot('update-card');
    await page.getByRole('button', { name: 'Update card' }).click();
    await notice('Your card was updated').waitFor();
    await page.waitForURL(`${lectern.url}/account/billing`);
    await expect.poll(() => fact('Card').textContent()).toBe('•••• 4444');
  });

  it('cancels through the survey and stays Pro until the period ends, then reactivates', async () => {
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const survey = page.getByRole('dialog', { name: 'Cancel your subscription' });
    const notes = survey.getByLabel('Anything else you would like to tell us?');
    expect(await notes.count()).toBe(0);
    const reasons = await survey
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent?.trim()));
    expect(reasons.slice(3)).toEqual(['It is missing features I need', 'Other']);
    await survey.getByRole('radio', { name: 'Other' }).check();
    await notes.fill('  Moving to another tool  ');
    await shoot('cancellation-survey');
    await survey.getByRole('button', { name: 'Cancel subscription' }).click();
    await notice('Subscription canceled').waitFor();
    // Both cards show the new state without the page being reloaded: the plan stays Pro, cancelled
    // but available until the period's end (spec/002 §4), no longer 'Active'.
    await expect.poll(() => fact('Status').textContent()).toMatch(/^Cancelled, available until \d\d-\d\d-\d{4}$/);
    const until = (await fact('Status').textContent())!;
    await expect.poll(async () => (await fact('Plan').innerText()).replace(/\s+/g, ' ')).toBe(`Pro ${until}`);
    const cancellation = provider.requests.findLast((r) => r.form.cancel_at_period_end !== undefined);
    expect(cancellation?.form.cancel_at_period_end).toBe('true');
    await shoot('billing-cancelled');

    await page.getByRole('button', { name: 'Reactivate subscription' }).click();
    await notice('Subscription reactivated!').waitFor();
    await expect.poll(() => fact('Status').textContent()).toBe('Active');
    await expect.poll(() => fact('Plan').innerText()).toMatch(/^Pro\s+Active$/);
    await shoot('billing-reactivated');
  });

  it('goes back to free when a cancelled subscription reaches its period end', async () => {
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const survey = page.getByRole('dialog', { name: 'Cancel your subscription' });
    await survey.getByRole('radio', { name: 'I prefer a desktop app' }).check();
    await survey.getByRole('button', { name: 'Cancel subscription' }).click();
    // The notice of the first cancellation may still show: the status says this one was answered.
    await expect.poll(() => fact('Status').textContent()).toMatch(/^Cancelled, available until/);
    const [subscription] = [...provider.subscriptions.values()];
    const delivered = provider.events.length;
    provider.endPeriod(subscription!.id);
    expect(await provider.deliver(`${lectern.url}/api/v1/billing/webhooks`, delivered)).toEqual([200]);
    await expect
      .poll(
        async () => {
          await page.reload();
          return fact('Plan').textContent();
        },
        { timeout: 20_000 },
      )
      .toContain('Free');
    await page.getByText('You have no subscription.').waitFor();
    await shoot('billing-ended');
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
  });
});
