import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { createDeck, plainSlides, signUp, type CreatedDeck } from './present-decks.js';

const OWNER = 'timer-tess';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-present2';

describe('the speaker timer across speaker views', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  const browsers: LaunchedBrowser[] = [];

  beforeAll(async () => {
    lectern = await startLectern();
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await lectern?.stop();
  });

  /**
   * A presenter's way to the speaker view in a browser of their own, as a person goes: from the home
   * page, sign in, the deck on their profile, its Present link, then the presentation controls'
   * Speaker View, which opens in a window of its own.
   */
  async function speakerViewFromHome(username: string, deckTitle: string, deck: CreatedDeck) {
    const browser = await launchBrowser();
    browsers.push(browser);
    const presenter = await browser.newPage();
    await presenter.goto(lectern.url);
    await presenter.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await presenter.getByLabel('Username or e-mail').fill(username);
    await presenter.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await presenter.keyboard.press('Enter');
    await presenter.waitForURL(`${lectern.url}/${username}`);
    await presenter.getByRole('link', { name: deckTitle }).first().click();
    await presenter.waitForURL(`${lectern.url}/${username}/${deck.slug}`);
    await presenter.getByRole('link', { name: 'Present', exact: true }).click();
    await presenter.waitForURL((url) => url.pathname === `/${username}/${deck.slug}/present`);
    const [speaker] = await Promise.all([
      presenter.context().waitForEvent('page'),
      presenter
        .getByRole('region', { name: 'Presentation controls' })
        .getByRole('button', { name: 'Speaker View' })
        .click(),
    ]);
    return { browser, presenter, speaker };
  }

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
    const { browser, presenter, speaker: first } = await speakerViewFromHome(OWNER, 'Timed talk', deck);
    const problems = collectPageProblems(presenter);
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

  it("sets the deck's time limit from the speaker view's prompt: every speaker view counts down from it", async () => {
    const owner = await signUp(lectern.url, 'limit-lou', PASSWORD);
    const deck = await createDeck(owner, 'Untimed talk', plainSlides(2, 'Untimed slide'));
    const { browser, speaker } = await speakerViewFromHome('limit-lou', 'Untimed talk', deck);
    const problems = collectPageProblems(speaker);
    const other = await browser.newPage({ width: 1280, height: 800 });
    await other.goto(speaker.url());
    await other.getByRole('button', { name: 'Start', exact: true }).waitFor();
    // No limit yet: the timer counts up, with no countdown.
    expect(await speaker.getByLabel('Countdown').count()).toBe(0);

    await speaker.bringToFront();
    await speaker.getByRole('button', { name: 'Time limit' }).click();
    const prompt = speaker.getByRole('dialog', { name: 'Time Limit' });
    await prompt.getByText('No limit: the timer counts up.').waitFor();
    await prompt.getByRole('button', { name: '5 min', exact: true }).click();
    await prompt.getByText('The timer counts down from 5 minutes.').waitFor();
    expect(await seriousAccessibilityViolations(speaker)).toEqual([]);
    await speaker.screenshot({ path: `${SHOTS}/speaker-time-limit.png` });
    await prompt.getByRole('button', { name: 'Save' }).click();
    await prompt.waitFor({ state: 'detached' });
    for (const view of [speaker, other]) await view.getByLabel('Countdown').getByText('05:00').waitFor();

    // Saved with the deck: a speaker view opened anew counts down from it too.
    await speaker.reload();
    await speaker.getByLabel('Countdown').getByText('05:00').waitFor();
    // A typed value outside the range is held to it; 0 counts up again.
    await speaker.getByRole('button', { name: 'Time limit' }).click();
    await prompt.getByLabel('Minutes').fill('0');
    await prompt.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => speaker.getByLabel('Countdown').count()).toBe(0);
    await expect.poll(() => other.getByLabel('Countdown').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
