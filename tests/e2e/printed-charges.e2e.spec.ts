import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CustomerResponse } from '@lectern/contracts';
import { waitUntil } from '@lectern/testing';
import { startStripeDouble, type StripeDouble } from '@lectern/testing/stripe-double';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { signIn, signUp } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-printed-charges';
const PAYER = `printer-${Date.now().toString(36)}`;

/**
 * A charge's invoice and receipt, printed from the billing page in a real Chromium: each button
 * posts a form with the anti-forgery token and opens a printable page of the charge, its amount
 * in dollars from cents and its date as DD-MM-YYYY.
 */
describe('printing an invoice and a receipt', () => {
  let provider: StripeDouble;
  let lectern: TestLectern;
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    provider = await startStripeDouble();
    lectern = await startOwnLectern({ environment: provider.environment() });
    const api = await signUp(lectern.url, PAYER, PASSWORD);
    await api.succeed('PUT', '/users.json', { user: { billing_address: '1 Main Street\nSpringfield' } });
    await api.succeed('POST', '/api/v1/subscriptions', {
      subscription: { token: provider.cardToken(), plan: 'pro', billing_period: 'monthly' },
    });
    await waitUntil(async () => {
      const { customer } = (await api.succeed('GET', '/api/v1/account/details.json')) as CustomerResponse;
      return customer.charges.length === 1;
    });
    browser = await launchBrowser();
    page = await browser.newPage();
    await signIn(page, lectern.url, PAYER, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    await provider?.close();
  });

  /** The printed page a button of the payments list opens in a page of its own. */
  async function printed(name: RegExp): Promise<Page> {
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name }).click(),
    ]);
    await opened.waitForLoadState();
    return opened;
  }

  it('prints the charge from the billing page, in dollars from cents with its date as DD-MM-YYYY', async () => {
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}/account/billing`);
    const row = page.getByRole('row', { name: /\$10\.00/ });
    await row.waitFor();
    const date = (await row.getByRole('cell').first().innerText()).trim();
    expect(date).toMatch(/^\d\d-\d\d-\d{4}$/);
    await page.screenshot({ path: `${SHOTS}/billing.png`, fullPage: true });

    const invoice = await printed(new RegExp(`^Invoice of ${date}, \\$10\\.00$`));
    await invoice.getByRole('heading', { level: 1, name: 'Lectern invoice' }).waitFor();
    const fact = (term: string) => invoice.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    expect(await fact('Date').innerText()).toBe(date);
    expect(await fact('Billed to').innerText()).toBe(`${PAYER}\n${PAYER}@example.com\n1 Main Street\nSpringfield`);
    expect(await invoice.getByRole('row', { name: 'Lectern subscription $10.00' }).count()).toBe(1);
    expect(await invoice.getByRole('row', { name: 'Total $10.00' }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(invoice)).toEqual([]);
    await invoice.screenshot({ path: `${SHOTS}/invoice.png`, fullPage: true });
    await invoice.close();

    const receipt = await printed(new RegExp(`^Receipt of ${date}, \\$10\\.00$`));
    await receipt.getByRole('heading', { level: 1, name: 'Lectern receipt' }).waitFor();
    await receipt.getByText('Paid by card •••• 4242', { exact: true }).waitFor();
    await receipt.screenshot({ path: `${SHOTS}/receipt.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
});
