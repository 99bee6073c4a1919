import { escapeText, mathFromText } from '@lectern/deck-format';

type Katex = typeof import('katex').default;

// KaTeX and its fonts and stylesheet, fetched only by a page showing a formula.
let loading: Promise<Katex> | null = null;

export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([module]) => module.default);
  return loading;
}

/** What a formula is set as: KaTeX's markup, or the reason it can not be set, shown in its place. */
export type Typeset = { readonly html: string } | { readonly error: string };

/** The message in place of a block with no formula yet. */
export const EMPTY_FORMULA = 'Empty formula: type LaTeX to see it here';

/**
 * Sets LaTeX with KaTeX. Commands that link, load or style from outside (`\href`, `\url`,
 * `\includegraphics`, `\htmlClass`…) are refused (`trust: false`), and expansion and sizes are
 * bounded, so a formula is text that draws, never markup that runs.
 */
export function typeset(katex: Katex, latex: string, display: boolean): Typeset {
  if (latex.trim() === '') return { error: EMPTY_FORMULA };
  try {
    return {
      html: katex.renderToString(latex, {
        displayMode: display,
        throwOnError: true,
        trust: false,
        strict: 'ignore',
        maxSize: 50,
        maxExpand: 1000,
        output: 'htmlAndMathml',
      }),
    };
  } catch (error) {
    if (error instanceof katex.ParseError) return { error: error.message };
    throw error;
  }
}

/** The markup a typeset formula shows: the formula, or its error in the error style. */
export function typesetHtml(result: Typeset): string {
  return 'html' in result ? result.html : `<span class="math-error" role="note">${escapeText(result.error)}</span>`;
}

/**
 * Sets every math block inside `root` in place: its text (LaTeX between delimiters, as saved)
 * becomes the formula or its error. A block set once is left as it is.
 */
export async function typesetMathIn(root: ParentNode): Promise<void> {
  const contents = [
    ...root.querySelectorAll<HTMLElement>('.sl-block[data-block-type="math"] .sl-block-content:not([data-typeset])'),
  ];
  if (contents.length === 0) return;
  const katex = await loadKatex();
  for (const content of contents) {
    const formula = mathFromText(content.textContent ?? '');
    if (!formula) continue;
    content.innerHTML = typesetHtml(typeset(katex, formula.latex, formula.display));
    content.dataset.typeset = formula.display ? 'display' : 'inline';
  }
}
