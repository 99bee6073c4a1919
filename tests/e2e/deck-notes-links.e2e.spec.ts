import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { signIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { createDeck, signUp, type CreatedDeck } from './present-decks.js';

const OWNER = 'notes-nell';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-notes-links';
const block = (html: string) =>
  `<div class="sl-block" data-block-type="text" style="left:80px;top:120px;width:800px;height:auto"><div class="sl-block-content">${html}</div></div>`;
const MARKUP =
  `<section data-id="one">${block('<h1>Welcome</h1><p><a href="https://example.com/more">Read more</a></p>')}<aside class="notes">Greet the room first.</aside></section>` +
  `<section data-id="two">${block('<h2>Second</h2>')}<aside class="notes">Then the numbers.</aside></section>`;

/** The deck settings' Share speaker notes and Rolling links, as the owner turns them on and a visitor sees them. */
describe('shared speaker notes and rolling links', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let owner: LaunchedBrowser;
  let visitor: LaunchedBrowser;
  let deck: CreatedDeck;
  let briefing: CreatedDeck;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    owner = await launchBrowser();
    visitor = await launchBrowser();
    const api = await signUp(lectern.url, OWNER, PASSWORD);
    deck = await createDeck(api, 'Noted talk', MARKUP);
    await lectern.admin.setPlan(OWNER, 'pro');
    briefing = await createDeck(api, 'Board briefing', MARKUP, { visibility: 'self' });
  });

  afterAll(async () => {
    await visitor?.close();
    await owner?.close();
    await lectern?.stop();
  });

  const visit = async () => {
    const page = await visitor.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
    await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
    return { page, problems };
  };
  const notesPanel = (page: Page) => page.getByRole('region', { name: 'Speaker notes' });

  it('keeps the notes from visitors, and plain links, while the deck does not share them', async () => {
    const { page, problems } = await visit();
    expect(await notesPanel(page).count()).toBe(0);
    expect(await page.locator('.reveal aside.notes').count()).toBe(0);
    expect(await page.content()).not.toContain('Greet the room first.');
    expect(await page.locator('.reveal a.roll').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the current slide’s notes under the deck and rolls its links once the owner turns both on', async () => {
    const page = await owner.newPage();
    await signIn(page, lectern.url, OWNER, PASSWORD);
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Deck settings' });
    await settings.getByRole('tab', { name: 'Behaviour' }).click();
    await settings.getByRole('checkbox', { name: 'Share speaker notes with viewers' }).check();
    await settings.getByRole('checkbox', { name: 'Rolling links' }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'detached' });

    const seen = await visit();
    const notes = notesPanel(seen.page);
    await notes.getByText('Greet the room first.').waitFor();
    const link = seen.page.locator('.reveal .slides a.roll');
    await link.waitFor();
    expect(await link.locator('span').getAttribute('data-title')).toBe('Read more');
    expect(await link.getAttribute('href')).toBe('https://example.com/more');
    await seen.page.screenshot({ path: `${SHOTS}/shared-notes.png`, fullPage: true });
    expect(await seriousViolationsIn(seen.page, 'deck page with shared notes and rolling links')).toEqual([]);
    await seen.page.locator('.lectern-deck-host').click();
    await seen.page.keyboard.press('ArrowRight');
    await notes.getByText('Then the numbers.').waitFor();
    expect(seen.problems).toEqual([]);
  });

  it('opens a private link of type presenter on the presenter view, and its speaker view with the notes', async () => {
    const page = await owner.newPage();
    await signIn(page, lectern.url, OWNER, PASSWORD);
    await page.goto(`${lectern.url}/${OWNER}/${briefing.slug}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('button', { name: 'Create a private link' }).click();
    await dialog.getByLabel('Link name').fill('Speaker');
    await dialog.getByRole('radio', { name: 'Presenter' }).check();
    await page
      .getByRole('status', { name: 'Notifications' })
      .getByText('Link changes saved', { exact: true })
      .waitFor();
    const linkUrl = await dialog.getByRole('textbox', { name: 'Link to the deck' }).inputValue();
    await page.close();

    const seen = await visitor.newPage();
    const problems = collectPageProblems(seen);
    await seen.goto(linkUrl);
    const controls = seen.getByRole('region', { name: 'Presentation controls' });
    await controls.getByRole('button', { name: 'Speaker View' }).waitFor();
    expect(new URL(seen.url()).pathname).toBe(`/${OWNER}/${briefing.slug}/present`);
    const [speaker] = await Promise.all([
      seen.context().waitForEvent('page'),
      controls.getByRole('button', { name: 'Speaker View' }).click(),
    ]);
    await speaker.getByRole('region', { name: 'Notes' }).getByText('Greet the room first.').waitFor();
    await speaker.screenshot({ path: `${SHOTS}/presenter-link-speaker-view.png` });
    await speaker.close();
    expect(problems).toEqual([]);
    await seen.close();
  });
});
