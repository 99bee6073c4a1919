import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'settings-maker';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-settings';

describe('deck settings and speaker notes in the editor', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let slug: string;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    browser = await launchBrowser();
    const signedIn = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD);
    page = signedIn.page;
    problems = collectPageProblems(page);
    slug = (await createDeck(signedIn.api)).slug;
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const settings = () => page.getByRole('dialog', { name: 'Deck settings' });
  const tab = (name: string) => settings().getByRole('tab', { name, exact: true });
  const field = (label: string) => settings().getByLabel(label, { exact: true });
  const problem = (text: string) => settings().getByRole('alert').filter({ hasText: text });
  const discardQuestion = () => page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  const openSettings = async () => {
    await page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    await settings().waitFor();
  };
  const slideLook = (slide: Locator) =>
    slide.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.width, height: style.height, background: style.backgroundColor, font: style.fontFamily };
    });

  it('validates as the person types, saves every section, and keeps it all after a reload', async () => {
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/edit`);
    await openSettings();

    // Title: empty and too long are refused with the spec's words; the counter turns red.
    await field('Title').fill('');
    await problem('Can not be empty').waitFor();
    await field('Title').fill('x'.repeat(201));
    await problem('Please enter a valid title').waitFor();
    const counter = settings().getByLabel('201 of 200 characters');
    expect(await counter.getAttribute('class')).toContain('character-counter--warning');
    await settings().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => field('Title').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await settings().isVisible()).toBe(true);

    // Slug: spaces are refused.
    await field('URL').fill('a b');
    await problem('Please enter a valid URL').waitFor();
    await field('Title').fill('Quarterly review');
    await field('URL').fill('q3-review');
    await expect.poll(() => settings().getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    expect(await settings().getByLabel('16 of 200 characters').getAttribute('class')).not.toContain('warning');

    // Size: a preset, then a custom size whose width falls back to the default.
    await tab('Size').click();
    await settings().getByRole('radio', { name: '1280 × 720' }).check();
    await settings().getByText('1280 × 720, margin 5%').waitFor();
    await settings().getByRole('radio', { name: 'Custom' }).check();
    await field('Width').fill('abc');
    await field('Height').fill('500');
    await settings().getByText('960 × 500, margin 5%').waitFor();
    await page.screenshot({ path: `${SHOTS}/size.png` });

    // Theme, transition and time limit.
    await tab('Theme').click();
    expect(await settings().getByRole('radio', { name: /./ }).count()).toBe(18 + 12);
    await settings().getByRole('radio', { name: 'black-mint' }).check();
    await settings().getByRole('radio', { name: 'Palatino' }).check();
    await page.screenshot({ path: `${SHOTS}/theme.png` });
    await tab('Transitions').click();
    await field('Transition').selectOption({ label: 'Fade' });
    await tab('Time limit').click();
    await settings().getByRole('button', { name: '20 min' }).click();
    await settings().getByText('The speaker view counts down from 20 minutes.').waitFor();
    expect(await field('Time limit (minutes)').inputValue()).toBe('20');

    await settings().getByRole('button', { name: 'Save' }).click();
    await settings().waitFor({ state: 'detached' });

    // The canvas follows the new size, colours and font, now and after a reload.
    // The slide on the canvas, named by its place (and 'no blocks yet' while empty).
    const slide = page.locator('.editor-canvas').getByRole('group', { name: /^Slide 1(,|$)/ });
    const expectedLook = { width: '960px', height: '500px', background: 'rgb(17, 17, 17)' };
    await expect.poll(async () => slideLook(slide)).toMatchObject(expectedLook);
    await page.reload();
    await expect.poll(async () => slideLook(slide)).toMatchObject(expectedLook);
    expect((await slideLook(slide)).font).toContain('Palatino');
    await page.screenshot({ path: `${SHOTS}/editor-after-reload.png` });

    await openSettings();
    expect(await field('Title').inputValue()).toBe('Quarterly review');
    expect(await field('URL').inputValue()).toBe('q3-review');
    await tab('Size').click();
    expect(await settings().getByRole('radio', { name: 'Custom' }).isChecked()).toBe(true);
    expect([await field('Width').inputValue(), await field('Height').inputValue()]).toEqual(['960', '500']);
    await tab('Theme').click();
    expect(await settings().getByRole('radio', { name: 'black-mint' }).isChecked()).toBe(true);
    expect(await settings().getByRole('radio', { name: 'Palatino' }).isChecked()).toBe(true);
    await tab('Transitions').click();
    expect(await field('Transition').inputValue()).toBe('fade');
    await tab('Time limit').click();
    expect(await field('Time limit (minutes)').inputValue()).toBe('20');

    // Escape with nothing changed closes; with a change it asks first.
    await page.keyboard.press('Escape');
    await settings().waitFor({ state: 'detached' });
    await openSettings();
    await field('Description').fill('For the board');
    await page.keyboard.press('Escape');
    await discardQuestion().getByRole('button', { name: 'Cancel' }).click();
    expect(await field('Description').inputValue()).toBe('For the board');
    await page.keyboard.press('Escape');
    await discardQuestion().getByRole('button', { name: 'Discard' }).click();
    await settings().waitFor({ state: 'detached' });

    // The chosen slug is the deck's address now.
    await page.goto(`${lectern.url}/${USERNAME}/q3-review/edit`);
    await expect.poll(async () => slideLook(slide)).toMatchObject(expectedLook);
    expect(problems).toEqual([]);
  });

  it('edits speaker notes: a counter, Cancel asks before dropping them, Save keeps them', async () => {
    const notes = () => page.getByRole('dialog', { name: 'Speaker Notes' });
    const openNotes = async () => {
      await page.getByRole('button', { name: 'Speaker notes', exact: true }).click();
      await notes().waitFor();
    };

    await openNotes();
    await notes().getByLabel('Notes').fill('Thank the audience');
    await notes().getByLabel('18 of 10000 characters').waitFor();
    await notes().getByRole('button', { name: 'Cancel' }).click();
    await discardQuestion().getByRole('button', { name: 'Cancel' }).click();
    expect(await notes().getByLabel('Notes').inputValue()).toBe('Thank the audience');
    await notes().getByRole('button', { name: 'Cancel' }).click();
    await page.screenshot({ path: `${SHOTS}/notes-discard.png` });
    await discardQuestion().getByRole('button', { name: 'Discard' }).click();
    await notes().waitFor({ state: 'detached' });

    await openNotes();
    expect(await notes().getByLabel('Notes').inputValue()).toBe('');
    await notes().getByLabel('Notes').fill('x'.repeat(9501));
    expect(await notes().getByLabel('9501 of 10000 characters').getAttribute('class')).toContain('warning');
    await notes().getByLabel('Notes').fill('Thank the audience');
    await notes().getByRole('button', { name: 'Save' }).click();
    await notes().waitFor({ state: 'detached' });

    await openNotes();
    expect(await notes().getByLabel('Notes').inputValue()).toBe('Thank the audience');
    await page.screenshot({ path: `${SHOTS}/notes.png` });
    await notes().getByRole('button', { name: 'Cancel' }).click();
    await notes().waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
