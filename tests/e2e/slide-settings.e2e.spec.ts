import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { signIn } from './support/accounts.js';
import {
  collectPageProblems,
  DESKTOP_VIEWPORT,
  launchBrowser,
  rememberReturningVisitor,
  type LaunchedBrowser,
} from './support/browser.js';
import { nextClientAddress } from './support/client-address.js';
import { editorCanvas } from './support/editor.js';
import { startLectern } from './support/server.js';
import { openInStockReveal, serveStockReveal } from './support/stock-reveal.js';
import { createDeck, signUp, type CreatedDeck } from './present-decks.js';

const USERNAME = 'slides-sam';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-slide-settings';
const IFRAME = 'https://example.com/board';

const text = (id: string, html: string) =>
  `<div class="sl-block" data-block-type="text" data-block-id="${id}" style="left:80px;top:120px;width:800px;height:auto"><div class="sl-block-content">${html}</div></div>`;
/** Four slides; the second links to the first, whose id is renamed. */
const MARKUP = [
  `<section data-id="s-a">${text('t1', '<h1>Start</h1>')}</section>`,
  `<section data-id="s-b">${text('t2', '<p><a href="#/s-a">Back to start</a></p>')}</section>`,
  `<section data-id="s-c">${text('t3', '<h2>Video</h2>')}</section>`,
  `<section data-id="s-d">${text('t4', '<h2>Board</h2>')}</section>`,
].join('');

