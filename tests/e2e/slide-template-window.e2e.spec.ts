import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck } from './present-decks.js';
import type { ApiSession } from './support/api-session.js';
import { signIn, signUp } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas, waitForEditor } from './support/editor.js';
import { startLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const textSlide = (heading: string) =>
  `<section><div class="sl-block" data-block-type="text" style="left:96px;top:250px;width:768px;height:auto"><div class="sl-block-content"><h1>${heading}</h1></div></div></section>`;

/**
 * The template browser in a window of its own (decision 0076): opened from the editor's dialog, it
 * inserts a template into the editor with the `insert-slide` message and closes, as the dialog
 * does; it publishes the editor's current slide as a personal template after asking the editor for
 * it (`publish-current-slide-html`); Escape closes it. The editor ignores a message that is not one
 * slide, and any message from a window other than the one it opened.
 */
describe('the template browser in a window of its own', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let api: ApiSession;
  /** The editor of a deck made for this run of a test (a retry starts on a deck of its own). */
  const newDeck = async () => {
    const deck = await createDeck(api, 'Window deck', textSlide('Opening'));
    return `/tpl-win/${deck.slug}/edit`;
  };

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    api = await signUp(lectern.url, 'tpl-win', PASSWORD);
    await api.succeed('POST', '/api/v1/slide_templates', {
      slide_template: { label: 'Agenda', html: textSlide('Agenda') },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const slideNames = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  /** Opens the browser's window from the editor's dialog, which closes. */
  const openWindow = async (page: Page) => {
    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Slide templates' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Open in a new window' }).click(),
    ]);
    await dialog.waitFor({ state: 'detached' });
    await popup.getByRole('heading', { level: 1, name: 'Slide templates' }).waitFor();
    return popup;
  };

  it('inserts a template into the editor and publishes the editor’s slide as a template', async () => {
    const editorPath = await newDeck();
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await signIn(page, lectern.url, 'tpl-win', PASSWORD);
    await page.goto(`${lectern.url}${editorPath}`);
    await waitForEditor(page, `${lectern.url}${editorPath}`);
    await editorCanvas(page).canvas().getByRole('heading', { name: 'Opening' }).waitFor();

    // Inserting from the window: the slide goes in after the current one, shown, and the window closes.
    const popup = await openWindow(page);
    const popupProblems = collectPageProblems(popup);
    expect(new URL(popup.url()).pathname).toBe(`${editorPath}/templates`);
    await popup.getByRole('button', { name: 'Insert Title and text' }).waitFor();
    expect(await seriousAccessibilityViolations(popup)).toEqual([]);
    await popup.getByRole('tab', { name: 'Your templates' }).click();
    const agenda = popup.getByRole('button', { name: 'Insert Agenda' });
    await agenda.waitFor();
    expect(await seriousAccessibilityViolations(popup)).toEqual([]);
    await popup.screenshot({ path: '/tmp/slide-template-window.png' });
    await Promise.all([popup.waitForEvent('close'), agenda.click()]);
    expect(popupProblems).toEqual([]);
    await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2']);
    await editorCanvas(page).canvas().getByRole('heading', { name: 'Agenda' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Slides' })
        .getByRole('button', { name: 'Slide 2' })
        .getAttribute('aria-current'),
    ).toBeTruthy();

    // Publishing from the window: it asks the editor for the slide shown, then saves it as one's own template.
    await page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: 'Slide 1' }).click();
    await editorCanvas(page).canvas().getByRole('heading', { name: 'Opening' }).waitFor();
    const second = await openWindow(page);
    await second.getByRole('tab', { name: 'Your templates' }).click();
    await second.getByRole('button', { name: 'Save current slide' }).click();
    const save = second.getByRole('dialog', { name: 'Save slide as template' });
    const name = save.getByRole('textbox', { name: 'Name' });
    // Named after the editor's current slide.
    expect(await name.inputValue()).toBe('Opening');
    await name.fill('Opening from the window');
    expect(await seriousAccessibilityViolations(second)).toEqual([]);
    await save.getByRole('button', { name: 'Save' }).click();
    await second.getByText('Template saved!', { exact: true }).first().waitFor();
    await save.waitFor({ state: 'detached' });
    await second.getByRole('button', { name: 'Insert Opening from the window' }).first().waitFor();
    const { results } = (await api.succeed('GET', '/api/v1/slide_templates')) as {
      results: { label: string; html: string }[];
    };
    const published = results.find((template) => template.label === 'Opening from the window');
    expect(published?.html).toContain('Opening');
    expect(published?.html).not.toContain('Agenda');

    // The editor changes nothing for a message that is not exactly one slide, nor for one from a
    // window it did not open (here, itself); the next good one from its window goes in alone.
    const twoSlides = textSlide('Two') + textSlide('Slides');
    await second.evaluate((html) => {
      const message = { namespace: 'slides', type: 'insert-slide', html };
      window.opener.postMessage(message, location.origin);
      window.opener.postMessage({ ...message, html: 42 }, location.origin);
      window.opener.postMessage({ namespace: 'slides', type: 'insert-slide' }, location.origin);
    }, twoSlides);
    await page.evaluate(
      (html) => window.postMessage({ namespace: 'slides', type: 'insert-slide', html }, location.origin),
      textSlide('From the editor itself'),
    );
    await second.evaluate(
      (html) => window.opener.postMessage({ namespace: 'slides', type: 'insert-slide', html }, location.origin),
      textSlide('Closing'),
    );
    await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    await editorCanvas(page).canvas().getByRole('heading', { name: 'Closing' }).waitFor();
    expect(await page.getByText('From the editor itself').count()).toBe(0);

    // Escape closes the window.
    await second.getByRole('tab', { name: 'Default' }).click();
    // The key's press closes the window before it is released.
    await Promise.all([second.waitForEvent('close'), second.keyboard.down('Escape')]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says so when opened without an editor', async () => {
    const editorPath = await newDeck();
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}${editorPath}/templates`);
    await page.getByRole('heading', { level: 1, name: 'Slide templates' }).waitFor();
    await page.getByText('The editor of this deck is not open. Open the template browser from the editor.').waitFor();
    await page.getByRole('link', { name: 'Open the editor' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
