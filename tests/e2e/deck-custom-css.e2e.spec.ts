import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas, waitForEditor } from './support/editor.js';
import { startLectern } from './support/server.js';

const PRO = 'css-pro-maker';
const FREE = 'css-free-maker';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-custom-css';
const ACCENT = 'rgb(228, 87, 46)';

/** A slide with a heading, as the HTML editor takes it; hostile parts the cleaning must remove. */
const HOSTILE_SLIDE =
  '<section><div class="sl-block" data-block-type="text" style="left:80px;top:80px;width:700px;height:auto">' +
  '<div class="sl-block-content"><h1 onclick="window.__pwned=1">Edited by hand</h1>' +
  '<img src="x" onerror="window.__pwned=2"><script>window.__pwned=3</script>' +
  '<a href="javascript:window.__pwned=4">link</a></div></div></section>';

describe('deck custom CSS, slide HTML, revisions in the editor and user settings', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;
  let problems: string[];
  let slug: string;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    browser = await launchBrowser();
    const signedIn = await signUpAndSignIn(browser, lectern.url, PRO, PASSWORD);
    await lectern.admin.setPlan(PRO, 'pro');
    page = signedIn.page;
    api = signedIn.api;
    problems = collectPageProblems(page);
    slug = (await createDeck(api, { title: 'Styled deck' })).slug;
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const settings = () => page.getByRole('dialog', { name: 'Deck settings' });
  const notification = (text: string) =>
    page.getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true }).last();
  const slideNames = () =>
    page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  const htmlEditor = () => page.getByRole('dialog', { name: 'Edit HTML' });
  const colorOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).color);

  it('edits the slide HTML in a code editor and keeps only what the cleaning keeps', async () => {
    await page.goto(`${lectern.url}/${PRO}/${slug}/edit`);
    await waitForEditor(page, `${lectern.url}/${PRO}/${slug}/edit`);
    await page.getByRole('button', { name: 'Edit slide HTML' }).click();
    const code = htmlEditor().getByRole('textbox', { name: 'Slide HTML' });
    await code.waitFor();
    const box = await htmlEditor().boundingBox();
    expect(Math.round(box!.width)).toBe(1200);
    expect(Math.round(box!.height)).toBe(750);

    // Unsaved edits ask before they go.
    await code.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(HOSTILE_SLIDE);
    await page.screenshot({ path: `${SHOTS}/html-editor.png` });
    await htmlEditor().getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await discard.waitFor({ state: 'detached' });

    // Cmd or Ctrl+Enter saves.
    await code.click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await htmlEditor().waitFor({ state: 'detached' });
    const heading = editorCanvas(page).canvas().getByText('Edited by hand');
    await heading.waitFor();
    const slideMarkup = await editorCanvas(page).canvas().innerHTML();
    expect(slideMarkup).not.toMatch(/onclick|onerror|<script|javascript:/i);
    await heading.click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.keyboard.press('ControlOrMeta+S');
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('status').getByText('Saved').waitFor();
    const stored = (await (await api.call('GET', `/api/v1/decks/${await deckId()}/data`)).json()) as { data: string };
    expect(stored.data).toContain('Edited by hand');
    expect(stored.data).not.toMatch(/onclick|onerror|<script|javascript:/i);
  });

  const deckId = async () =>
    ((await (await api.call('GET', `/api/v1/users/${PRO}/decks/${slug}`)).json()) as { deck: { id: string } }).deck.id;

  it('restores one slide of an older version as a new slide', async () => {
    await page.getByRole('button', { name: 'Revisions' }).click();
    const viewer = page.getByRole('dialog', { name: 'Revisions' });
    const versions = viewer.getByRole('list', { name: 'Saved versions' }).getByRole('button');
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(2);
    // The first version: the blank slide of the new deck, with the same slide id as the one edited.
    await versions.last().click();
    await viewer.getByRole('button', { name: 'Slide 1', exact: true }).waitFor();
    const newTab = viewer.getByRole('link', { name: 'Open in new tab' });
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await newTab.getAttribute('href')).toMatch(new RegExp(`^/${PRO}/${slug}/preview\\?revision=\\d+$`));
    await page.screenshot({ path: `${SHOTS}/revisions.png` });
    await viewer.getByRole('button', { name: 'Restore current slide' }).click();
    const choice = page.getByRole('alertdialog', { name: 'Restore slide' });
    await choice.getByRole('button', { name: 'Add as new slide' }).click();
    await notification('Slide was restored').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(await slideNames()).toEqual(['Slide 1', 'Slide 2']);
    // The restored slide is the blank one, shown; the edited one is still first.
    expect(await editorCanvas(page).canvas().getByText('Edited by hand').count()).toBe(0);
  });

  it('applies custom CSS on a pro plan in the editor and when presenting, only inside the deck', async () => {
    await page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button', { name: 'Slide 1', exact: true })
      .click();
    await page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    await settings().getByRole('tab', { name: 'Custom CSS' }).click();
    const css = settings().getByRole('textbox', { name: 'Custom CSS' });
    await css.fill(`@accent: ${ACCENT};\n.reveal h1 { color: @accent; }\nbody, .editor-toolbar { background: red; }`);
    await page.screenshot({ path: `${SHOTS}/custom-css-tab.png` });
    await settings().getByRole('button', { name: 'Save' }).click();
    await settings().waitFor({ state: 'detached' });

    await expect.poll(() => colorOf('.editor-slide h1')).toBe(ACCENT);
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(pageBackground).not.toBe('rgb(255, 0, 0)');
    expect(await page.locator('.editor-toolbar').evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe(
      'rgb(255, 0, 0)',
    );

    // Presenting: the presenter view, as a person opens it.
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await page.waitForURL(/\/present/);
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await page.locator('.reveal .slides section.present h1').waitFor();
    expect(await colorOf('.reveal .slides section.present h1')).toBe(ACCENT);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 0, 0)');
    await page.screenshot({ path: `${SHOTS}/presenting.png` });
    expect(problems).toEqual([]);
  });

  it('changes a present default in the user settings, and the presenter starts with it', async () => {
    await page.goto(`${lectern.url}/${PRO}`);
    await page.getByRole('banner').getByRole('button', { name: PRO }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Presenting, export and editor settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const controls = page.getByRole('checkbox', { name: 'Show presentation controls' });
    // The settings arrive after the screen is drawn: wait for what they show.
    await expect.poll(() => controls.isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('combobox', { name: 'Margin' }).inputValue()).toBe('0');
    await controls.uncheck();
    await notification('Saved successfully').waitFor();
    await page.getByRole('combobox', { name: 'Margin' }).selectOption('5');
    await expect.poll(() => notification('Saved successfully').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/user-settings.png`, fullPage: true });
    await page.reload();
    await page.getByRole('checkbox', { name: 'Show presentation controls' }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Show presentation controls' }).isChecked()).toBe(false);
    await expect.poll(() => page.getByRole('combobox', { name: 'Margin' }).inputValue()).toBe('5');

    await page.goto(`${lectern.url}/${PRO}/${slug}/present`);
    const presenterControls = page.getByRole('checkbox', { name: 'Show presentation controls' });
    await presenterControls.waitFor();
    await expect.poll(() => presenterControls.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await page.locator('.reveal .slides section.present').waitFor();
    expect(await page.locator('.reveal > .controls').evaluate((e) => getComputedStyle(e).display)).toBe('none');
    expect(problems).toEqual([]);
  });

  it('replaces a slide with its older version, then restores the whole deck', async () => {
    const viewer = page.getByRole('dialog', { name: 'Revisions' });
    const versions = viewer.getByRole('list', { name: 'Saved versions' }).getByRole('button');
    const editedHeading = editorCanvas(page).canvas().getByText('Edited by hand');
    // The edited slide again, with the change saved, then its first version in its place.
    await page.goto(`${lectern.url}/${PRO}/${slug}/edit`);
    await waitForEditor(page, `${lectern.url}/${PRO}/${slug}/edit`);
    await page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button', { name: 'Slide 1', exact: true })
      .click();
    await editedHeading.waitFor();
    await page.keyboard.press('ControlOrMeta+S');
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('status').getByText('Saved').waitFor();
    await page.getByRole('button', { name: 'Revisions' }).click();
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(2);
    await versions.last().click();
    await viewer.getByRole('button', { name: 'Restore current slide' }).click();
    await page.getByRole('alertdialog', { name: 'Restore slide' }).getByRole('button', { name: 'Replace' }).click();
    await notification('Slide was restored').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await editedHeading.waitFor({ state: 'detached' });
    expect(await slideNames()).toEqual(['Slide 1', 'Slide 2']);

    // The whole deck back to its first version: one blank slide, after the confirmation.
    await page.keyboard.press('ControlOrMeta+S');
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('status').getByText('Saved').waitFor();
    await page.getByRole('button', { name: 'Revisions' }).click();
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(3);
    await versions.last().click();
    await viewer.getByRole('button', { name: 'Restore deck' }).click();
    const revert = page.getByRole('dialog', { name: /^Revert to version \d+\?$/ });
    await revert.getByRole('button', { name: 'Revert to this version' }).click();
    await expect.poll(() => slideNames()).toEqual(['Slide 1']);
    expect(await editedHeading.count()).toBe(0);
    const stored = (await (await api.call('GET', `/api/v1/decks/${await deckId()}/data`)).json()) as { data: string };
    expect(stored.data).not.toContain('Edited by hand');
    expect(stored.data.match(/<section/g)).toHaveLength(1);
  });

  // Last: the free account signs in in the same browser, so the pro account's pages are signed out.
  it('shows a free plan where to upgrade, and the server refuses its custom CSS', async () => {
    const free = await signUpAndSignIn(browser, lectern.url, FREE, PASSWORD);
    const freeSlug = (await createDeck(free.api, { title: 'Plain deck' })).slug;
    await free.page.goto(`${lectern.url}/${FREE}/${freeSlug}/edit`);
    await free.page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    const dialog = free.page.getByRole('dialog', { name: 'Deck settings' });
    await dialog.getByRole('tab', { name: 'Custom CSS' }).click();
    await dialog.getByText('Custom CSS needs a Pro plan.').waitFor();
    expect(await dialog.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/account/upgrade');
    expect(await dialog.getByRole('textbox', { name: 'Custom CSS' }).getAttribute('readonly')).not.toBeNull();
    await free.page.screenshot({ path: `${SHOTS}/custom-css-free.png` });
    await free.page.close();
  });
});
