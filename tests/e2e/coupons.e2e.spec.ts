import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startStripeDouble, type StripeDouble } from '@lectern/testing/stripe-double';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { signIn, signUp } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-coupons';
const BUYER = `bargain-${Date.now().toString(36)}`;

/**
 * A coupon on the upgrade page, in a real Chromium against a local stand-in of the payment
 * provider: a code the provider does not take is refused with its message and the button is ready
 * again; a good one is redeemed, and the billing page shows its code and share off every charge.
 */
describe('upgrading with a coupon', () => {
  let provider: StripeDouble;
  let lectern: TestLectern;
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    provider = await startStripeDouble();
    lectern = await startOwnLectern({ environment: provider.environment() });
    await signUp(lectern.url, BUYER, PASSWORD);
    browser = await launchBrowser();
    page = await browser.newPage();
    await signIn(page, lectern.url, BUYER, PASSWORD);
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
      .locator('.billing__facts > div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd')
      .first();

  it('refuses a coupon the provider does not take, then redeems one and shows its share off', async () => {
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}/pricing`);
    await page.getByRole('link', { name: 'Upgrade to Lite' }).click();
    await page.waitForURL(/\/account\/upgrade\?plan=lite&period=monthly$/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date MM / YY').fill('12 / 40');
    await page.getByLabel('CVC').fill('123');
    const coupon = page.getByLabel('Coupon code (optional)');
    await coupon.fill('LAUNCH50');
    const pay = page.getByRole('button', { name: 'Upgrade to Lite' });
    await pay.click();
    await notice('The coupon code LAUNCH50 is not valid').waitFor();
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/upgrade-coupon-refused.png`, fullPage: true });

    await coupon.fill(' spring20 ');
    await pay.click();
    await notice('You are now on the Lite plan').waitFor();
    await page.waitForURL(`${lectern.url}/account/billing`);
    await expect.poll(() => fact('Coupon').textContent()).toBe('SPRING20: 20% off');
    // Lite is $5.00 a month: 20 % off the first charge and the next.
    await page.getByRole('cell', { name: '$4.00', exact: true }).waitFor();
    expect(await fact('Next charge').innerText()).toMatch(/^\d\d-\d\d-\d{4}, \$4\.00$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/billing-coupon.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
});
