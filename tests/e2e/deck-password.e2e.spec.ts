import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const OWNER = 'link-owner';
const DECK_TITLE = 'Quarterly numbers';
const PASSWORD = 'open sesame';
const SHOTS = '/tmp/shots-access';

describe('a password-protected private link', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let visitor: LaunchedBrowser;
  let token: string;
  let slug: string;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    const owner = new ApiSession(lectern.url);
    const signUp = await owner.call('POST', '/api/v1/users', {
      user: { username: OWNER, email: `${OWNER}@example.com`, password: 'a-good-password' },
    });
    expect(signUp.status).toBe(201);
    await lectern.admin.setPlan(OWNER, 'pro');
    const created = await owner.call('POST', '/api/v1/decks', { deck: { title: DECK_TITLE, visibility: 'self' } });
    expect(created.status).toBe(201);
    const { deck } = (await created.json()) as { deck: { id: string; slug: string } };
    slug = deck.slug;
    const saved = await owner.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: '<section><h2>Revenue is up</h2></section>', version: 1 },
    });
    expect(saved.status).toBe(200);
    const link = await owner.call('POST', `/api/v1/decks/${deck.id}/access_tokens`, {
      access_token: { name: 'Board' },
    });
    expect(link.status).toBe(201);
    const { access_token } = (await link.json()) as { access_token: { id: string; token: string } };
    token = access_token.token;
    const protectedLink = await owner.call('PUT', `/api/v1/decks/${deck.id}/access_tokens/${access_token.id}`, {
      access_token: { password: PASSWORD },
    });
    expect(protectedLink.status).toBe(200);
    visitor = await launchBrowser();
  });

  afterAll(async () => {
    await visitor?.close();
    await lectern?.stop();
  });

  it('refuses wrong passwords with rotating messages and opens the deck with the right one', async () => {
    const page = await visitor.newPage();
    const problems = collectPageProblems(page);

    // Without the link the deck does not exist.
    await page.goto(`${lectern.url}/${OWNER}/${slug}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    await page.goto(`${lectern.url}/${OWNER}/${slug}?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'This deck is password protected' }).waitFor();
    await page.locator('[data-page-type="deck-password"]').waitFor();
    expect(await page.getByText(DECK_TITLE).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/password-form.png` });

    const password = page.getByLabel('Password', { exact: true });
    // The field's message, under the password: an alert inside the form.
    const problem = page.locator('form', { has: password }).getByRole('alert');
    await password.fill('guess');
    await page.getByRole('button', { name: 'View deck' }).click();
    await problem.getByText('Wrong password, please try again', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/password-wrong.png` });
    // The form is the answer: no error notification besides it.
    expect(await page.getByRole('status', { name: 'Notifications' }).textContent()).toBe('');

    // spec/002 §8: the next wrong passwords get the next messages, in order, then the first again.
    for (const [guess, message] of [
      ['another guess', 'Still wrong, give it another try'],
      ['third guess', 'That one was wrong too'],
      ['fourth guess', 'Nope.'],
      ['fifth guess', 'Wrong password, please try again'],
    ] as const) {
      await password.fill(guess);
      await page.getByRole('button', { name: 'View deck' }).click();
      await problem.getByText(message, { exact: true }).waitFor();
      expect(await problem.count()).toBe(1);
    }

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'View deck' }).click();
    await page.getByRole('heading', { level: 1, name: DECK_TITLE }).waitFor();
    await page.getByText('Revenue is up').first().waitFor();
    expect(await page.getByRole('heading', { name: 'This deck is password protected' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/password-unlocked.png` });

    // The browser remembers: the link opens the deck straight away from now on.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: DECK_TITLE }).waitFor();
    expect(problems).toEqual([]);
  });
});
