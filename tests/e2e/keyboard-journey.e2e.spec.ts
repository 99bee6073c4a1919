import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas, waitForEditor } from './support/editor.js';
import { startLectern } from './support/server.js';

const USERNAME = `keys-${randomBytes(3).toString('hex')}`;
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-keyboard';

/** What has the focus, as a person would name it: its accessible label, its field's label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/**
 * A keyboard-only first deck: sign up, New deck, type a title, add a shape and nudge it, present
 * and stop, with `page.keyboard` alone (no click, no pointer), checking what a person sees.
 */
describe('a first deck by keyboard alone', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
    page = await browser.newPage();
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  /** Presses Tab (Shift+Tab when `back`) until the focused element is named `name`, as a person tabs to a control. */
  const tabTo = async (name: string | RegExp, back = false) => {
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const now = await focusedName(page);
      if (typeof name === 'string' ? now === name : name.test(now)) return;
    }
    throw new Error(`Tab never reached ${String(name)} (the focus is on ${await focusedName(page)})`);
  };
  /** Presses a key until the focused element is named `name` (arrow keys inside a toolbar or menu). */
  const arrowTo = async (key: string, name: string) => {
    for (let presses = 0; presses < 30; presses += 1) {
      if ((await focusedName(page)) === name) return;
      await page.keyboard.press(key);
    }
    throw new Error(`${key} never reached ${name} (the focus is on ${await focusedName(page)})`);
  };
  const focusIs = (name: string | RegExp) =>
    expect.poll(() => focusedName(page)).toEqual(typeof name === 'string' ? name : expect.stringMatching(name));
  const block = (type: string) => editorCanvas(page).block(type);
  /**
   * From now on, records each time the focus falls to the page's body (a focusout going nowhere),
   * which the page then rescues by moving the focus to the slide; answers a reader that stops it.
   */
  const watchFocusDrops = async () => {
    const drops = await page.evaluateHandle(() => {
      const dropped: string[] = [];
      const stop = new AbortController();
      document.addEventListener(
        'focusout',
        (event) => {
          if (event.relatedTarget || !(event.target instanceof Element)) return;
          dropped.push(event.target.getAttribute('aria-label') ?? event.target.tagName);
        },
        { signal: stop.signal },
      );
      return { dropped, stop };
    });
    return () =>
      drops.evaluate(({ dropped, stop }) => {
        stop.abort();
        return dropped;
      });
  };

  it('signs up, makes a deck with text and a shape, and presents it without a pointer', async () => {
    await page.goto(lectern.url);

    // Sign up from the header; the form's first field has the focus on arrival.
    await tabTo('Sign up');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${lectern.url}/users/sign_up`);
    await focusIs('Username');
    await page.keyboard.type(USERNAME);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${USERNAME}@example.com`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
    expect(await signUp.isDisabled()).toBe(true);
    // The checkbox says why Sign up waits for it.
    await tabTo('I agree to the Terms of Service and Privacy policy');
    const why = await page.evaluate(() => {
      const ids = document.activeElement?.getAttribute('aria-describedby') ?? '';
      return ids ? document.getElementById(ids)?.textContent : null;
    });
    expect(why).toBeTruthy();
    await page.keyboard.press('Space');
    await tabTo('Sign up');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${lectern.url}/${USERNAME}`);
    // The new page's heading has the focus, and the page is announced.
    await focusIs(USERNAME);

    // New deck opens the editor with the focus on its title.
    await tabTo('New deck');
    await page.keyboard.press('Enter');
    await waitForEditor(page, `${lectern.url}/${USERNAME}/untitled/edit`);
    await focusIs('Untitled');

    // The toolbar is one Tab stop; the arrow keys move along it to Text, which starts editing the new block.
    await tabTo('Back to the deck', true);
    await arrowTo('ArrowRight', 'Text');
    await page.keyboard.press('Enter');
    const textbox = page.getByRole('textbox', { name: 'Text', exact: true });
    await textbox.waitFor();
    await focusIs('Text');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Typed by keyboard');
    await textbox.getByText('Typed by keyboard').waitFor();
    await page.getByRole('status').getByText('Editing text. Press Escape to stop editing.').waitFor();

    // Escape ends the edit with the focus on the block, selected and announced. The focus goes from
    // the text straight to the block: were it to fall to the body on the way, the page's rescue of a
    // lost focus would race the editor for it and could leave it on the slide.
    let focusDrops = await watchFocusDrops();
    await page.keyboard.press('Escape');
    await page.getByRole('toolbar', { name: 'Text formatting' }).waitFor({ state: 'detached' });
    await block('text').getByText('Typed by keyboard').waitFor();
    await focusIs('Text: Typed by keyboard');
    expect(await focusDrops()).toEqual([]);
    await page.getByRole('status').getByText('Text: Typed by keyboard, selected, 1 of 1').waitFor();

    // Enter edits it again, Escape leaves it again.
    await page.keyboard.press('Enter');
    await textbox.waitFor();
    await focusIs('Text');
    focusDrops = await watchFocusDrops();
    await page.keyboard.press('Escape');
    await focusIs('Text: Typed by keyboard');
    expect(await focusDrops()).toEqual([]);

    // Shape menu by keyboard: ArrowDown opens it, Enter chooses; the new shape has the focus.
    await tabTo(/^(Back to the deck|Text)$/, true);
    await arrowTo('ArrowRight', 'Shape');
    await page.keyboard.press('ArrowDown');
    await focusIs('Rectangle');
    await page.keyboard.press('Escape');
    await focusIs('Shape');
    await page.keyboard.press('Enter');
    await focusIs('Rectangle');
    await page.keyboard.press('ArrowDown');
    await focusIs('Circle');
    await page.keyboard.press('Enter');
    await block('shape').waitFor();
    await focusIs('Shape: Circle');

    // Arrow keys nudge the focused block; Tab and Shift+Tab go from block to block in reading order.
    const left = () => block('shape').evaluate((element) => (element as HTMLElement).style.left);
    const startLeft = Number.parseFloat(await left());
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => Number.parseFloat(await left())).toBe(startLeft + 10);
    // Shift+Tab goes to the text when it is read first, else out of the slide to the toolbar's Shape.
    await page.keyboard.press('Shift+Tab');
    const previous = await focusedName(page);
    expect(['Text: Typed by keyboard', 'Shape']).toContain(previous);
    await page.keyboard.press('Tab');
    await focusIs('Shape: Circle');
    if (previous === 'Shape') {
      await page.keyboard.press('Tab');
      await focusIs('Text: Typed by keyboard');
      await page.keyboard.press('Shift+Tab');
      await focusIs('Shape: Circle');
    }

    // The shortcut help opens with '?', lists the registry's keys, and gives the focus back on Escape.
    const focusedBeforeHelp = await focusedName(page);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByRole('cell', { name: 'Edit text' }).waitFor();
    await help.getByRole('cell', { name: 'Enter or F2' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/shortcut-help.png` });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await focusIs(focusedBeforeHelp);
    await page.screenshot({ path: `${SHOTS}/editor.png` });

    // Ctrl+P saves and opens the presenter; Present starts, the arrows belong to the slides, Stop gives the focus back.
    await page.keyboard.press('ControlOrMeta+P');
    await page.waitForURL(new RegExp(`/${USERNAME}/untitled/present(#.*)?$`));
    const controls = page.getByRole('region', { name: 'Presentation controls' });
    await controls.waitFor();
    await tabTo('Fullscreen');
    await page.keyboard.press('Space');
    expect(await controls.getByRole('checkbox', { name: 'Fullscreen' }).isChecked()).toBe(false);
    await tabTo('Present', true);
    await page.keyboard.press('Enter');
    const shown = page.locator('.reveal .slides section.present');
    await shown.getByText('Typed by keyboard').waitFor();
    expect(await shown.locator('.sl-block[data-block-type="shape"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Stop presenting' }).waitFor();
    expect(await focusedName(page)).not.toBe('(body)');
    await page.screenshot({ path: `${SHOTS}/presenting.png` });
    await tabTo('Stop presenting');
    await page.keyboard.press('Enter');
    await controls.waitFor();
    await focusIs('Present');
    expect(problems).toEqual([]);
  });
});
