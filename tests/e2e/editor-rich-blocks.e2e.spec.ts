import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { XSS_PAYLOAD } from '@lectern/deck-format/testing';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas } from './support/editor.js';
import { centreOf } from './support/pointer.js';
import { startLectern } from './support/server.js';

const USERNAME = 'rich-blocks-rita';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-rich-blocks';
const CODE = ['def area(r):', '    pi = 3.14159', '    return pi * r * r', '', 'print(area(2))'].join('\n');

describe('table, code and math blocks', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;
  let problems: string[];

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
    ({ api, page } = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD));
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const blockOf = (type: string) => editorCanvas(page).block(type);
  const inspector = () => page.getByRole('complementary', { name: 'Block properties' });
  const saveStatus = () => page.locator('.editor-save-status');
  const cellTexts = () =>
    blockOf('table')
      .locator('tr')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => `${cell.tagName}:${cell.textContent}`)));

  it('builds a table, a code block and a formula through the toolbar, finds them after a reload, and presents them', async () => {
    const { id, slug } = await createDeck(api, { title: 'Rich blocks' });
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/edit`);
    await page.locator('.editor-canvas .editor-slide[data-font-loaded="true"]').waitFor();

    // A table: three columns, a header row and two rows to start with.
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await inspector().getByRole('heading', { name: 'Table' }).waitFor();
    expect(await blockOf('table').locator('tr').count()).toBe(3);
    // The block is as tall as its rows, and so is its selection frame, as rows come and go.
    const heights = async () => {
      const [block, table, frame] = await Promise.all([
        blockOf('table').evaluate((element) => element.getBoundingClientRect().height),
        blockOf('table')
          .locator('table')
          .evaluate((element) => element.getBoundingClientRect().height),
        page
          .locator('.editor-frame')
          .first()
          .evaluate((element) => element.getBoundingClientRect().height),
      ]);
      expect(Math.abs(block - table)).toBeLessThan(2);
      expect(Math.abs(frame - block)).toBeLessThan(3);
      return block;
    };
    const threeRows = await heights();
    await inspector().getByRole('button', { name: 'Add column' }).click();
    await inspector().getByRole('button', { name: 'Add row' }).click();
    await expect.poll(() => blockOf('table').locator('tr').count()).toBe(4);
    await expect.poll(heights).toBeGreaterThan(threeRows + 10);
    expect(await blockOf('table').locator('tr').first().locator('th').count()).toBe(4);
    await inspector().getByRole('button', { name: 'Remove column' }).click();
    await inspector().getByRole('button', { name: 'Remove row' }).click();
    await expect.poll(() => blockOf('table').locator('tr').count()).toBe(3);
    expect(await blockOf('table').locator('tr').first().locator('th').count()).toBe(3);

    // Typing into the cells, moving between them by keyboard, a bold word.
    // A double click edits the cell under the pointer: the first one here.
    await blockOf('table').locator('th, td').first().dblclick();
    const cell = (row: number, column: number) => page.getByLabel(`Row ${row}, column ${column}`, { exact: true });
    await expect.poll(() => cell(1, 1).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Planet');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Moons');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Rings');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Earth');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('82');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type('Saturn');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('yes');
    // Tab in the last cell adds a row.
    await page.keyboard.press('Tab');
    await expect.poll(() => blockOf('table').locator('tr').count()).toBe(4);
    await page.keyboard.type('Mars');
    // The text toolbar formats a cell as it does a text block, without what a cell can not hold.
    const formatting = page.getByRole('toolbar', { name: 'Text formatting' });
    await formatting.getByRole('button', { name: 'Bold' }).waitFor();
    expect(await formatting.getByRole('button', { name: 'Bulleted list' }).count()).toBe(0);
    expect(await formatting.getByRole('combobox', { name: 'Text style' }).count()).toBe(0);
    await page.keyboard.press('Shift+Home');
    await formatting.getByRole('button', { name: 'Italic' }).click();
    await formatting.getByRole('button', { name: 'Strikethrough' }).click();
    await formatting.getByRole('combobox', { name: 'Text size' }).selectOption({ label: '24' });
    await page.screenshot({ path: `${SHOTS}/table-cell-formatting.png` });
    // A press on another cell edits that one.
    await cell(2, 3).click();
    await expect.poll(() => cell(2, 3).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('none');
    // Saving while typing in a cell saves the text typed so far, as in a text block.
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => saveStatus().textContent()).toBe('All changes saved');
    expect(await (await api.call('GET', `/api/v1/decks/${id}/data`)).text()).toContain('<td>none</td>');

    // The border between the first two columns, dragged to the right.
    const border = page.getByRole('separator', { name: 'Border between columns 1 and 2' });
    const from = await centreOf(border);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y, { steps: 6 });
    await page.mouse.move(from.x + 60, from.y, { steps: 6 });
    await page.mouse.up();
    // The cell being edited keeps the focus and its name through the table's change.
    await expect.poll(() => cell(2, 3).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await blockOf('table').locator('[contenteditable]').first().waitFor({ state: 'detached' });
    expect(await cellTexts()).toEqual([
      ['TH:Planet', 'TH:Moons', 'TH:Rings'],
      ['TD:Earth', 'TD:1', 'TD:none'],
      ['TD:Saturn', 'TD:82', 'TD:yes'],
      ['TD:Mars', 'TD:', 'TD:'],
    ]);
    expect(await blockOf('table').locator('td strong, td b').textContent()).toBe('Saturn');
    const marsCell = () => blockOf('table').locator('tr').nth(3).locator('td').first();
    expect(await marsCell().locator('em').textContent()).toBe('Mars');
    expect(await marsCell().locator('s').textContent()).toBe('Mars');
    expect(await marsCell().locator('span[style*="font-size: 24px"]').textContent()).toBe('Mars');
    const widths = () =>
      blockOf('table')
        .locator('col')
        .evaluateAll((cols) => cols.map((col) => col.getAttribute('style')));
    const dragged = await widths();
    const first = parseFloat(/width:\s*([\d.]+)%/.exec(dragged[0]!)![1]!);
    expect(first).toBeGreaterThan(33.4);
    // Escape after the drag ends the edit as in a text block: the table stays selected, with the
    // focus on it, and its properties stay in the side panel.
    await expect.poll(() => blockOf('table').evaluate((element) => element === document.activeElement)).toBe(true);
    await inspector().getByRole('heading', { name: 'Table' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Slide properties' }).count()).toBe(0);
    // The column width as a range input: typed past its maximum it stops there; Shift+↑ steps 1.
    const firstWidth = inspector().getByRole('spinbutton', { name: /Column 1 width/ });
    await firstWidth.fill('40.04');
    await firstWidth.press('Enter');
    await expect.poll(() => firstWidth.inputValue()).toBe('40');
    await firstWidth.press('Shift+ArrowUp');
    await expect.poll(() => firstWidth.inputValue()).toBe('41');
    await firstWidth.fill('99');
    await firstWidth.press('Enter');
    // Column 2 keeps its minimum of 5 %; column 1 takes the rest of the two, column 3 is untouched.
    await expect
      .poll(widths)
      .toEqual([expect.stringMatching(/^width:\s*6\d(\.\d)?%$/), expect.stringMatching(/^width:\s*5%$/), dragged[2]]);
    // Off again: the first row becomes an ordinary row.
    await inspector().getByRole('checkbox', { name: 'Header row' }).uncheck();
    await expect.poll(() => blockOf('table').locator('th').count()).toBe(0);
    await inspector().getByRole('checkbox', { name: 'Header row' }).check();
    await expect.poll(() => blockOf('table').locator('th').count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/table.png` });

    // Code: a language, the code typed in, line numbers and highlight steps.
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    await inspector().getByRole('heading', { name: 'Code' }).waitFor();
    await blockOf('code').locator('code.hljs').waitFor();
    await inspector().getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Python' });
    const code = inspector().getByRole('textbox', { name: 'Code' });
    await code.fill(CODE);
    await code.blur();
    await inspector().getByRole('textbox', { name: 'Line highlights' }).fill('1|2-3 x');
    await inspector().getByText('Use line numbers and ranges, with | between steps: 1|2-3|4,6').waitFor();
    await inspector().getByRole('textbox', { name: 'Line highlights' }).fill('1|2-3');
    await inspector().getByRole('textbox', { name: 'Line highlights' }).press('Enter');
    const codeElement = blockOf('code').locator('code');
    await codeElement.locator('.hljs-keyword', { hasText: 'def' }).waitFor();
    expect(await codeElement.getAttribute('class')).toContain('language-python');
    expect(await codeElement.locator('.hljs-ln-numbers').count()).toBe(5);
    // The editor shows the first step marked.
    expect(await codeElement.locator('tr.highlight-line').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/code.png` });

    // Math: bad LaTeX shows its error in place, good LaTeX the formula.
    await page.getByRole('button', { name: 'Math', exact: true }).click();
    await inspector().getByRole('heading', { name: 'Math' }).waitFor();
    await blockOf('math').locator('.katex').waitFor();
    const latex = inspector().getByRole('textbox', { name: 'LaTeX' });
    await latex.fill('');
    await latex.pressSequentially('\\frac{a}{b');
    await blockOf('math').locator('.math-error').waitFor();
    expect(await blockOf('math').locator('.math-error').textContent()).toMatch(/KaTeX parse error/);
    await page.screenshot({ path: `${SHOTS}/math-error.png` });
    await latex.pressSequentially('} + \\sqrt{x^2}');
    await blockOf('math').locator('.katex .mfrac').waitFor();
    expect(await blockOf('math').locator('.math-error').count()).toBe(0);
    await latex.blur();
    expect(await blockOf('math').locator('.katex-display').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/math.png` });
    // Inline: set in the text's size, without a display formula's own line.
    await inspector().getByRole('checkbox', { name: 'Display formula' }).uncheck();
    await expect.poll(() => blockOf('math').locator('.katex-display').count()).toBe(0);
    await blockOf('math').locator('.katex .mfrac').waitFor();

    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => saveStatus().textContent()).toBe('All changes saved');

    // After a reload everything is there, drawn the same way.
    await page.reload();
    await blockOf('math').locator('.katex .mfrac').waitFor();
    expect(await blockOf('math').locator('.katex-display').count()).toBe(0);
    expect(await marsCell().locator('em s, s em').textContent()).toBe('Mars');
    expect(await cellTexts()).toEqual([
      ['TH:Planet', 'TH:Moons', 'TH:Rings'],
      ['TD:Earth', 'TD:1', 'TD:none'],
      ['TD:Saturn', 'TD:82', 'TD:yes'],
      ['TD:Mars', 'TD:', 'TD:'],
    ]);
    await codeElement.locator('.hljs-keyword', { hasText: 'def' }).waitFor();
    expect(await codeElement.getAttribute('data-line-numbers')).toBe('1');
    await blockOf('code').click({ position: { x: 10, y: 10 } });
    expect(await inspector().getByRole('combobox', { name: 'Language' }).inputValue()).toBe('python');
    expect(await inspector().getByRole('textbox', { name: 'Line highlights' }).inputValue()).toBe('1|2-3');
    await page.screenshot({ path: `${SHOTS}/reloaded.png` });

    // Presenting: the formula and the highlighted code render, and the code's highlight steps.
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/fullscreen`);
    const shown = page.locator('.reveal .slides section.present');
    await shown.locator('.sl-block[data-block-type="math"] .katex .mfrac').waitFor();
    expect(await shown.locator('.sl-block[data-block-type="math"] .katex-display').count()).toBe(0);
    await shown.locator('code .hljs-keyword', { hasText: 'def' }).first().waitFor();
    expect(await shown.locator('th').allTextContents()).toEqual(['Planet', 'Moons', 'Rings']);
    const highlighted = () =>
      shown.locator('pre code.has-highlights').evaluateAll((blocks) =>
        blocks
          .filter((element) => !element.classList.contains('fragment') || element.classList.contains('visible'))
          .at(-1)!
          .querySelectorAll('tr.highlight-line')
          .length.toString(),
      );
    await expect.poll(highlighted).toBe('1');
    await page.screenshot({ path: `${SHOTS}/present-step-1.png` });
    await page.keyboard.press('ArrowRight');
    await expect.poll(highlighted).toBe('2');
    await page.screenshot({ path: `${SHOTS}/present-step-2.png` });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(highlighted).toBe('1');
    expect(problems).toEqual([]);
  });

  it('edits the numbers of these blocks with range inputs: clamped, rounded to their decimals, stepped by the arrows (ten with Shift), scrubbed at the speed of their range', async () => {
    const { slug } = await createDeck(api, { title: 'Range inputs' });
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/edit`);
    await page.locator('.editor-canvas .editor-slide[data-font-loaded="true"]').waitFor();
    /**
     * Drives a range field and checks what it shows after each move: text typed and left with the
     * key given, a key pressed in it, or its label dragged sideways by so many pixels.
     */
    type Move = { type: string; leave: 'Enter' | 'Tab' } | { press: string } | { scrub: number };
    const drive = async (scope: Locator, label: string, moves: [Move, string][]) => {
      const field = scope.getByRole('spinbutton', { name: label });
      for (const [move, shown] of moves) {
        if ('type' in move) {
          await field.fill(move.type);
          await field.press(move.leave);
        } else if ('press' in move) {
          await field.press(move.press);
        } else {
          const from = await centreOf(scope.locator('.editor-field__label--scrub', { hasText: label }));
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(from.x + move.scrub / 2, from.y, { steps: 4 });
          await page.mouse.move(from.x + move.scrub, from.y, { steps: 4 });
          await page.mouse.up();
        }
        await expect.poll(() => field.inputValue()).toBe(shown);
      }
    };

    // A column's width: 5 to 95 % in tenths, a span of 90, so 0.75 % a pixel. Stored as 33.333
    // (the three add up to 100), it shows its one decimal.
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    expect(await inspector().getByRole('spinbutton', { name: 'Column 1 width (%)' }).inputValue()).toBe('33.3');
    await drive(inspector(), 'Column 1 width (%)', [
      [{ type: '20.46', leave: 'Enter' }, '20.5'],
      [{ type: '1', leave: 'Tab' }, '5'],
      [{ press: 'ArrowUp' }, '5.1'],
      [{ press: 'Shift+ArrowUp' }, '6.1'],
      [{ scrub: 20 }, '21.1'],
    ]);
    expect(await blockOf('table').locator('col').first().getAttribute('style')).toMatch(/^width:\s*21\.1%$/);
    await drive(inspector(), 'Column 1 width (%)', [[{ scrub: -200 }, '5']]);

    // A fragment's order: whole numbers from 0 to 99, 0.75 a pixel.
    await inspector().getByRole('checkbox', { name: 'Fragment' }).check();
    expect(await inspector().getByRole('spinbutton', { name: 'Fragment order' }).inputValue()).toBe('1');
    await drive(inspector(), 'Fragment order', [
      [{ type: '7.6', leave: 'Enter' }, '8'],
      [{ type: '150', leave: 'Enter' }, '99'],
      [{ press: 'ArrowDown' }, '98'],
      [{ press: 'Shift+ArrowDown' }, '88'],
      [{ scrub: -40 }, '58'],
    ]);
    await expect.poll(() => blockOf('table').locator('.editor-fragment-badge').textContent()).toBe('58');

    // Auto-animate's duration and delay: 0 to 10 s in tenths, 0.25 s a pixel.
    await blockOf('table').focus();
    await page.keyboard.press('Escape');
    const autoAnimate = page
      .getByRole('complementary', { name: 'Slide properties' })
      .getByRole('button', { name: 'Auto-Animate' });
    await autoAnimate.click();
    const prompt = page.getByRole('dialog', { name: 'Auto-Animate (Beta)' });
    // Off, its fields are disabled: dragging a label changes nothing.
    await drive(prompt, 'Duration (seconds)', [[{ scrub: 20 }, '1']]);
    await prompt.getByRole('checkbox', { name: 'Auto-animate this slide' }).check();
    await drive(prompt, 'Duration (seconds)', [
      [{ type: '3.14', leave: 'Tab' }, '3.1'],
      [{ press: 'ArrowDown' }, '3'],
      [{ press: 'Shift+ArrowUp' }, '4'],
      [{ scrub: 8 }, '6'],
      [{ scrub: 100 }, '10'],
    ]);
    await drive(prompt, 'Delay (seconds)', [
      [{ press: 'Shift+ArrowUp' }, '1'],
      [{ press: 'Shift+ArrowDown' }, '0'],
      [{ press: 'ArrowDown' }, '0'],
      [{ scrub: 3 }, '0.8'],
    ]);
    await page.screenshot({ path: `${SHOTS}/range-inputs.png` });
    await prompt.getByRole('button', { name: 'Save' }).click();
    await prompt.waitFor({ state: 'detached' });
    await autoAnimate.click();
    expect(await prompt.getByRole('spinbutton', { name: 'Duration (seconds)' }).inputValue()).toBe('10');
    expect(await prompt.getByRole('spinbutton', { name: 'Delay (seconds)' }).inputValue()).toBe('0.8');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    expect(problems).toEqual([]);
  });

  it('covers a formula with a code block added after it, in the editor and presenting', async () => {
    const { slug } = await createDeck(api, { title: 'Covered formula' });
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/edit`);
    await page.locator('.editor-canvas .editor-slide[data-font-loaded="true"]').waitFor();
    await page.getByRole('button', { name: 'Math', exact: true }).click();
    await blockOf('math').locator('.katex').waitFor();
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    await blockOf('code').locator('code.hljs').waitFor();
    // The code block, in front, covers the formula's middle: what is drawn there is the code's.
    const frontAtFormula = (target: Page, scope: string) =>
      target.evaluate((root) => {
        const formula = document.querySelector(`${root} .sl-block[data-block-type="math"] .katex-html`)!;
        const box = formula.getBoundingClientRect();
        const front = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return front?.closest('.sl-block')?.getAttribute('data-block-type') ?? null;
      }, scope);
    expect(await frontAtFormula(page, '.editor-canvas')).toBe('code');
    await page.screenshot({ path: `${SHOTS}/code-over-formula.png` });
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => saveStatus().textContent()).toBe('All changes saved');
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/fullscreen`);
    await page.locator('.reveal.ready .slides section.present .katex').waitFor();
    expect(await frontAtFormula(page, '.reveal .slides section.present')).toBe('code');
    await page.screenshot({ path: `${SHOTS}/code-over-formula-presented.png` });
    expect(problems).toEqual([]);
  });

  it('draws hostile code and LaTeX as text: nothing in them runs, in the editor or presenting', async () => {
    const hostile = [
      '<section data-id="h1">',
      '<div class="sl-block" data-block-type="code" data-block-id="c1" style="left:20px;top:20px;width:600px;height:200px">',
      `<div class="sl-block-content"><pre><code class="language-html" data-line-numbers="1|2">&lt;img src=x onerror=${XSS_PAYLOAD}&gt;\n&lt;script&gt;${XSS_PAYLOAD}&lt;/script&gt;</code></pre></div></div>`,
      '<div class="sl-block" data-block-type="math" data-block-id="m1" style="left:20px;top:300px;width:600px;height:100px">',
      `<div class="sl-block-content">\\[\\href{javascript:${XSS_PAYLOAD}}{x} + \\htmlClass{a}{b} &lt;img src=x onerror=${XSS_PAYLOAD}&gt;\\]</div></div>`,
      '</section>',
    ].join('');
    const { id, slug, version } = await createDeck(api, { title: 'Hostile blocks' });
    const saved = await api.call('PUT', `/api/v1/decks/${id}`, { deck: { data: hostile, version } });
    expect(saved.status).toBe(200);

    await page.goto(`${lectern.url}/${USERNAME}/${slug}/edit`);
    await blockOf('code').locator('code.hljs').waitFor();
    await blockOf('math').locator('.math-error, .katex').first().waitFor();
    expect(await blockOf('code').locator('code').innerText()).toContain(`<img src=x onerror=${XSS_PAYLOAD}>`);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('.editor-slide a[href^="javascript"], .editor-slide img[src="x"]').count()).toBe(0);

    await page.goto(`${lectern.url}/${USERNAME}/${slug}/fullscreen`);
    const shown = page.locator('.reveal .slides section.present');
    await shown.locator('code.hljs').first().waitFor();
    await shown.locator('.math-error, .katex').first().waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('.reveal a[href^="javascript"], .reveal img[src="x"]').count()).toBe(0);
  });
});
