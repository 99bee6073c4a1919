import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signIn, signUp } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas, newDeckFrom } from './support/editor.js';
import { startLectern } from './support/server.js';

const USERNAME = 'media-maya';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-media-blocks';
const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const AUDIO = 'https://media.example/tone.mp3';
const FRAME_TITLE = 'A "famous" music video';

/** Which blocks of the shown slide reveal.js has made visible, by kind, in the order they became so. */
const visibleFragments = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.reveal .slides section.present .sl-block.fragment.visible')].map((block) =>
      block.getAttribute('data-block-type'),
    ),
  );

describe('iframe, video and audio blocks, fragments and auto-animate', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let work: string;
  let deckPath: string;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-media-blocks-e2e-'));
    await mkdir(SHOTS, { recursive: true });
    await signUp(lectern.url, USERNAME, PASSWORD);
    // A plan that uploads video.
    await lectern.admin.setPlan(USERNAME, 'pro');
    page = await browser.newPage();
    await signIn(page, lectern.url, USERNAME, PASSWORD);
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const block = (type: string) => editorCanvas(page).block(type);
  const inspector = () => page.getByRole('complementary', { name: 'Block properties' });
  const slidePanel = () => page.getByRole('complementary', { name: 'Slide properties' });
  const slideButton = (name: string) =>
    page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name, exact: true });
  const saveStatus = () => page.getByRole('toolbar', { name: 'Editor' }).getByRole('status');
  const badge = (kind: Locator) => kind.locator('.editor-fragment-badge');

  /** Marks the selected block as a fragment of the given order. */
  async function makeFragment(order: number, style: string) {
    await inspector().getByRole('checkbox', { name: 'Fragment' }).check();
    await inspector().getByLabel('Fragment style').selectOption({ label: style });
    const field = inspector().getByLabel('Fragment order');
    await field.fill(String(order));
    await field.press('Enter');
  }

  it('builds a slide of an iframe, a video and an audio block through the toolbar, with fragments and an auto-animate pair, and finds it all after a reload', async () => {
    const clip = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-y',
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
    const tone = path.join(work, 'tone.mp3');
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', tone]);

    // Pro has the deck template selector: a blank deck.
    await newDeckFrom(page, 'Blank (white)');
    // 'untitled', or 'untitled-2' when a retry makes a second deck.
    await page.waitForURL(new RegExp(`/${USERNAME}/untitled(-\\d+)?/edit$`));
    deckPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();

    // An iframe: embed code without a source is refused with the spec's words; a video link becomes its embed URL.
    await page.getByRole('button', { name: 'Iframe', exact: true }).click();
    await block('iframe').waitFor();
    const address = inspector().getByLabel('Iframe address');
    await address.fill('<div>no frame here</div>');
    await address.press('Enter');
    await inspector()
      .getByRole('alert')
      .getByText('Unable to find iframe source attribute. Please try pasting the URL directly.')
      .waitFor();
    await address.fill('https://youtu.be/dQw4w9WgXcQ');
    await address.press('Enter');
    await expect.poll(() => block('iframe').locator('iframe').getAttribute('src')).toBe(EMBED);
    expect(await inspector().getByRole('alert').count()).toBe(0);
    // The frame's name, kept in the deck for every view.
    expect(await block('iframe').locator('iframe').getAttribute('title')).toBe('Embedded page');
    await inspector().getByLabel('Frame title').fill(FRAME_TITLE);
    await inspector().getByLabel('Frame title').press('Enter');
    await expect.poll(() => block('iframe').locator('iframe').getAttribute('title')).toBe(FRAME_TITLE);
    // Turned: its fragment style still moves it when presented.
    await inspector().getByLabel('Rotation').fill('10');
    await inspector().getByLabel('Rotation').press('Enter');
    await makeFragment(1, 'Fade up');

    // A video from the media library, uploaded there; it plays by itself, muted.
    await page.getByRole('button', { name: 'Video', exact: true }).click();
    await block('video').waitFor();
    // Added where the iframe of the same size is, it sits down and right of it instead of on it.
    const place = (kind: string) =>
      block(kind).evaluate((element: HTMLElement) => [element.style.left, element.style.top].map(parseFloat));
    const [frameX, frameY] = await place('iframe');
    expect(await place('video')).toEqual([frameX! + 24, frameY! + 24]);
    await inspector().getByRole('button', { name: 'Choose from media library' }).click();
    const library = page.getByRole('dialog', { name: 'Select Video' });
    await library.getByLabel('Upload', { exact: true }).setInputFiles(clip);
    await library.waitFor({ state: 'detached', timeout: 60_000 });
    await expect
      .poll(() => block('video').locator('video').getAttribute('src'), { timeout: 30_000 })
      .toMatch(/^\/media-files\//);
    await inspector().getByRole('checkbox', { name: 'Autoplay' }).check();
    await inspector().getByRole('checkbox', { name: 'Muted' }).check();

    // Audio from an address; a script URL is refused.
    await page.getByRole('button', { name: 'Audio', exact: true }).click();
    await block('audio').waitFor();
    const source = inspector().getByLabel('Audio source');
    await source.fill('javascript:alert(1)');
    await source.press('Enter');
    await inspector().getByRole('alert').getByText('Please enter a valid URL').waitFor();
    await source.fill(AUDIO);
    await source.press('Enter');
    await expect.poll(() => block('audio').locator('audio').getAttribute('src')).toBe(AUDIO);
    // Or from the media library, uploaded there.
    await inspector().getByRole('button', { name: 'Choose from media library' }).click();
    const audioLibrary = page.getByRole('dialog', { name: 'Select Audio' });
    await audioLibrary.getByLabel('Upload', { exact: true }).setInputFiles(tone);
    await audioLibrary.waitFor({ state: 'detached', timeout: 60_000 });
    await expect
      .poll(() => block('audio').locator('audio').getAttribute('src'), { timeout: 30_000 })
      .toMatch(/^\/media-files\//);
    await inspector().getByRole('checkbox', { name: 'Preload' }).check();
    await makeFragment(2, 'Grow');

    // A text block, third.
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await block('text').getByText('Text').waitFor();
    await page.keyboard.press('Escape');
    await block('text').click();
    await makeFragment(3, 'Fade in');

    // Each fragment shows its order on the canvas.
    await expect.poll(() => badge(block('iframe')).textContent()).toBe('1');
    await expect.poll(() => badge(block('audio')).textContent()).toBe('2');
    await expect.poll(() => badge(block('text')).textContent()).toBe('3');
    expect(await badge(block('video')).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/editor-media-blocks.png` });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // An auto-animate pair: a second slide with a square, auto-animated, duplicated, the square moved.
    await page.getByRole('button', { name: 'Add horizontal slide' }).click();
    await slideButton('Slide 2').waitFor();
    await page.getByRole('button', { name: 'Shape' }).click();
    await page.getByRole('menuitem', { name: 'Rectangle' }).click();
    await block('shape').waitFor();
    await inspector().getByLabel('X', { exact: true }).fill('60');
    await inspector().getByLabel('X', { exact: true }).press('Enter');
    // Escape on the block (not in a field) leaves nothing selected: the slide's panel shows.
    await block('shape').focus();
    await page.keyboard.press('Escape');
    await slidePanel().getByRole('button', { name: 'Auto-Animate' }).click();
    const prompt = page.getByRole('dialog', { name: 'Auto-Animate (Beta)' });
    await prompt.getByRole('checkbox', { name: 'Auto-animate this slide' }).check();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/auto-animate-prompt.png` });
    // Out of range is clamped to 10 s; tenths of a second.
    await prompt.getByLabel('Duration (seconds)').fill('42');
    await prompt.getByLabel('Duration (seconds)').press('Tab');
    expect(await prompt.getByLabel('Duration (seconds)').inputValue()).toBe('10');
    await prompt.getByLabel('Duration (seconds)').fill('2.54');
    await prompt.getByLabel('Delay (seconds)').fill('0.1');
    expect(await prompt.getByLabel('Easing').locator('option').count()).toBe(10);
    await prompt.getByLabel('Easing').selectOption({ label: 'Ease in out' });
    await prompt.getByRole('button', { name: 'Save' }).click();
    await prompt.waitFor({ state: 'detached' });
    await slidePanel().getByText('On', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Duplicate slide' }).click();
    await slideButton('Slide 3').waitFor();
    await expect.poll(() => slideButton('Slide 3').getAttribute('aria-current')).toBe('true');
    await block('shape').click();
    await inspector().getByLabel('X', { exact: true }).fill('700');
    await inspector().getByLabel('X', { exact: true }).press('Enter');
    await expect.poll(() => block('shape').evaluate((element: HTMLElement) => element.style.left)).toBe('700px');

    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => saveStatus().textContent()).toBe('All changes saved');

    // After a reload everything is there.
    await page.reload();
    await slideButton('Slide 3').waitFor();
    await slideButton('Slide 1').click();
    await expect.poll(() => block('iframe').locator('iframe').getAttribute('src')).toBe(EMBED);
    expect(await block('video').locator('video').getAttribute('src')).toMatch(/^\/media-files\//);
    expect(await block('audio').locator('audio').getAttribute('src')).toMatch(/^\/media-files\//);
    expect(await block('iframe').locator('iframe').getAttribute('title')).toBe(FRAME_TITLE);
    expect([await badge(block('iframe')).textContent(), await badge(block('audio')).textContent()]).toEqual(['1', '2']);
    expect(await badge(block('text')).textContent()).toBe('3');
    // Blocks in front cover the video: the keyboard's way to it selects it.
    await block('video').focus();
    expect(await inspector().getByRole('checkbox', { name: 'Autoplay' }).isChecked()).toBe(true);
    expect(await inspector().getByRole('checkbox', { name: 'Muted' }).isChecked()).toBe(true);
    expect(await inspector().getByRole('checkbox', { name: 'Loop' }).isChecked()).toBe(false);
    await block('audio').focus();
    expect(await inspector().getByLabel('Fragment style').inputValue()).toBe('grow');
    await slideButton('Slide 2').click();
    await slidePanel().getByText('On', { exact: true }).waitFor();
    await slidePanel().getByRole('button', { name: 'Auto-Animate' }).click();
    expect(await prompt.getByLabel('Duration (seconds)').inputValue()).toBe('2.5');
    expect(await prompt.getByLabel('Delay (seconds)').inputValue()).toBe('0.1');
    expect(await prompt.getByLabel('Easing').inputValue()).toBe('ease-in-out');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await slideButton('Slide 3').click();
    await slidePanel().getByText('On', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  /** Steps through the first slide's fragments in order, then to the pair, where the square moves. */
  async function presentTheDeck(target: Page) {
    await target.locator('.reveal.ready').waitFor();
    // The deck page paints its first slide on the server; reveal.js's own replaces it.
    await expect
      .poll(() => target.locator('.reveal .slides section.present .sl-block[data-block-type="iframe"]').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await visibleFragments(target)).toEqual([]);
    const frame = target.locator('.reveal .slides section.present .sl-block[data-block-type="iframe"]');
    expect(await frame.locator('iframe').getAttribute('title')).toBe(FRAME_TITLE);
    // Measured from its box, which a hidden fragment has too.
    const frameY = () => frame.evaluate((element) => element.getBoundingClientRect().y);
    const hiddenY = await frameY();
    // The video plays by itself when its slide shows (it lasts 2 s, so it may have ended already).
    const video = target.locator('.reveal .slides section.present video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.played.length > 0 && element.currentTime > 0), {
        // Three browsers and a transcoder share two cores in the suite: playback may start late.
        timeout: 30_000,
      })
      .toBe(true);
    await target.keyboard.press('ArrowRight');
    await expect.poll(() => visibleFragments(target)).toEqual(['iframe']);
    // Turned by 10°, it still fades up: it rises to its place, keeping its turn.
    await expect.poll(async () => hiddenY - (await frameY()), { timeout: 15_000 }).toBeGreaterThan(10);
    expect(await frame.evaluate((element) => getComputedStyle(element).transform)).not.toBe('none');
    await target.keyboard.press('ArrowRight');
    await expect.poll(() => visibleFragments(target)).toEqual(['iframe', 'audio']);
    await target.keyboard.press('ArrowRight');
    await expect.poll(async () => (await visibleFragments(target)).length).toBe(3);
    await target.keyboard.press('ArrowRight');
    const square = target.locator('.reveal .slides section.present .sl-block[data-block-type="shape"]');
    await square.waitFor();
    await target.keyboard.press('ArrowRight');
    // The square on the third slide is paired with the second slide's and moves across, from 60 to 700.
    const moved = target.locator(
      '.reveal .slides section.present .sl-block[data-block-type="shape"][data-auto-animate-target]',
    );
    await moved.waitFor();
    const slideX = async () => {
      const slides = (await target.locator('.reveal .slides').boundingBox())!;
      const scale = slides.width / 960;
      return ((await moved.boundingBox())!.x - slides.x) / scale;
    };
    const positions: number[] = [];
    await expect
      .poll(
        async () => {
          positions.push(await slideX());
          return positions.at(-1)!;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(690);
    // It passed through places between the two instead of jumping (how far it had gone at the first
    // look depends on how busy the machine is).
    expect(positions.some((x) => x > 70 && x < 690)).toBe(true);
  }

  it.each([
    ['the deck page', ''],
    ['fullscreen', '/fullscreen'],
    ['embed', '/embed'],
  ])('presents it in %s: fragments step in order, the video plays, the pair animates', async (_name, view) => {
    await page.goto(`${lectern.url}${deckPath}${view}`);
    await presentTheDeck(page);
    await page.screenshot({ path: `${SHOTS}/present${view.replace('/', '-') || '-show'}.png` });
    expect(problems).toEqual([]);
  });

  it('presents it in the kiosk view: the fragments step in order by themselves', async () => {
    // A tab of its own whose clock the test moves: each 2 s step passes in an instant.
    const kiosk = await browser.newPage();
    const kioskProblems = collectPageProblems(kiosk);
    await kiosk.clock.install();
    await kiosk.goto(`${lectern.url}${deckPath}/kiosk?autoSlide=2000`);
    await kiosk.locator('.reveal.ready').waitFor();
    // The kiosk moves on its own: the order in which the fragments become visible is recorded.
    await kiosk.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shownFragments: string[] }).shownFragments = shown;
      new MutationObserver((changes) => {
        for (const change of changes) {
          const block = change.target as HTMLElement;
          const type = block.getAttribute('data-block-type');
          if (type && block.matches('section.present .fragment.visible') && !shown.includes(type)) shown.push(type);
        }
      }).observe(document.querySelector('.reveal .slides')!, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    const shownFragments = () =>
      kiosk.evaluate(() => (window as unknown as { shownFragments: string[] }).shownFragments);
    for (const shown of [1, 2, 3]) {
      await kiosk.clock.fastForward(2000);
      await expect.poll(async () => (await shownFragments()).length).toBeGreaterThanOrEqual(shown);
    }
    expect(await shownFragments()).toEqual(['iframe', 'audio', 'text']);
    await kiosk.close();
    expect(kioskProblems).toEqual([]);
  });

  it('presents it from the presenter, where the video plays by itself', async () => {
    await page.goto(`${lectern.url}${deckPath}/present`);
    await page
      .getByRole('region', { name: 'Presentation controls' })
      .getByRole('checkbox', { name: 'Fullscreen' })
      .uncheck();
    await page.getByRole('region', { name: 'Presentation controls' }).getByRole('button', { name: 'Present' }).click();
    await page.getByRole('button', { name: 'Stop presenting' }).waitFor();
    await presentTheDeck(page);
    expect(problems).toEqual([]);
  });

  it('steps the fragments in the speaker view opened from the presenter, as the presenter steps them', async () => {
    await page.goto(`${lectern.url}${deckPath}/present`);
    const controls = page.getByRole('region', { name: 'Presentation controls' });
    await controls.getByRole('checkbox', { name: 'Fullscreen' }).uncheck();
    const [speaker] = await Promise.all([
      page.context().waitForEvent('page'),
      controls.getByRole('button', { name: 'Speaker View' }).click(),
    ]);
    const speakerProblems = collectPageProblems(speaker);
    const current = speaker.getByRole('region', { name: 'Current slide' });
    const shownInSpeaker = () =>
      current
        .locator('.reveal .slides section.present .sl-block.fragment.visible')
        .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-type')));
    await current
      .locator('.reveal.ready section.present .sl-block[data-block-type="iframe"]')
      .waitFor({ state: 'attached' });
    expect(await shownInSpeaker()).toEqual([]);

    await page.bringToFront();
    await controls.getByRole('button', { name: 'Present' }).click();
    await page.getByRole('button', { name: 'Stop presenting' }).waitFor();
    await page.locator('.reveal.ready').waitFor();
    for (const shown of [['iframe'], ['iframe', 'audio'], ['iframe', 'audio', 'text']]) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await visibleFragments(page)).length).toBe(shown.length);
      await expect.poll(async () => [...(await shownInSpeaker())].sort()).toEqual([...shown].sort());
    }
    await speaker.screenshot({ path: `${SHOTS}/speaker-fragments.png` });
    // Stepping back in the speaker view hides the last fragment in both windows.
    await speaker.bringToFront();
    await speaker.keyboard.press('ArrowLeft');
    await expect.poll(async () => [...(await shownInSpeaker())].sort()).toEqual(['audio', 'iframe']);
    await expect.poll(async () => (await visibleFragments(page)).length).toBe(2);
    await speaker.close();
    expect(speakerProblems).toEqual([]);
    expect(problems).toEqual([]);
  });
});
