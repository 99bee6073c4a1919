import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeTestMp4 } from '@lectern/testing';
import { ApiSession } from './support/api-session.js';
import { seriousViolationsIn } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { createDeck, plainSlides, signIn, signUp, type CreatedDeck } from './present-decks.js';

const OWNER = 'live-lena';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-live';

const LIVE_MARKUP =
  `<section data-id="l1"><h2>Live one</h2></section>` +
  `<section data-id="l2"><h2>Live two</h2><ul><li class="fragment">First reveal</li><li class="fragment">Second reveal</li></ul></section>` +
  `<section data-id="l3"><h2>Live three</h2></section>` +
  `<section data-id="l4"><h2>Live four</h2></section>`;

/** The heading of the slide a page shows (reveal.js hides the others from the accessibility tree). */
const shownSlide = (page: Page, name: string, deckTitle = 'Live talk') =>
  page.getByRole('region', { name: deckTitle }).getByRole('heading', { name, exact: true });
const visibleFragments = (page: Page) => page.locator('.reveal .slides section.present .fragment.visible').count();

/** A video of `seconds` uploaded to the owner's media library and processed: its address. */
async function uploadVideo(owner: ApiSession, work: string, seconds: number): Promise<string> {
  const clip = path.join(work, 'clip.mp4');
  writeTestMp4(clip, seconds);
  const created = await owner.call('POST', '/api/v1/media', { media: { type: 'Video', filename: 'clip.mp4' } });
  const { media } = (await created.json()) as { media: { id: string; upload_url: string } };
  expect((await owner.upload('PUT', media.upload_url, await readFile(clip), 'video/mp4')).status).toBe(200);
  await owner.call('PUT', `/api/v1/media/${media.id}`, { media: { status: 'upload_complete' } });
  const item = async () =>
    (
      (await (await owner.call('GET', `/api/v1/media/${media.id}`)).json()) as {
        media: { status: string; url: string };
      }
    ).media;
  await expect.poll(async () => (await item()).status, { timeout: 60_000 }).toBe('complete');
  return (await item()).url;
}

