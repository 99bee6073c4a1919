import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { createDeck, plainSlides, signIn, signUp } from './present-decks.js';

const OWNER = 'timer-tess';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-present2';

describe('the speaker timer across speaker views', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const timerState = async (speaker: Page) => ({
    button: await speaker
      .getByRole('region', { name: 'Time' })
      .getByRole('button', { name: /^(Start|Pause|Resume)$/ })
      .textContent(),
    time: await speaker.getByLabel('Timer').textContent(),
  });

  it('shows the same timer in two speaker views of one presenter after start and pause; a third catches up', async () => {
    const owner = await signUp(lectern.url, OWNER, PASSWORD);
    const deck = await createDeck(owner, 'Timed talk', plainSlides(3, 'Talk slide'), { time_limit: 10 });
    const presenter = await browser.newPage();
    const problems = collectPageProblems(presenter);
    await signIn(presenter, lectern.url, OWNER, PASSWORD);
    await presenter.goto(`${lectern.url}/${OWNER}/${deck.slug}/present`);
    const controls = presenter.getByRole('region', { name: 'Presentation controls' });
    const [first] = await Promise.all([
      presenter.context().waitForEvent('page'),
      controls.getByRole('button', { name: 'Speaker View' }).click(),
    ]);
    const speakerUrl = first.url();
    const second = await browser.newPage({ width: 1280, height: 800 });
    await second.goto(speakerUrl);
    const speakers = [first, second];
    const speakerProblems = speakers.map(collectPageProblems);
    for (const speaker of speakers) {
      await speaker
        .getByRole('region', { name: 'Current slide' })
        .getByRole('heading', { name: 'Talk slide 1' })
        .waitFor();
      await speaker.getByRole('button', { name: 'Start', exact: true }).waitFor();
    }

    // Started in one, started in the other.
    await first.bringToFront();
    await first.getByRole('button', { name: 'Start', exact: true }).click();
    await second.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await second.getByLabel('Timer').getByText('00:02').waitFor();

    // Paused in the other, paused here at the same time.
    await second.bringToFront();
    await second.getByRole('button', { name: 'Pause', exact: true }).click();
    await first.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    expect(await timerState(first)).toEqual(await timerState(second));
    expect((await timerState(first)).time).toMatch(/^00:0[2-9]$/);

    // A speaker view opened later asks for the running timer and shows it.
    const third = await browser.newPage({ width: 1280, height: 800 });
    const thirdProblems = collectPageProblems(third);
    await third.goto(speakerUrl);
    await third.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    expect(await timerState(third)).toEqual(await timerState(first));
    await third.screenshot({ path: `${SHOTS}/speaker-timer-synced.png` });

    // Rewind stops it everywhere.
    await third.getByRole('button', { name: 'Rewind' }).click();
    for (const speaker of speakers) {
      await speaker.getByRole('button', { name: 'Start', exact: true }).waitFor();
      expect(await speaker.getByLabel('Timer').textContent()).toBe('00:00');
    }
    expect(problems).toEqual([]);
    expect(speakerProblems).toEqual([[], []]);
    expect(thirdProblems).toEqual([]);
  });
});
