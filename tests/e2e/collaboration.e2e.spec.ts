import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signIn, signUp } from './support/accounts.js';
import { seriousViolationsIn } from './support/accessibility.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern, type TestLectern } from './support/server.js';

const SHOTS = '/tmp/shots-collaboration';
const PASSWORD = 'a-good-password';
const run = Date.now().toString(36);
const OWNER = `collabowner${run}`;
const EDITOR = `collabeditor${run}`;
const TIMEOUT = 10_000;

/**
 * Two signed-in people, each in a browser of their own, collaborate on one deck: the owner makes it
 * collaborative and invites the other, both see each other, the seat is asked for, handed over and
 * refused, the deck reloads for the reviewer when the editor saves, comments go back and forth with
 * the unread count, and a removed collaborator is sent away. The product's 5 s redirects pass on
 * each page's clock.
 */
/**
 * Stops the page's clock a moment from now (pausing needs a time ahead of the page's, which runs on
 * while the test asks for it: on a loaded machine that takes a while).
 */
async function pauseClock(page: Page): Promise<void> {
  for (let margin = 250; ; margin *= 4) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + margin);
    } catch (error) {
      if (margin > 60_000 || !String(error).includes('to the past')) throw error;
    }
  }
}

describe('collaborating on a deck', () => {
  let lectern: TestLectern;
  let ownerBrowser: LaunchedBrowser;
  let editorBrowser: LaunchedBrowser;
  let owner: Page;
  let editor: Page;
  let deck: { id: string; slug: string };
  let ownerApi: ApiSession;
  const problems: string[][] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    ownerApi = await signUp(lectern.url, OWNER, PASSWORD);
    await signUp(lectern.url, EDITOR, PASSWORD);
    deck = await createDeck(ownerApi, { title: 'Launch plan' });
    const saved = await ownerApi.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: {
        data: ['goals', 'dates']
          .map(
            (id, n) =>
              `<section data-id="${id}"><div class="sl-block" data-block-type="text" data-block-id="t${n}" style="left:80px; top:80px; width:800px; height:auto;"><div class="sl-block-content"><h2>${n === 0 ? 'Our goals' : 'Key dates'}</h2></div></div></section>`,
          )
          .join(''),
        version: 1,
      },
    });
    expect(saved.status).toBe(200);
    ownerBrowser = await launchBrowser();
    editorBrowser = await launchBrowser();
    owner = await ownerBrowser.newPage();
    editor = await editorBrowser.newPage();
    for (const page of [owner, editor]) {
      await page.clock.install();
      problems.push(collectPageProblems(page));
    }
    await signIn(owner, lectern.url, OWNER, PASSWORD);
    await signIn(editor, lectern.url, EDITOR, PASSWORD);
  }, 60_000);

  afterAll(async () => {
    await ownerBrowser?.close();
    await editorBrowser?.close();
    await lectern?.stop();
  });

  const notification = (page: Page, text: string) =>
    page.getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true });
  const panel = (page: Page) => page.getByRole('complementary', { name: 'Collaboration' });
  const person = (page: Page, name: string) =>
    panel(page).getByRole('list', { name: 'People on this deck' }).getByRole('listitem').filter({ hasText: name });

  it('is made collaborative by its owner in the editor, who invites a collaborator by address', async () => {
    await owner.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await owner.getByRole('button', { name: 'Collaborate' }).click();
    await panel(owner).waitFor({ timeout: TIMEOUT });
    await panel(owner).getByText('No collaborators found for this deck.').waitFor();
    await owner.screenshot({ path: `${SHOTS}/1-enabled.png` });
    violations.push(...(await seriousViolationsIn(owner, 'editor, collaboration panel open')));

    await panel(owner).getByRole('button', { name: 'Add a collaborator' }).click();
    const invite = owner.getByRole('dialog', { name: 'Add a collaborator' });
    await invite.getByLabel('Email').fill('not an address');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await invite.getByText('Please enter a valid email').waitFor();
    await invite.getByLabel('Email').fill(`${EDITOR}@example.com`);
    await invite.getByRole('radio', { name: 'Editor' }).check();
    violations.push(...(await seriousViolationsIn(owner, 'add a collaborator')));
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await invite.getByText('Invite sent!').waitFor({ timeout: TIMEOUT });
    await owner.screenshot({ path: `${SHOTS}/2-invited.png` });
    await invite.getByRole('button', { name: 'Close' }).click();
    await person(owner, EDITOR).waitFor({ timeout: TIMEOUT });
  });

  it('shows each to the other once both have the deck open', async () => {
    // The collaborator finds the deck on their profile's Shared tab and asks to edit it.
    await editor.goto(`${lectern.url}/${EDITOR}?tab=shared`);
    await editor.getByRole('link', { name: 'Launch plan' }).first().click();
    await editor.getByRole('link', { name: 'Edit', exact: true }).click();
    // The owner edits and is active: the collaborator reviews.
    await editor.waitForURL(`${lectern.url}/${OWNER}/${deck.slug}/review`, { timeout: TIMEOUT });
    await person(editor, OWNER)
      .getByText(/online · editing/)
      .waitFor({ timeout: TIMEOUT });
    await person(owner, EDITOR)
      .getByText(/online/)
      .waitFor({ timeout: TIMEOUT });
    await editor.screenshot({ path: `${SHOTS}/3-review.png` });
    violations.push(...(await seriousViolationsIn(editor, 'review page')));
  });

  it('hands the editor over when the owner lets the collaborator edit', async () => {
    await editor.getByRole('button', { name: 'Edit', exact: true }).click();
    await editor.getByText(`Waiting for ${OWNER} to let you edit…`).waitFor({ timeout: TIMEOUT });
    const request = owner.getByRole('alertdialog', { name: `${EDITOR} wants to edit` });
    await request.waitFor({ timeout: TIMEOUT });
    await owner.screenshot({ path: `${SHOTS}/4-request.png` });
    violations.push(...(await seriousViolationsIn(owner, 'editor, request to edit')));
    await request.getByRole('button', { name: 'Let them edit' }).click();
    await notification(owner, 'Someone else started editing. Redirecting in 5 seconds...').waitFor({
      timeout: TIMEOUT,
    });
    await editor.waitForURL(`${lectern.url}/${OWNER}/${deck.slug}/edit**`, { timeout: TIMEOUT });
    await owner.clock.fastForward(5_000);
    await owner.waitForURL(`${lectern.url}/${OWNER}/${deck.slug}/review`, { timeout: TIMEOUT });
  });

  it('reloads the deck for the owner once the collaborator’s edit is saved', async () => {
    const slides = owner.getByRole('region', { name: 'Launch plan' }).locator('.slides');
    await slides.getByText('Our goals').waitFor({ timeout: TIMEOUT });
    await editor.locator('.editor-canvas .editor-slide[data-font-loaded="true"]').waitFor({ timeout: TIMEOUT });
    await editor.getByRole('button', { name: 'Text', exact: true }).click();
    const added = editor.locator('.editor-slide').first().locator(':scope > .sl-block[data-block-type="text"]').last();
    await added.getByText('Text', { exact: true }).waitFor();
    await added.dblclick();
    await editor.getByRole('textbox', { name: 'Text', exact: true }).waitFor();
    await editor.keyboard.press('ControlOrMeta+A');
    await editor.keyboard.type('Shipping in May');
    await editor.keyboard.press('Escape');
    await editor.keyboard.press('Control+s');
    await editor.getByText('All changes saved').waitFor({ timeout: TIMEOUT });
    await slides.getByText('Shipping in May').waitFor({ timeout: TIMEOUT });
    await owner.screenshot({ path: `${SHOTS}/5-reloaded.png` });
    // A settings change (the title) shows too.
    const renamed = await ownerApi.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { title: 'Launch plan v2' } });
    expect(renamed.status).toBe(200);
    // A new title makes a new address: the old one keeps leading to the deck.
    deck = { ...deck, slug: ((await renamed.json()) as { deck: { slug: string } }).deck.slug };
    await owner.getByRole('heading', { level: 1, name: 'Launch plan v2' }).waitFor({ timeout: TIMEOUT });
  });

  it('lets the editor turn the owner’s request down', async () => {
    await owner.getByRole('button', { name: 'Edit', exact: true }).click();
    const request = editor.getByRole('alertdialog', { name: `${OWNER} wants to edit` });
    await request.getByRole('button', { name: 'Dismiss' }).click();
    await notification(owner, `${EDITOR} turned down your request to edit. Try again later.`).waitFor({
      timeout: TIMEOUT,
    });
    await owner.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await owner.screenshot({ path: `${SHOTS}/6-turned-down.png` });
  });

  it('exchanges comments on a slide, counting the unread ones', async () => {
    // The owner closes the panel; the collaborator comments on the slide they edit.
    await panel(owner).getByRole('button', { name: 'Close' }).click();
    await editor.getByRole('button', { name: 'Comments' }).click();
    await panel(editor).getByRole('tab', { name: 'Current slide' }).click();
    await panel(editor).getByRole('heading', { name: 'Slide 1' }).waitFor();
    const field = panel(editor).getByRole('textbox', { name: 'Comment on Slide 1' });
    await field.fill('Is May firm?');
    await field.press('Shift+Enter');
    await field.pressSequentially('Marketing asks.');
    await field.press('Enter');
    await panel(editor).getByText('Is May firm?\nMarketing asks.').waitFor({ timeout: TIMEOUT });
    const counter = owner.getByRole('button', { name: /Comments\s*1 unread/ });
    await counter.waitFor({ timeout: TIMEOUT });
    await owner.screenshot({ path: `${SHOTS}/7-unread.png` });
    await counter.click();
    await panel(owner).getByText('Is May firm?\nMarketing asks.').waitFor();
    await owner.getByRole('button', { name: 'Comments', exact: true }).waitFor();
    // The owner answers; typing shows on the other side first.
    const reply = panel(owner).getByRole('textbox', { name: 'Write a comment' });
    await reply.pressSequentially('Yes, ');
    await panel(editor).getByText(`${OWNER} is typing…`).waitFor({ timeout: TIMEOUT });
    await reply.pressSequentially('it is firm.');
    await reply.press('Enter');
    await panel(editor).getByText('Yes, it is firm.').waitFor({ timeout: TIMEOUT });
    await owner.screenshot({ path: `${SHOTS}/8-comments.png` });
    violations.push(...(await seriousViolationsIn(owner, 'review page, comments')));

    // A comment the server does not get shows as failed, and Retry sends it.
    const comments = `${lectern.url}/api/v1/decks/${deck.id}/comments`;
    await owner.route(comments, (route) => route.abort(), { times: 1 });
    await reply.fill('See the dates slide.');
    await reply.press('Enter');
    const failed = panel(owner).getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
    await failed.getByText('See the dates slide.').waitFor();
    await failed.getByText('Failed to send').waitFor({ timeout: TIMEOUT });
    await owner.screenshot({ path: `${SHOTS}/8b-failed.png` });
    violations.push(...(await seriousViolationsIn(owner, 'review page, a comment failed to send')));
    await failed.getByRole('button', { name: 'Retry' }).click();
    await panel(editor).getByText('See the dates slide.').waitFor({ timeout: TIMEOUT });
    await failed.getByRole('button', { name: 'Delete comment' }).waitFor();
    // Its author edits it; the other side sees the change.
    await failed.getByRole('button', { name: 'Edit comment' }).click();
    await failed.getByRole('textbox', { name: 'Edit comment' }).fill('See slide 2.');
    await failed.getByRole('button', { name: 'Save' }).click();
    await panel(editor).getByText('See slide 2.').waitFor({ timeout: TIMEOUT });
  });

  it('says when the connection to the server is lost, and connects again on Retry', async () => {
    // The owner's page reaches the editor namespace through a route the test can cut.
    let reachable = true;
    let open: { close(): Promise<void> } | null = null;
    await owner.routeWebSocket(/\/realtime\/editor$/, (socket) => {
      if (!reachable) return void socket.close();
      const server = socket.connectToServer();
      open = { close: async () => (await socket.close(), await server.close()) };
    });
    await owner.reload();
    await person(owner, EDITOR)
      .getByText(/online/)
      .waitFor({ timeout: TIMEOUT });
    reachable = false;
    await open!.close();
    await owner.clock.fastForward(6_000);
    const notice = panel(owner).getByRole('alert').filter({ hasText: 'Lost connection to server' });
    await notice.waitFor({ timeout: TIMEOUT });
    await notice.getByText(/Retrying in \d+s/).waitFor();
    // What the page last heard of the others is not shown as if it were current.
    await person(owner, EDITOR)
      .getByText(/status unknown/)
      .waitFor();
    await owner.screenshot({ path: `${SHOTS}/8c-lost-connection.png` });
    violations.push(...(await seriousViolationsIn(owner, 'review page, connection lost')));
    // The countdown holds while the person reaches for Retry, so no automatic attempt comes first.
    await pauseClock(owner);
    reachable = true;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await owner.clock.resume();
    await notice.waitFor({ state: 'detached', timeout: TIMEOUT });
    await person(owner, EDITOR)
      .getByText(/online/)
      .waitFor({ timeout: TIMEOUT });
  });

  it('gives the seat to a waiting request once the editor has been idle for 240 s', async () => {
    await owner.getByRole('button', { name: 'Edit', exact: true }).click();
    await owner.getByText(`Waiting for ${EDITOR} to let you edit…`).waitFor({ timeout: TIMEOUT });
    await editor.getByRole('alertdialog', { name: `${OWNER} wants to edit` }).waitFor({ timeout: TIMEOUT });
    // The collaborator leaves the editor alone: idle, the seat goes to the owner, who was waiting.
    await editor.clock.fastForward(240_000);
    await notification(editor, 'You have been idle: others may start editing this deck.').waitFor({ timeout: TIMEOUT });
    await owner.waitForURL(`${lectern.url}/${OWNER}/${deck.slug}/edit**`, { timeout: TIMEOUT });
    await notification(editor, 'Someone else started editing. Redirecting in 5 seconds...').waitFor({
      timeout: TIMEOUT,
    });
    await editor.clock.fastForward(5_000);
    await editor.waitForURL(`${lectern.url}/${OWNER}/${deck.slug}/review`, { timeout: TIMEOUT });
    await owner.getByRole('button', { name: 'Comments' }).click();
    await person(owner, EDITOR)
      .getByText(/online/)
      .waitFor({ timeout: TIMEOUT });
    await person(owner, OWNER)
      .getByText(/editing/)
      .waitFor();
  });

  it('sends a removed collaborator to their profile', async () => {
    await person(owner, EDITOR).getByRole('button').click();
    const prompt = owner.getByRole('dialog', { name: EDITOR });
    violations.push(...(await seriousViolationsIn(owner, 'edit collaborator')));
    await prompt.getByRole('button', { name: 'Remove from deck' }).click();
    await notification(editor, 'You were removed from this deck. Redirecting in 5 seconds...').waitFor({
      timeout: TIMEOUT,
    });
    await editor.screenshot({ path: `${SHOTS}/9-removed.png` });
    await editor.clock.fastForward(5_000);
    await editor.waitForURL(`${lectern.url}/${EDITOR}`, { timeout: TIMEOUT });
    await person(owner, EDITOR).waitFor({ state: 'detached', timeout: TIMEOUT });
  });

  it('met no page errors and no serious accessibility violations', () => {
    expect(problems.flat()).toEqual([]);
    expect(violations).toEqual([]);
  });
});