describe('slide backgrounds and slide settings', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let work: string;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let deck: CreatedDeck;
  let picture: string;
  let clip: string;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    await serveStockReveal(browser.context);
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-slide-settings-e2e-'));
    picture = path.join(work, 'picture.png');
    clip = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=400x300',
      '-frames:v',
      '1',
      picture,
    ]);
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25:duration=2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      clip,
    ]);
    owner = await signUp(lectern.url, USERNAME, PASSWORD);
    // A plan that uploads video and writes custom CSS.
    await lectern.admin.setPlan(USERNAME, 'pro');
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, USERNAME, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const slidePanel = () => page.getByRole('complementary', { name: 'Slide properties' });
  const inspector = () => page.getByRole('complementary', { name: 'Block properties' });
  const slideButton = (name: string) =>
    page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name, exact: true });
  const saveStatus = () => page.getByRole('toolbar', { name: 'Editor' }).getByRole('status');
  const backgroundPrompt = () => page.getByRole('dialog', { name: 'Slide background' });
  const settingsPrompt = () => page.getByRole('dialog', { name: 'Slide settings' });
  const found: string[] = [];

  async function openBackground(slide: string, section: string) {
    await slideButton(slide).click();
    await slidePanel().getByRole('button', { name: 'Background' }).click();
    await backgroundPrompt().waitFor();
    const head = backgroundPrompt().getByRole('button', { name: new RegExp(`^${section}`) });
    if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
  }
  const closeBackground = async () => {
    await backgroundPrompt().getByRole('button', { name: 'Done' }).click();
    await backgroundPrompt().waitFor({ state: 'detached' });
  };

  it('sets every background kind, a linked slide id, auto-slide, a transition and a crop, keeps them over a reload, and presents them', async () => {
    // Its own deck, so that a retry starts from the four plain slides again.
    deck = await createDeck(owner, 'Backgrounds', MARKUP);
    await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();

    // Slide 1: an uploaded image, contained, top left, at 40 %; its colour is read from the picture.
    await openBackground('Slide 1', 'Image');
    await backgroundPrompt().getByRole('button', { name: 'Choose image' }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.getByLabel('Upload', { exact: true }).setInputFiles(picture);
    await library.waitFor({ state: 'detached', timeout: 60_000 });
    await backgroundPrompt().getByRole('img', { name: 'Background image' }).waitFor();
    await backgroundPrompt().getByLabel('Size').selectOption({ label: 'Contain' });
    await backgroundPrompt().getByLabel('Position').selectOption({ label: 'Top left' });
    const opacity = backgroundPrompt().getByRole('spinbutton', { name: /Opacity/ });
    await opacity.fill('40');
    await opacity.press('Enter');
    await expect.poll(() => opacity.getAttribute('aria-valuenow')).toBe('40');
    found.push(...(await seriousViolationsIn(page, 'slide background prompt')));
    await page.screenshot({ path: `${SHOTS}/background-image.png` });
    await closeBackground();
    const backdrop = editorCanvas(page).canvas().locator('[data-backdrop] > .slide-backdrop');
    await expect.poll(() => backdrop.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.4');

    // An image block on slide 1, cropped to its left half with the keyboard and the size field.
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const imageLibrary = page.getByRole('dialog', { name: 'Media Library' });
    await imageLibrary.getByLabel('Upload', { exact: true }).setInputFiles(picture);
    await imageLibrary.waitFor({ state: 'detached', timeout: 60_000 });
    await editorCanvas(page).block('image').waitFor();
    await inspector().getByRole('button', { name: 'Crop image' }).click();
    const cropper = page.getByRole('dialog', { name: 'Crop image' });
    const width = cropper.getByRole('spinbutton', { name: /Width/ });
    await width.fill('5');
    await width.press('Enter');
    // The minimum is 10 px.
    await expect.poll(() => width.getAttribute('aria-valuenow')).toBe('10');
    await width.fill('200');
    await width.press('Enter');
    await expect.poll(() => width.getAttribute('aria-valuenow')).toBe('200');
    const stage = cropper.getByRole('group', { name: /Crop area/ });
    await stage.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stage.getAttribute('aria-label')).resolves.toContain('200 by 300 pixels at 11, 0');
    found.push(...(await seriousViolationsIn(page, 'image cropper')));
    await page.screenshot({ path: `${SHOTS}/cropper.png` });
    // Escape cancels, Enter saves.
    await page.keyboard.press('Escape');
    await cropper.waitFor({ state: 'detached' });
    await inspector().getByRole('button', { name: 'Crop image' }).click();
    await cropper.getByRole('spinbutton', { name: /Width/ }).fill('200');
    await cropper.getByRole('spinbutton', { name: /Width/ }).press('Enter');
    await cropper.getByRole('group', { name: /Crop area/ }).focus();
    await page.keyboard.press('Enter');
    await cropper.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        editorCanvas(page)
          .block('image')
          .locator('img')
          .evaluate((img) => img.style.width),
      )
      .toBe('200%');
    await inspector().getByRole('button', { name: 'Crop image (cropped)' }).waitFor();
    await page.keyboard.press('Escape');

    // Slide 1's id: a taken one is refused; a new one is slugified and the link on slide 2 follows.
    await slidePanel().getByRole('button', { name: 'Slide settings' }).click();
    const slideId = settingsPrompt().getByLabel('Slide ID');
    await slideId.fill('s-b');
    await slideId.press('Tab');
    await settingsPrompt().getByRole('alert').getByText('This slide ID is already used for another slide.').waitFor();
    await slideId.fill('Intro Slide!');
    await slideId.press('Tab');
    const update = page
      .getByRole('alertdialog', { name: 'Update links?' })
      .or(page.getByRole('dialog', { name: 'Update links?' }));
    await update.getByRole('button', { name: 'Update links' }).click();
    await page.getByText('Links updated').first().waitFor();
    await expect.poll(() => slideId.inputValue()).toBe('intro-slide');
    found.push(...(await seriousViolationsIn(page, 'slide settings prompt')));
    await page.screenshot({ path: `${SHOTS}/slide-settings.png` });
    await settingsPrompt().getByRole('button', { name: 'Done' }).click();
    await settingsPrompt().waitFor({ state: 'detached' });

    // Slide 2: a colour, the zoom transition and 2 s auto-slide.
    await openBackground('Slide 2', 'Color');
    await backgroundPrompt().getByLabel('Background color').fill('#224466');
    await closeBackground();
    await slidePanel().getByRole('button', { name: 'Slide settings' }).click();
    await settingsPrompt()
      .getByRole('combobox', { name: /^Transition/ })
      .selectOption({ label: 'Zoom' });
    await settingsPrompt().getByLabel('Preset').selectOption({ label: '2 seconds' });
    await expect
      .poll(() => settingsPrompt().getByRole('spinbutton', { name: 'Seconds' }).getAttribute('aria-valuenow'))
      .toBe('2');
    await settingsPrompt().getByRole('button', { name: 'Done' }).click();

    // Slide 3: a video from the library, muted, looped and letterboxed, shown once transcoded.
    await openBackground('Slide 3', 'Video');
    await backgroundPrompt().getByRole('button', { name: 'Choose video' }).click();
    const videos = page.getByRole('dialog', { name: 'Select Video' });
    await videos.getByLabel('Upload', { exact: true }).setInputFiles(clip);
    await videos.waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => backgroundPrompt().getByLabel('Size').inputValue()).toBe('contain');
    expect(await backgroundPrompt().getByRole('checkbox', { name: 'Muted' }).isChecked()).toBe(true);
    expect(await backgroundPrompt().getByRole('checkbox', { name: 'Loop' }).isChecked()).toBe(true);
    await backgroundPrompt()
      .getByText('The video is being processed. It shows here once it is ready.')
      .waitFor({ state: 'detached', timeout: 90_000 });
    await closeBackground();
    // Its length is an auto-slide preset, in whole seconds rounded up.
    await slidePanel().getByRole('button', { name: 'Slide settings' }).click();
    await expect
      .poll(async () =>
        (await settingsPrompt().getByLabel('Preset').locator('option').allTextContents()).some((label) =>
          /^Match video \(\d+ seconds\)$/.test(label),
        ),
      )
      .toBe(true);
    await settingsPrompt().getByRole('button', { name: 'Done' }).click();

    // Slide 4: a video site's page typed as a video becomes an iframe background of its player...
    await openBackground('Slide 4', 'Video');
    const videoAddress = backgroundPrompt().getByLabel('Video address');
    await videoAddress.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await videoAddress.press('Enter');
    const address = backgroundPrompt().getByLabel('Iframe address');
    await expect.poll(() => address.inputValue()).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    // ...then a framed page the audience can use; a script address is refused.
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await backgroundPrompt().getByRole('alert').waitFor();
    await address.fill(IFRAME);
    await address.press('Enter');
    await backgroundPrompt()
      .getByRole('checkbox', { name: /Interactive/ })
      .check();
    await closeBackground();

    // The docked notes.
    await slidePanel().getByRole('button', { name: 'Dock notes' }).click();
    const notes = page.getByRole('textbox', { name: 'Speaker notes' });
    await notes.fill('Point at the board.');
    await slideButton('Slide 3').click();
    await slideButton('Slide 4').click();
    await expect.poll(() => notes.inputValue()).toBe('Point at the board.');
    found.push(...(await seriousViolationsIn(page, 'editor with docked notes')));
    await page.screenshot({ path: `${SHOTS}/notes-dock.png` });

    await page.keyboard.press('Control+s');
    await expect.poll(() => saveStatus().textContent(), { timeout: 30_000 }).toBe('All changes saved');

    // After a reload every setting is there.
    await page.reload();
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();
    await openBackground('Slide 1', 'Image');
    expect(await backgroundPrompt().getByLabel('Size').inputValue()).toBe('contain');
    expect(await backgroundPrompt().getByLabel('Position').inputValue()).toBe('top left');
    expect(
      await backgroundPrompt()
        .getByRole('spinbutton', { name: /Opacity/ })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    await closeBackground();
    await slidePanel().getByRole('button', { name: 'Slide settings' }).click();
    expect(await settingsPrompt().getByLabel('Slide ID').inputValue()).toBe('intro-slide');
    await settingsPrompt().getByRole('button', { name: 'Done' }).click();
    await slideButton('Slide 2').click();
    await slidePanel().getByRole('button', { name: 'Slide settings' }).click();
    expect(
      await settingsPrompt()
        .getByRole('combobox', { name: /^Transition/ })
        .inputValue(),
    ).toBe('zoom');
    expect(await settingsPrompt().getByRole('spinbutton', { name: 'Seconds' }).getAttribute('aria-valuenow')).toBe('2');
    await settingsPrompt().getByRole('button', { name: 'Done' }).click();
    expect(await editorCanvas(page).canvas().locator('a[href="#/intro-slide"]').count()).toBe(1);
    await slideButton('Slide 1').click();
    await expect
      .poll(() =>
        editorCanvas(page)
          .block('image')
          .locator('img')
          .evaluate((img) => img.style.width),
      )
      .toBe('200%');
    expect(await page.getByRole('textbox', { name: 'Speaker notes' }).inputValue()).toBe('');

    // Presenting: the backgrounds, the transition, and auto-slide on the page's clock.
    const presenting = await browser.newPage();
    await presenting.clock.install();
    await presenting.goto(`${lectern.url}/${USERNAME}/${deck.slug}/fullscreen`);
    await presenting.locator('.lectern-deck-host[data-ready="true"]').waitFor();
    const content = (index: number) =>
      presenting.locator('.reveal .backgrounds > .slide-background').nth(index).locator('.slide-background-content');
    await expect.poll(() => content(0).evaluate((element) => element.style.backgroundSize)).toBe('contain');
    expect(await content(0).evaluate((element) => element.style.backgroundImage)).toMatch(/media-files/);
    expect(await content(0).evaluate((element) => element.style.backgroundPosition)).toBe('left top');
    expect(await content(0).evaluate((element) => element.style.opacity)).toBe('0.4');
    expect(
      await presenting
        .locator('.reveal .backgrounds > .slide-background')
        .nth(1)
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(34, 68, 102)');
    expect(await presenting.locator('section[data-id="s-b"]').getAttribute('data-transition')).toBe('zoom');
    expect(await presenting.locator('section#intro-slide').count()).toBe(1);
    await presenting.screenshot({ path: `${SHOTS}/presenting-image.png` });

    await presenting.keyboard.press('ArrowRight');
    await presenting.locator('section[data-id="s-b"].present').waitFor();
    await presenting.screenshot({ path: `${SHOTS}/presenting-colour.png` });
    // 2 s on the page's clock move the deck on by itself.
    await presenting.clock.runFor(2_500);
    await presenting.locator('section[data-id="s-c"].present').waitFor();
    const video = presenting.locator('.reveal .backgrounds > .slide-background').nth(2).locator('video');
    await video.waitFor();
    expect(
      await video.evaluate((element) => [(element as HTMLVideoElement).muted, (element as HTMLVideoElement).loop]),
    ).toEqual([true, true]);
    expect(await video.locator('source').first().getAttribute('src')).toMatch(/\/media-files\/.+\/video$/);
    await presenting.screenshot({ path: `${SHOTS}/presenting-video.png` });
    await presenting.keyboard.press('ArrowRight');
    await presenting.locator('section[data-id="s-d"].present').waitFor();
    const frame = presenting.locator('.reveal .backgrounds > .slide-background').nth(3).locator('iframe');
    await expect.poll(() => frame.getAttribute('src')).toBe(IFRAME);
    expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(await presenting.locator('section[data-id="s-d"]').getAttribute('data-background-interactive')).toBe('');
    await presenting.close();

    // Stock reveal.js presents the saved deck with the same slides and backgrounds.
    const saved = await page.evaluate(
      async (id) => ((await (await fetch(`/api/v1/decks/${id}/data`)).json()) as { data: string }).data,
      deck.id,
    );
    const stock = await openInStockReveal(browser.context, saved);
    expect(
      await stock.evaluate(() =>
        (window as unknown as { Reveal: { getTotalSlides(): number } }).Reveal.getTotalSlides(),
      ),
    ).toBe(4);
    expect(
      await stock
        .locator('.backgrounds > .slide-background')
        .nth(1)
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(34, 68, 102)');
    await stock.close();

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows slide classes only with developer mode on a plan with custom CSS, keeping the reserved ones; no docked notes on touch', async () => {
    const owner = await signUp(lectern.url, 'classes-cleo', PASSWORD);
    await lectern.admin.setPlan('classes-cleo', 'pro');
    const classed = await createDeck(
      owner,
      'Classes',
      `<section data-id="c1" class="past intro">${text('c', '<h1>Hi</h1>')}</section>`,
    );
    const cleo = await launchBrowser();
    try {
      page = await cleo.newPage();
      await signIn(page, lectern.url, 'classes-cleo', PASSWORD);
      await page.goto(`${lectern.url}/classes-cleo/${classed.slug}/edit`);
      await slidePanel().getByRole('button', { name: 'Slide settings' }).click();
      await settingsPrompt().getByLabel('Slide ID').waitFor();
      expect(await settingsPrompt().getByLabel('Classes').count()).toBe(0);
      await settingsPrompt().getByRole('button', { name: 'Done' }).click();

      // Developer mode, in the user settings.
      await page.goto(`${lectern.url}/users/settings`);
      const developer = page.getByRole('checkbox', { name: 'Developer mode' });
      await expect.poll(() => developer.isChecked()).toBe(false);
      await developer.check();
      await page.getByText('Saved successfully').first().waitFor();

      await page.goto(`${lectern.url}/classes-cleo/${classed.slug}/edit`);
      await slidePanel().getByRole('button', { name: 'Slide settings' }).click();
      const classes = settingsPrompt().getByLabel('Classes');
      await expect.poll(() => classes.inputValue()).toBe('intro');
      await classes.fill('intro    wide  past');
      await classes.press('Tab');
      await settingsPrompt().getByRole('button', { name: 'Done' }).click();
      await page.keyboard.press('ControlOrMeta+S');
      await expect.poll(() => saveStatus().textContent(), { timeout: 30_000 }).toBe('All changes saved');
      const saved = await page.evaluate(
        async (id) => ((await (await fetch(`/api/v1/decks/${id}/data`)).json()) as { data: string }).data,
        classed.id,
      );
      expect(saved).toMatch(/<section[^>]* class="past intro wide"/);
    } finally {
      await cleo.close();
    }

    // On a touch screen the editor offers no docked notes (spec/001 §6); the notes prompt stays.
    const touch = await browser.context.browser()!.newContext({
      hasTouch: true,
      viewport: DESKTOP_VIEWPORT,
      extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
    });
    try {
      await touch.addInitScript(rememberReturningVisitor);
      page = await touch.newPage();
      await signIn(page, lectern.url, 'classes-cleo', PASSWORD);
      await page.goto(`${lectern.url}/classes-cleo/${classed.slug}/edit`);
      await slidePanel().getByRole('button', { name: 'Add notes' }).waitFor();
      expect(await slidePanel().getByRole('button', { name: 'Dock notes' }).count()).toBe(0);
    } finally {
      await touch.close();
    }
  });
});