describe('presenting live: the audience follows the presenter', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let presenterBrowser: LaunchedBrowser;
  let audienceBrowser: LaunchedBrowser;
  let owner: ApiSession;
  let deck: CreatedDeck;
  let work: string;

  beforeAll(async () => {
    lectern = await startLectern();
    [presenterBrowser, audienceBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
    await mkdir(SHOTS, { recursive: true });
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-live-e2e-'));
    owner = await signUp(lectern.url, OWNER, PASSWORD);
    deck = await createDeck(owner, 'Live talk', LIVE_MARKUP, { visibility: 'all' });
  });

  afterAll(async () => {
    await presenterBrowser?.close();
    await audienceBrowser?.close();
    await lectern?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('waits for the presenter, follows slides and fragments, and recovers after the realtime server restarts', async () => {
    // The audience arrives first: the page clock lets the 10 s waits pass in an instant.
    const viewer = await audienceBrowser.newPage();
    const viewerProblems = collectPageProblems(viewer);
    await viewer.clock.install();
    await viewer.goto(`${lectern.url}/${OWNER}/${deck.slug}/live`);
    const notice = viewer.getByRole('status', { name: 'Connection' });
    await notice.getByText('Waiting for presenter').waitFor();
    await expect.poll(() => notice.textContent()).toMatch(/Retrying in (10|9)s/);
    await viewer.screenshot({ path: `${SHOTS}/viewer-waiting.png` });
    const violations = await seriousViolationsIn(viewer, 'live viewer, waiting for the presenter');
    await viewer.clock.fastForward(5000);
    await expect.poll(() => notice.textContent()).toMatch(/Retrying in [45]s/);
    // Asked again after 10 s, still nobody presents: the countdown starts over.
    await viewer.clock.fastForward(5000);
    await expect.poll(() => notice.textContent()).toMatch(/Retrying in (10|9)s/);

    // The presenter goes from the deck page to the presenter, and from there to presenting live.
    const presenter = await presenterBrowser.newPage();
    const presenterProblems = collectPageProblems(presenter);
    await presenter.clock.install();
    await signIn(presenter, lectern.url, OWNER, PASSWORD);
    await presenter.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
    await presenter.getByRole('link', { name: 'Present', exact: true }).click();
    await presenter.getByRole('link', { name: 'Present Live' }).click();
    await presenter.waitForURL(`${lectern.url}/${OWNER}/${deck.slug}/live/server`);
    const controls = presenter.getByRole('region', { name: 'Live presentation controls' });
    await controls.getByText(/^Live ·/).waitFor();
    expect(await controls.getByRole('textbox', { name: 'Live presentation link' }).inputValue()).toBe(
      `${lectern.url}/${OWNER}/${deck.slug}/live`,
    );
    await presenter.screenshot({ path: `${SHOTS}/presenter-panel.png` });
    violations.push(...(await seriousViolationsIn(presenter, 'live presenter, before presenting')));
    // This Lectern has no SMS provider: the remote control link cannot be texted, and it says so.
    await controls.getByRole('button', { name: 'Send Remote Control Link' }).click();
    const sms = presenter.getByRole('dialog', { name: 'Send Remote Control Link' });
    await sms.getByText(/^Text messages are not set up on this server\./).waitFor();
    await sms.getByRole('button', { name: 'Close' }).click();
    await sms.waitFor({ state: 'detached' });
    // Nothing is published before the presenter starts.
    await notice.getByText('Waiting for presenter').waitFor();
    await controls.getByRole('button', { name: 'Present', exact: true }).click();

    await shownSlide(viewer, 'Live one').waitFor();
    await notice.getByText('Waiting for presenter').waitFor({ state: 'detached' });
    for (const [key, slide, fragments] of [
      ['ArrowRight', 'Live two', 0],
      ['ArrowRight', 'Live two', 1],
      ['ArrowRight', 'Live two', 2],
      ['ArrowLeft', 'Live two', 1],
      ['ArrowRight', 'Live two', 2],
      ['ArrowRight', 'Live three', 0],
    ] as const) {
      await presenter.keyboard.press(key);
      await shownSlide(viewer, slide).waitFor();
      await expect.poll(() => visibleFragments(viewer)).toBe(fragments);
    }
    await viewer.screenshot({ path: `${SHOTS}/viewer-following.png` });
    violations.push(...(await seriousViolationsIn(viewer, 'live viewer, following')));

    // The realtime server goes away for a while: both sides lose the connection.
    await lectern.restartRealtime(async () => {
      await viewer.clock.fastForward(10_000);
      await notice.getByText(/Lost connection to server|Connection lost, attempting to reconnect/).waitFor();
      await viewer.clock.fastForward(10_000);
      await notice.getByText('Lost connection to server').waitFor();
      await expect.poll(() => notice.textContent()).toMatch(/Retrying in \d+s/);
      await notice.getByRole('button', { name: 'Retry' }).waitFor();
      await viewer.screenshot({ path: `${SHOTS}/viewer-lost.png` });
      violations.push(...(await seriousViolationsIn(viewer, 'live viewer, connection lost')));
      // The presenter moves on meanwhile; the state waits for the connection.
      await presenter.keyboard.press('ArrowRight');
      await shownSlide(presenter, 'Live four').waitFor();
    });
    // Back: within the capped backoff both reconnect, the viewer at the presenter's stalled move.
    await presenter.clock.fastForward(10_000);
    await viewer.clock.fastForward(10_000);
    await shownSlide(viewer, 'Live four').waitFor();
    await expect.poll(() => notice.textContent()).toBe('');
    await presenter.keyboard.press('ArrowLeft');
    await shownSlide(viewer, 'Live three').waitFor();

    expect(violations).toEqual([]);
    expect(viewerProblems).toEqual([]);
    expect(presenterProblems).toEqual([]);
  });

  it("shows the presenter's pointer and plays the presenter's video on the viewer; the speaker view counts the audience; a saved deck is reloaded", async () => {
    await lectern.admin.setPlan(OWNER, 'pro');
    const video = await uploadVideo(owner, work, 20);
    const markup =
      `<section data-id="m1"><h2>Watch this</h2>` +
      `<div class="sl-block" data-block-type="video" data-block-id="clip" style="left:280px;top:200px;width:400px;height:300px"><div class="sl-block-content"><video src="${video}" controls></video></div></div></section>` +
      `<section data-id="m2"><h2>After the video</h2></section>`;
    const mediaDeck = await createDeck(owner, 'Media talk', markup, { visibility: 'all' });

    const viewer = await audienceBrowser.newPage();
    const viewerProblems = collectPageProblems(viewer);
    await viewer.goto(`${lectern.url}/${OWNER}/${mediaDeck.slug}/live`);
    const presenter = await presenterBrowser.newPage();
    const presenterProblems = collectPageProblems(presenter);
    await presenter.goto(`${lectern.url}/${OWNER}/${mediaDeck.slug}/live/server`);
    const controls = presenter.getByRole('region', { name: 'Live presentation controls' });
    await controls.getByText('Live · 1 viewer').waitFor();
    await controls.getByRole('checkbox', { name: 'Show my pointer' }).check();
    await controls.getByRole('button', { name: 'Present', exact: true }).click();
    await shownSlide(viewer, 'Watch this', 'Media talk').waitFor();

    // The pointer: where the presenter points on the slide, the viewer's pointer goes.
    const pointer = viewer.locator('.live-pointer');
    const pointAt = async (x: number, y: number) => {
      const slides = (await presenter.locator('.reveal .slides').boundingBox())!;
      await presenter.mouse.move(slides.x + x * slides.width, slides.y + y * slides.height, { steps: 4 });
      const target = (await viewer.locator('.reveal .slides').boundingBox())!;
      await expect
        .poll(async () => {
          const box = (await pointer.boundingBox())!;
          const [px, py] = [box.x + box.width / 2, box.y + box.height / 2];
          return Math.hypot(px - (target.x + x * target.width), py - (target.y + y * target.height));
        })
        .toBeLessThan(4);
    };
    await pointAt(0.2, 0.3);
    expect(await pointer.getAttribute('data-state')).toBe('up');
    await pointAt(0.8, 0.7);
    await viewer.screenshot({ path: `${SHOTS}/viewer-pointer.png` });

    // The video: the presenter plays it, it plays on the viewer; paused there, paused here.
    const presenterVideo = presenter.locator('.reveal section.present video');
    const viewerVideo = viewer.locator('.reveal section.present video');
    const playing = (page: Page) =>
      page.locator('.reveal section.present video').evaluate((element: HTMLVideoElement) => !element.paused);
    await presenterVideo.click();
    await expect.poll(() => playing(presenter)).toBe(true);
    await expect.poll(() => playing(viewer)).toBe(true);
    await expect
      .poll(() => viewerVideo.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.5);
    await viewer.screenshot({ path: `${SHOTS}/viewer-video.png` });
    await presenterVideo.click();
    await expect.poll(() => playing(presenter)).toBe(false);
    await expect.poll(() => playing(viewer)).toBe(false);

    // Ctrl+S opens the speaker view, which shows how many follow.
    await presenter.mouse.move(5, 5);
    const [speaker] = await Promise.all([
      presenter.context().waitForEvent('page'),
      presenter.keyboard.press('Control+s'),
    ]);
    await speaker.getByLabel('Live audience').getByText('1 viewer').waitFor();
    await speaker.screenshot({ path: `${SHOTS}/speaker-view-live.png` });
    const second = await audienceBrowser.newPage();
    await second.goto(`${lectern.url}/${OWNER}/${mediaDeck.slug}/live`);
    await speaker.getByLabel('Live audience').getByText('2 viewers').waitFor();
    await second.close();
    await speaker.getByLabel('Live audience').getByText('1 viewer').waitFor();

    // The owner saves the deck: the viewer loads it again, where the presenter is.
    await presenter.bringToFront();
    await presenter.keyboard.press('ArrowRight');
    await shownSlide(viewer, 'After the video', 'Media talk').waitFor();
    const current = (await (await owner.call('GET', `/api/v1/decks/${mediaDeck.id}/data`)).json()) as {
      version: number;
    };
    const saved = await owner.call('PUT', `/api/v1/decks/${mediaDeck.id}`, {
      deck: { data: markup.replace('After the video', 'Questions'), version: current.version },
    });
    expect(saved.status).toBe(200);
    await shownSlide(viewer, 'Questions', 'Media talk').waitFor();

    expect(viewerProblems).toEqual([]);
    expect(presenterProblems).toEqual([]);
  });

  it('asks a viewer whose session ended to sign in again, and follows again once they do', async () => {
    await lectern.admin.setPlan(OWNER, 'pro');
    const secret = await createDeck(owner, 'Secret talk', plainSlides(2, 'Secret'), { visibility: 'self' });
    // The owner, signed in, watches their private deck live.
    const browser = await launchBrowser();
    const viewer = await browser.newPage();
    const problems = collectPageProblems(viewer);
    await signIn(viewer, lectern.url, OWNER, PASSWORD);
    await viewer.goto(`${lectern.url}/${OWNER}/${secret.slug}/live`);
    const notice = viewer.getByRole('status', { name: 'Connection' });
    await notice.getByText('Waiting for presenter').waitFor();
    // The session ends behind its back; then the connection drops and comes back refused.
    const session = await ApiSession.of(browser.context, lectern.url);
    expect((await session.call('DELETE', '/api/v1/session')).status).toBeLessThan(300);
    await lectern.restartRealtime();
    await notice.getByText("Sorry, we're having trouble connecting. If the problem persists, contact us").waitFor();
    await notice.getByText('Please make sure you are still signed in.').waitFor();
    await viewer.screenshot({ path: `${SHOTS}/viewer-signed-out.png` });
    const violations = await seriousViolationsIn(viewer, 'live viewer, signed out');
    // Signed in again (another tab), Retry follows the deck again.
    const other = await browser.newPage();
    await signIn(other, lectern.url, OWNER, PASSWORD);
    await other.close();
    await notice.getByRole('button', { name: 'Retry' }).click();
    await notice.getByText('Waiting for presenter').waitFor();
    await browser.close();
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
