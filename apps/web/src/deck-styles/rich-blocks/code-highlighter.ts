import type { HLJSApi } from 'highlight.js';
import core from 'highlight.js/lib/core';
import plaintext from 'highlight.js/lib/languages/plaintext';
import 'reveal.js/plugin/highlight/monokai.css';
import { codeLanguage, languageModules, loadLanguageModule, requestedLanguage } from './code-languages';
import { addLineNumbers } from './line-numbers';
import { markLines, parseLineSteps, scrollToMarkedLines, serializeLineSteps, type StepScroll } from './line-steps';

/*
 * Code drawn as reveal.js's highlight plugin draws it (colours, line numbers, highlight steps), with
 * highlight.js's core and only the languages the page's code asks for, each fetched once
 * (decision 0055). This module is a chunk of its own, fetched by pages that show code.
 */

let instance: HLJSApi | null = null;
const languagesLoading = new Map<string, Promise<void>>();

/**
 * The page's highlight.js: its core with plain text, and no guessing. Code that names no language
 * is shown as plain text, where the full highlight.js would guess among all its languages.
 */
function highlighter(): HLJSApi {
  if (!instance) {
    instance = core.newInstance();
    instance.registerLanguage('plaintext', plaintext);
    instance.configure({ languages: [] });
  }
  return instance;
}

function loadLanguage(language: string): Promise<void> {
  let loading = languagesLoading.get(language);
  if (!loading) {
    loading = loadLanguageModule(language).then((definition) => highlighter().registerLanguage(language, definition));
    languagesLoading.set(language, loading);
  }
  return loading;
}

/** The language a `<code>` asks for, read from its classes and its parent's as highlight.js reads them. */
function requestedBy(code: HTMLElement): string | null {
  return requestedLanguage(`${code.className} ${code.parentElement?.className ?? ''}`);
}

/**
 * Fetches what the `<code>` elements need to be highlighted: each one's language and those it
 * embeds. A language outside the list is shown as plain text.
 */
export async function loadLanguagesFor(codes: Iterable<HTMLElement>): Promise<void> {
  const modules = new Set<string>();
  for (const code of codes) {
    const requested = requestedBy(code);
    const language = requested === null ? null : codeLanguage(requested);
    if (requested === null || language === null) continue;
    if (language === 'plaintext' && !highlighter().getLanguage(requested))
      highlighter().registerAliases(requested, { languageName: 'plaintext' });
    for (const module of languageModules(language)) modules.add(module);
  }
  await Promise.all([...modules].map(loadLanguage));
}

/**
 * Highlights a `<code>` whose languages are loaded, as reveal.js's plugin does: colours, then with
 * `data-line-numbers` its lines numbered and its first step marked; each later step becomes a
 * copy of the block after it, a fragment marking that step, scrolled to when shown or hidden.
 */
export function highlightCode(code: HTMLElement): void {
  highlighter().highlightElement(code);
  const steps = code.getAttribute('data-line-numbers');
  if (code.innerHTML.trim().length === 0 || steps === null) return;
  addLineNumbers(code);
  const scroll: StepScroll = { currentBlock: code };
  const [first = [], ...later] = parseLineSteps(steps);
  if (later.length > 0) {
    let fragmentIndex: number | null = parseInt(code.getAttribute('data-fragment-index') ?? '', 10);
    if (Number.isNaN(fragmentIndex)) fragmentIndex = null;
    for (const step of later) {
      const fragment = code.cloneNode(true) as HTMLElement;
      fragment.setAttribute('data-line-numbers', serializeLineSteps([step]));
      fragment.classList.add('fragment');
      code.parentNode?.appendChild(fragment);
      markLines(fragment);
      if (fragmentIndex === null) fragment.removeAttribute('data-fragment-index');
      else fragment.setAttribute('data-fragment-index', String(fragmentIndex++));
      const previous = fragment.previousElementSibling as HTMLElement;
      fragment.addEventListener('visible', () => scrollToMarkedLines(fragment, scroll));
      fragment.addEventListener('hidden', () => scrollToMarkedLines(previous, scroll));
    }
    code.removeAttribute('data-fragment-index');
    code.setAttribute('data-line-numbers', serializeLineSteps([first]));
  }
  const slide = code.closest('section:not(.stack)');
  if (slide) {
    const scrollOnShow = () => {
      scrollToMarkedLines(code, scroll, true);
      slide.removeEventListener('visible', scrollOnShow);
    };
    slide.addEventListener('visible', scrollOnShow);
  }
  markLines(code);
}

/**
 * Highlights a code block's `<code>` as reveal.js shows it before its first step: the language's
 * colours, line numbers when it has `data-line-numbers`, and the first step's lines marked.
 * Later steps become fragments only in presenting.
 */
export async function highlightStill(code: HTMLElement): Promise<void> {
  await loadLanguagesFor([code]);
  if (!code.isConnected || code.dataset.highlighted) return;
  const steps = code.getAttribute('data-line-numbers');
  if (steps !== null) code.setAttribute('data-line-numbers', steps.split('|')[0] ?? '');
  highlightCode(code);
}
