import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signIn, signUp } from './support/accounts.js';
import { seriousViolationsIn } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern, type TestLectern } from './support/server.js';

const SHOTS = '/tmp/shots-edit-together';
const PASSWORD = 'a-good-password';
const run = Date.now().toString(36);
const OWNER = `togowner${run}`;
const EDITOR = `togeditor${run}`;
const TIMEOUT = 30_000;

const textBlock = (id: string, top: number, text: string) =>
  `<div class="sl-block" data-block-type="text" data-block-id="${id}" style="left:80px; top:${top}px; width:800px; height:auto;"><div class="sl-block-content"><p>${text}</p></div></div>`;

/**
 * The owner of a collaborative deck switches 'Edit together' on; then the owner and an editor
 * collaborator, each in a browser of their own, type in two text blocks of one slide at once and
 * see each other's text, each undoing only their own; what one types while offline reaches the other
 * once back online.
 */
describe('editing a deck together', () => {
  let lectern: TestLectern;
  let ownerBrowser: LaunchedBrowser;
  let editorBrowser: LaunchedBrowser;
  let owner: Page;
  let editor: Page;
  let deck: { id: string; slug: string };
  const problems: string[][] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    const ownerApi = await signUp(lectern.url, OWNER, PASSWORD);
    await signUp(lectern.url, EDITOR, PASSWORD);
    await lectern.admin.setPlan(OWNER, 'pro');
    deck = await createDeck(ownerApi, { title: 'Offsite agenda' });
    const saved = await ownerApi.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: {
        data: `<section data-id="plan">${textBlock('mine', 80, 'Morning')}${textBlock('theirs', 360, 'Afternoon')}</section>`,
        version: 1,
      },
    });
    expect(saved.status).toBe(200);
    expect((await ownerApi.call('POST', `/api/v1/decks/${deck.id}/make_collaborative`)).status).toBe(200);
    const invited = await ownerApi.call('POST', `/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: `${EDITOR}@example.com`, role: 'editor' },
    });
    expect(invited.status).toBeLessThan(300);
    ownerBrowser = await launchBrowser();
    editorBrowser = await launchBrowser();
    owner = await ownerBrowser.newPage();
    editor = await editorBrowser.newPage();
    for (const page of [owner, editor]) problems.push(collectPageProblems(page));
    await signIn(owner, lectern.url, OWNER, PASSWORD);
    await signIn(editor, lectern.url, EDITOR, PASSWORD);
  }, 60_000);

  afterAll(async () => {
    await ownerBrowser?.close();
    await editorBrowser?.close();
    await lectern?.stop();
  });

  const status = (page: Page, state: RegExp) => page.getByRole('status').filter({ hasText: state });
  const block = (page: Page, id: string) =>
    page.locator(`.editor-canvas .editor-slide > .sl-block[data-block-id="${id}"]`);
  const typeInto = async (page: Page, id: string, text: string) => {
    await block(page, id).dblclick();
    const box = page.getByRole('textbox', { name: 'Text', exact: true });
    await box.waitFor();
    await page.keyboard.press('End');
    await page.keyboard.type(text);
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
  };

  it('is switched on by the owner in the collaboration panel, and the editor opens in that mode', async () => {
    await owner.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await owner.getByRole('button', { name: 'Comments' }).click();
    const panel = owner.getByRole('complementary', { name: 'Collaboration' });
    const toggle = panel.getByRole('switch', { name: 'Edit together' });
    await toggle.waitFor({ timeout: TIMEOUT });
    expect(await toggle.isChecked()).toBe(false);
    violations.push(...(await seriousViolationsIn(owner, 'collaboration panel with the edit together switch')));
    await toggle.click();
    await status(owner, /Editing together: connected/).waitFor({ timeout: TIMEOUT });
    // The together status takes the save status's place: nothing is saved by this page alone.
    expect(await status(owner, /All changes saved|Saving|Unsaved/).count()).toBe(0);
    const top = async (name: string) => (await owner.getByRole('button', { name, exact: true }).boundingBox())!.y;
    expect(await top('Comments')).toBe(await top('Share'));
    await owner.screenshot({ path: `${SHOTS}/1-switched-on.png` });
  });

  it('shows what each types in a block of the same slide to the other, and both after a reload', async () => {
    await editor.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await status(editor, /Editing together: connected/).waitFor({ timeout: TIMEOUT });
    await typeInto(owner, 'mine', ' coffee');
    await typeInto(editor, 'theirs', ' walk');
    await block(editor, 'mine').getByText('Morning coffee').waitFor({ timeout: TIMEOUT });
    await block(owner, 'theirs').getByText('Afternoon walk').waitFor({ timeout: TIMEOUT });
    await editor.screenshot({ path: `${SHOTS}/2-both-typed.png` });
    violations.push(...(await seriousViolationsIn(editor, 'editor edited together')));

    // Each one's undo takes back only their own typing, for everyone.
    await owner.keyboard.press('ControlOrMeta+Z');
    await block(editor, 'mine').getByText('Morning', { exact: true }).waitFor({ timeout: TIMEOUT });
    await block(owner, 'mine').getByText('Morning', { exact: true }).waitFor();
    expect(await block(owner, 'theirs').textContent()).toBe('Afternoon walk');
    await owner.keyboard.press('ControlOrMeta+Shift+Z');
    await block(editor, 'mine').getByText('Morning coffee').waitFor({ timeout: TIMEOUT });

    await owner.reload();
    await status(owner, /Editing together: connected/).waitFor({ timeout: TIMEOUT });
    await block(owner, 'mine').getByText('Morning coffee').waitFor({ timeout: TIMEOUT });
    await block(owner, 'theirs').getByText('Afternoon walk').waitFor({ timeout: TIMEOUT });
  });

  it('shows each where the other is: a marker beside their slide, their name around the block they selected', async () => {
    const marker = (page: Page, name: string) =>
      page.getByRole('navigation', { name: 'Slides' }).getByRole('img', { name: `${name} is on this slide` });
    const outline = (page: Page, id: string, name: string) =>
      block(page, id).locator(`.presence-outline[data-name="${name}"]`);
    await marker(owner, EDITOR).waitFor({ timeout: TIMEOUT });
    await marker(editor, OWNER).waitFor({ timeout: TIMEOUT });
    // Neither sees a marker of their own.
    expect(await marker(owner, OWNER).count()).toBe(0);

    await block(editor, 'theirs').click();
    await outline(owner, 'theirs', EDITOR).waitFor({ timeout: TIMEOUT });
    await block(owner, 'mine').click();
    await outline(editor, 'mine', OWNER).waitFor({ timeout: TIMEOUT });
    // The name is the marker's, not the block's text.
    expect(await block(owner, 'theirs').textContent()).toBe('Afternoon walk');
    await owner.screenshot({ path: `${SHOTS}/3-where-the-other-is.png` });
    violations.push(...(await seriousViolationsIn(owner, 'editor with the other editor marked')));

    // Another selection moves the outline; a page that leaves takes its marker with it.
    await block(editor, 'mine').click();
    await outline(owner, 'mine', EDITOR).waitFor({ timeout: TIMEOUT });
    await outline(owner, 'theirs', EDITOR).waitFor({ state: 'detached', timeout: TIMEOUT });
    await editor.goto(`${lectern.url}/`);
    await marker(owner, EDITOR).waitFor({ state: 'detached', timeout: TIMEOUT });
    await outline(owner, 'mine', EDITOR).waitFor({ state: 'detached' });
    await editor.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await marker(owner, EDITOR).waitFor({ timeout: TIMEOUT });
  });

  it('keeps what is typed offline and sends it once back online', async () => {
    // Going offline ends the open socket too: the route lets the test cut it.
    let reachable = true;
    let open: { close(): Promise<void> } | null = null;
    await editor.routeWebSocket(/\/realtime\/editor$/, (socket) => {
      if (!reachable) return void socket.close();
      const server = socket.connectToServer();
      open = { close: async () => (await socket.close(), await server.close()) };
    });
    await editor.reload();
    await status(editor, /Editing together: connected/).waitFor({ timeout: TIMEOUT });
    await block(editor, 'theirs').getByText('Afternoon walk').waitFor({ timeout: TIMEOUT });

    reachable = false;
    await editorBrowser.context.setOffline(true);
    await open!.close();
    await status(editor, /Editing together: offline/).waitFor({ timeout: TIMEOUT });
    await typeInto(editor, 'theirs', ' by the lake');
    await editor.screenshot({ path: `${SHOTS}/4-offline.png` });
    violations.push(...(await seriousViolationsIn(editor, 'editor offline')));

    reachable = true;
    await editorBrowser.context.setOffline(false);
    await status(editor, /Editing together: connected/).waitFor({ timeout: TIMEOUT });
    await block(owner, 'theirs').getByText('Afternoon walk by the lake').waitFor({ timeout: TIMEOUT });
  });

  it('is switched off by the owner: every open editor opens again taking turns, on markup holding every edit', async () => {
    const editorReopened = editor.waitForEvent('load', { timeout: TIMEOUT });
    await owner.getByRole('button', { name: 'Comments' }).click();
    await owner
      .getByRole('complementary', { name: 'Collaboration' })
      .getByRole('switch', { name: 'Edit together' })
      .click();
    await owner.getByRole('button', { name: 'Comments' }).waitFor({ timeout: TIMEOUT });
    await status(owner, /Editing together/).waitFor({ state: 'detached', timeout: TIMEOUT });
    await status(owner, /All changes saved/).waitFor({ timeout: TIMEOUT });
    await block(owner, 'theirs').getByText('Afternoon walk by the lake').waitFor({ timeout: TIMEOUT });
    // The collaborator's page opens again too (to edit or to review, whoever takes the seat first).
    await editorReopened;
    await status(editor, /Editing together/).waitFor({ state: 'detached', timeout: TIMEOUT });
    await editor.getByText('Afternoon walk by the lake').first().waitFor({ timeout: TIMEOUT });
  });

  it('met no page errors and no serious accessibility violations', () => {
    expect(problems.flat()).toEqual([]);
    expect(violations).toEqual([]);
  });
});
