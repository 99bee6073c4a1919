import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signUp, type CreatedDeck } from './support/accounts.js';
import { collectPageProblems, launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const OWNER = 'axe-vic';
const PASSWORD = 'a-good-password';

/**
 * axe-core on every screen a visitor reaches, at desktop and phone widths; a signed-in owner's
 * screens and states are in accessibility.e2e.spec.ts.
 */
describe('accessibility of each visitor screen (axe-core, WCAG 2.1 AA)', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let deck: CreatedDeck;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    const owner = await signUp(lectern.url, OWNER, PASSWORD);
    deck = await createDeck(owner, { title: 'Axe review', description: 'A deck to check' });
    await createDeck(owner, { title: 'Axe bare' });
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const visitorScreens = () => [
    '/',
    '/users/sign_in',
    '/users/sign_up',
    '/explore',
    `/${OWNER}`,
    `/${OWNER}/${deck.slug}`,
    '/no-such-person',
  ];

  it.each([
    ['desktop', undefined],
    ['phone', PHONE_VIEWPORT],
  ] as const)('has no serious violation on the visitor screens (%s)', async (_width, viewport) => {
    page = await browser.newPage(viewport);
    const problems = collectPageProblems(page);
    const found: string[] = [];
    for (const path of visitorScreens()) {
      await page.goto(`${lectern.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      found.push(...(await seriousViolationsIn(page, path)));
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
