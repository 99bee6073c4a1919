import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { editorCanvas, waitForEditor } from './support/editor.js';

const USERNAME = 'first-timer';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-journey';

/**
 * A newcomer's first deck, from the home page, clicking only what a person sees: sign up, New
 * deck, edit, present, back to the editor, and (once the operator gives them a paid plan) make
 * it private, which another visitor then cannot find.
 */
describe("a newcomer's first deck", () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let work: string;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-journey-'));
    await mkdir(SHOTS, { recursive: true });
    page = await browser.newPage();
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const block = (type: string) => editorCanvas(page).block(type);
  const notification = (text: string) =>
    page.getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true }).last();

  it('signs up, makes a deck in the editor, presents it, returns, and makes it private on a plan the operator set', async () => {
    const picture = path.join(work, 'photo.png');
    await writeFile(
      picture,
      await sharp({ create: { width: 320, height: 200, channels: 3, background: '#f97316' } })
        .png()
        .toBuffer(),
    );

    // Home → Sign up.
    await page.goto(lectern.url);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Username', { exact: true }).fill(USERNAME);
    await page.getByLabel('E-mail').fill(`${USERNAME}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy policy' }).check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(`${lectern.url}/${USERNAME}`);

    // The profile menu opened with the mouse still answers the arrow keys and Escape.
    const menuButton = page.getByRole('banner').getByRole('button', { name: USERNAME });
    await menuButton.click();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await menuButton.click();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // New deck opens the editor.
    await page.getByRole('button', { name: 'New deck' }).click();
    await waitForEditor(page, `${lectern.url}/${USERNAME}/untitled/edit`);
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();

    // Text, typed in.
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await block('text').waitFor();
    await block('text').dblclick();
    await page.getByRole('textbox', { name: 'Text', exact: true }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('My first deck');
    await page.getByRole('textbox', { name: 'Text', exact: true }).getByText('My first deck').waitFor();
    await page.keyboard.press('Escape');
    await block('text').getByText('My first deck').waitFor();
    await page.getByRole('toolbar', { name: 'Text formatting' }).waitFor({ state: 'detached' });

    // A shape and an uploaded image.
    await page.getByRole('button', { name: 'Shape' }).click();
    await page.getByRole('menuitem', { name: 'Rectangle' }).click();
    await block('shape').waitFor();
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.getByLabel('Upload', { exact: true }).setInputFiles(picture);
    await library.waitFor({ state: 'detached' });
    await block('image').locator('img').waitFor();

    // A second slide with its own text.
    await page.getByRole('button', { name: 'Add horizontal slide' }).click();
    await page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button', { name: 'Slide 2', exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await block('text').dblclick();
    await page.getByRole('textbox', { name: 'Text', exact: true }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Second thoughts');
    await page.getByRole('textbox', { name: 'Text', exact: true }).getByText('Second thoughts').waitFor();
    await page.keyboard.press('Escape');
    await block('text').getByText('Second thoughts').waitFor();
    await page.screenshot({ path: `${SHOTS}/editor.png` });

    // Present: saved first, then the presenter view of this deck, arrowed through.
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await page.waitForURL(new RegExp(`/${USERNAME}/untitled/present#/1$`));
    const controls = page.getByRole('region', { name: 'Presentation controls' });
    await controls.getByRole('checkbox', { name: 'Fullscreen' }).uncheck();
    await controls.getByRole('button', { name: 'Present', exact: true }).click();
    await page.locator('.reveal .slides section.present').getByText('Second thoughts').waitFor();
    await page.keyboard.press('ArrowLeft');
    const firstSlide = page.locator('.reveal .slides section.present');
    await firstSlide.getByText('My first deck').waitFor();
    expect(await firstSlide.locator('img').count()).toBe(1);
    expect(await firstSlide.locator('.sl-block[data-block-type="shape"]').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await page.locator('.reveal .slides section.present').getByText('Second thoughts').waitFor();
    await page.screenshot({ path: `${SHOTS}/presenting.png` });

    // Back to the editor, on the slide that was shown.
    await page.getByRole('button', { name: 'Stop presenting' }).click();
    await controls.getByRole('button', { name: 'Back to the editor' }).click();
    await page.waitForURL(new RegExp(`/${USERNAME}/untitled/edit#/1$`));
    await block('text').getByText('Second thoughts').waitFor();

    // On the free plan the card's visibility prompt says why private needs a plan.
    await page.getByRole('link', { name: 'Back to the deck' }).click();
    await page.waitForURL(`${lectern.url}/${USERNAME}/untitled`);
    await page.getByRole('main').getByRole('link', { name: USERNAME, exact: true }).click();
    const card = page.getByRole('article', { name: 'Untitled' });
    await card.getByText('Public', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Change visibility of Untitled' }).click();
    let prompt = page.getByRole('dialog', { name: 'Visibility' });
    await prompt.getByText('Private decks need a paid plan.').waitFor();
    expect(await prompt.getByRole('radio', { name: 'Private' }).isDisabled()).toBe(true);
    await prompt.getByRole('button', { name: 'Cancel' }).click();

    // The operator puts the newcomer on pro (the admin command's code path); after a reload private is open.
    await lectern.admin.setPlan(USERNAME, 'pro');
    await page.reload();
    await card.getByRole('button', { name: 'Change visibility of Untitled' }).click();
    prompt = page.getByRole('dialog', { name: 'Visibility' });
    await prompt.getByRole('radio', { name: 'Private' }).check();
    await page.screenshot({ path: `${SHOTS}/visibility-prompt.png` });
    await prompt.getByRole('button', { name: 'Save' }).click();
    await notification('Deck is now private').waitFor();
    await card.getByText('Private', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/profile-private.png` });

    // Someone else gets a 404, as does the deck's page on a phone-sized screen.
    const other = await launchBrowser();
    try {
      const visitor = await other.newPage(PHONE_VIEWPORT);
      const response = await visitor.goto(`${lectern.url}/${USERNAME}/untitled`);
      await visitor.getByRole('heading', { name: /not found/i }).waitFor();
      expect(response?.status()).toBe(404);
      expect(await visitor.getByText('My first deck').count()).toBe(0);
    } finally {
      await other.close();
    }

    // The card's Edit opens the editor, whose deck settings change the visibility too.
    await card.getByRole('link', { name: 'Edit Untitled' }).click();
    await page.waitForURL(new RegExp(`/${USERNAME}/untitled/edit(#.*)?$`));
    await page.getByRole('button', { name: 'Deck settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Deck settings' });
    await settings.getByText('Private', { exact: true }).waitFor();
    await settings.getByRole('button', { name: 'Change visibility' }).click();
    prompt = page.getByRole('dialog', { name: 'Visibility' });
    await prompt.getByRole('radio', { name: 'Public' }).check();
    await prompt.getByRole('button', { name: 'Save' }).click();
    await notification('Deck is now public').waitFor();
    await settings.getByText('Public', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
