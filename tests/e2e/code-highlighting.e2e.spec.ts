import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas } from './support/editor.js';
import { startLectern } from './support/server.js';

const OWNER = 'highlight-hana';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-code-highlighting';

/** A slide with one code block in `language`, its lines stepped through as `steps`. */
const codeSlide = (language: string, code: string, steps: string) =>
  '<section data-id="code"><div class="sl-block" data-block-type="code" data-block-id="c1" style="left:80px;top:120px;width:800px;height:300px">' +
  `<div class="sl-block-content"><pre><code class="language-${language}" data-line-numbers="${steps}">${code}</code></pre></div></div></section>`;

const JAVASCRIPT = 'const answer = 42;\nfunction ask(question) {\n  return answer;\n}';
const PYTHON = 'def area(r):\n    return 3.14 * r * r';

/**
 * The highlight.js language modules a page fetched: each is a chunk of its own named after it,
 * `assets/hljs-<language>-<hash>.js`.
 */
function fetchedLanguages(page: Page): () => string[] {
  const languages = new Set<string>();
  page.on('request', (request) => {
    const name = /^\/assets\/hljs-(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) languages.add(name);
  });
  return () => [...languages].sort();
}

describe('code highlighted with the languages a deck uses, and no others', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let visitor: LaunchedBrowser;
  let api: ApiSession;
  let page: Page;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    browser = await launchBrowser();
    visitor = await launchBrowser();
    ({ api, page } = await signUpAndSignIn(browser, lectern.url, OWNER, PASSWORD));
  });

  afterAll(async () => {
    await visitor?.close();
    await browser?.close();
    await lectern?.stop();
  });

  async function deckOf(title: string, markup: string) {
    const deck = await createDeck(api, { title, visibility: 'all' });
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { data: markup, version: deck.version } });
    expect(saved.status).toBe(200);
    return deck;
  }

  it('shows a deck with one JavaScript block highlighted, fetching JavaScript and the languages it embeds only', async () => {
    const deck = await deckOf('One JavaScript block', codeSlide('javascript', JAVASCRIPT, '1|2-4'));
    const show = await visitor.newPage();
    const problems = collectPageProblems(show);
    const languages = fetchedLanguages(show);
    await show.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
    const code = show.locator('.reveal .slides section.present pre code:not(.fragment)');
    await code.locator('.hljs-keyword', { hasText: 'const' }).waitFor();
    expect(await code.getAttribute('class')).toContain('hljs');
    expect(await code.locator('.hljs-keyword').allTextContents()).toEqual(['const', 'function', 'return']);
    expect(await code.locator('.hljs-number').allTextContents()).toEqual(['42']);
    expect(await code.locator('.hljs-title.function_').allTextContents()).toEqual(['ask']);
    // Numbered lines, the first step marked; the next step is a fragment marking lines 2 to 4.
    expect(await code.locator('.hljs-ln-numbers').count()).toBe(4);
    expect(await code.locator('tr.highlight-line').count()).toBe(1);
    await show.screenshot({ path: `${SHOTS}/show-javascript.png` });
    await show.locator('.reveal').press('ArrowRight');
    const step = show.locator('.reveal .slides section.present pre code.fragment.visible');
    await expect.poll(() => step.locator('tr.highlight-line').count()).toBe(3);
    await show.screenshot({ path: `${SHOTS}/show-javascript-step-2.png` });
    // JSX and html`…` are XML, css`…` CSS, gql`…` GraphQL, and XML's <script> JavaScript again:
    // what JavaScript's grammar embeds comes with it, and no other language.
    expect(languages()).toEqual(['css', 'graphql', 'javascript', 'xml']);
    expect(problems).toEqual([]);
    await show.close();
  });

  it('fetches only Python for a Python block, in the embed and fullscreen views', async () => {
    const deck = await deckOf('One Python block', codeSlide('py', PYTHON, ''));
    for (const view of ['embed', 'fullscreen']) {
      const shown = await visitor.newPage();
      const languages = fetchedLanguages(shown);
      await shown.goto(`${lectern.url}/${OWNER}/${deck.slug}/${view}`);
      const code = shown.locator('.reveal .slides section.present pre code');
      await code.locator('.hljs-keyword', { hasText: 'def' }).waitFor();
      // `py` is highlight.js's alias of Python.
      expect(await code.getAttribute('class')).toContain('language-python');
      expect(await code.locator('.hljs-ln-numbers').count()).toBe(2);
      expect(languages()).toEqual(['python']);
      await shown.close();
    }
  });

  it('shows a language outside the list as plain text, fetching no language', async () => {
    const deck = await deckOf('An unknown language', codeSlide('brainfuck', '++++[&gt;+&lt;-]', ''));
    const shown = await visitor.newPage();
    const languages = fetchedLanguages(shown);
    await shown.goto(`${lectern.url}/${OWNER}/${deck.slug}/fullscreen`);
    const code = shown.locator('.reveal .slides section.present pre code');
    await code.locator('.hljs-ln-code', { hasText: '++++[>+<-]' }).waitFor();
    expect(await code.getAttribute('class')).toContain('hljs');
    expect(await code.locator('.hljs-ln-code span').count()).toBe(0);
    expect(languages()).toEqual([]);
    await shown.close();
  });

  it('highlights the editor’s code block in its language, fetching another when the language changes', async () => {
    const deck = await deckOf('Edited code', codeSlide('python', PYTHON, '1'));
    const languages = fetchedLanguages(page);
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    const block = editorCanvas(page).block('code');
    await block.locator('code.hljs .hljs-keyword', { hasText: 'def' }).waitFor();
    expect(await block.locator('tr.highlight-line').count()).toBe(1);
    expect(languages()).toEqual(['python']);

    await block.click({ position: { x: 10, y: 10 } });
    const inspector = page.getByRole('complementary', { name: 'Block properties' });
    await inspector.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Go' });
    const code = inspector.getByRole('textbox', { name: 'Code' });
    await code.fill('package main\n\nfunc main() {}');
    await code.blur();
    await block.locator('code.language-go .hljs-keyword', { hasText: 'func' }).waitFor();
    expect(await block.locator('.hljs-keyword').allTextContents()).toEqual(['package', 'func']);
    await page.screenshot({ path: `${SHOTS}/editor-go.png` });
    expect(languages()).toEqual(['go', 'python']);
    expect(problems).toEqual([]);
  });
});
