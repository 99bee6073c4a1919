import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeTwilio } from '@lectern/testing';
import { seriousViolationsIn } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from './support/browser.js';
import { startOwnLectern, type TestLectern } from './support/server.js';
import { createDeck, plainSlides, signIn, signUp, type CreatedDeck } from './present-decks.js';

const OWNER = 'remote-rosa';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-live';

const shownSlide = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Remote talk' }).getByRole('heading', { name, exact: true });

/** A Lectern with an SMS provider (a local server speaking Twilio's API): a lectern of its own. */
describe('the remote control link, sent by text message', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let lectern: TestLectern;
  let presenterBrowser: LaunchedBrowser;
  let phoneBrowser: LaunchedBrowser;
  let deck: CreatedDeck;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    lectern = await startOwnLectern({
      twilio: { accountSid: 'AC1', authToken: 'token', from: '+15550100100', baseUrl: twilio.url },
    });
    [presenterBrowser, phoneBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
    await mkdir(SHOTS, { recursive: true });
    deck = await createDeck(await signUp(lectern.url, OWNER, PASSWORD), 'Remote talk', plainSlides(4, 'Remote'), {
      visibility: 'all',
    });
  }, 120_000);

  afterAll(async () => {
    await presenterBrowser?.close();
    await phoneBrowser?.close();
    await lectern?.stop();
    await twilio?.close();
  });

  it('checks the number, texts the link, keeps the number, and the phone then drives the presentation', async () => {
    // A retried try finds the first try's texts on record.
    const textsBefore = twilio.requests.length;
    const presenter = await presenterBrowser.newPage();
    const problems = collectPageProblems(presenter);
    await signIn(presenter, lectern.url, OWNER, PASSWORD);
    await presenter.goto(`${lectern.url}/${OWNER}/${deck.slug}/live/server`);
    const controls = presenter.getByRole('region', { name: 'Live presentation controls' });
    await controls.getByText(/^Live ·/).waitFor();

    await controls.getByRole('button', { name: 'Send Remote Control Link' }).click();
    const prompt = presenter.getByRole('dialog', { name: 'Send Remote Control Link' });
    const status = prompt.getByRole('status');
    await prompt.getByLabel('Country code').fill('1');
    await prompt.getByLabel('Phone number').fill('555');
    await prompt.getByRole('button', { name: 'Send' }).click();
    await status.getByText('Please enter a valid phone number').waitFor();
    expect(twilio.requests).toHaveLength(textsBefore);
    const violations = await seriousViolationsIn(presenter, 'send SMS prompt, invalid number');

    // A number the provider refuses: its words are shown.
    await prompt.getByLabel('Phone number').fill('500-555-0001');
    await prompt.getByRole('button', { name: 'Send' }).click();
    await status.getByText("Failed to send SMS: The 'To' number +15005550001 is not a valid phone number.").waitFor();

    // Typed as a person does: digits only, grouped for country code 1.
    await prompt.getByLabel('Phone number').fill('');
    await prompt.getByLabel('Phone number').pressSequentially('(555) 010-0199');
    expect(await prompt.getByLabel('Phone number').inputValue()).toBe('555 010 0199');
    await prompt.getByRole('button', { name: 'Send' }).click();
    await status.getByText('SMS sent').waitFor();
    await presenter.screenshot({ path: `${SHOTS}/sms-sent.png` });
    await prompt.waitFor({ state: 'detached' });
    const text = twilio.requests.at(-1)!.form;
    expect(text.To).toBe('+15550100199');
    const link = /https?:\/\/\S+/.exec(text.Body!)![0];
    expect(link).toContain(`/${OWNER}/${deck.slug}/live/server?publisher_key=`);

    // The number is kept in the settings: the prompt opens with it.
    await controls.getByRole('button', { name: 'Send Remote Control Link' }).click();
    // Kept once the settings' save is answered, which a busy machine may take a while to do.
    await expect.poll(() => prompt.getByLabel('Phone number').inputValue(), { timeout: 15_000 }).toBe('555 010 0199');
    expect(await prompt.getByLabel('Country code').inputValue()).toBe('1');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await controls.getByRole('button', { name: 'Present', exact: true }).click();
    await shownSlide(presenter, 'Remote 1').waitFor();

    // On the phone, signed out, the link presents the deck live; its moves move the presenter's deck.
    const phone = await phoneBrowser.newPage(PHONE_VIEWPORT);
    const phoneProblems = collectPageProblems(phone);
    await phone.goto(link);
    const remote = phone.getByRole('region', { name: 'Live presentation controls' });
    await remote.getByText(/^Live ·/).waitFor();
    expect(await remote.getByRole('button', { name: 'Send Remote Control Link' }).count()).toBe(0);
    await phone.screenshot({ path: `${SHOTS}/remote-phone.png` });
    await remote.getByRole('button', { name: 'Present', exact: true }).click();
    await phone.keyboard.press('ArrowRight');
    await shownSlide(phone, 'Remote 2').waitFor();
    await shownSlide(presenter, 'Remote 2').waitFor();
    await phone.keyboard.press('ArrowRight');
    await shownSlide(presenter, 'Remote 3').waitFor();
    // And the presenter's own moves reach the phone.
    await presenter.keyboard.press('ArrowLeft');
    await shownSlide(phone, 'Remote 2').waitFor();

    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    expect(phoneProblems).toEqual([]);
  });
});
