/*
 * reveal.js's line highlights (`data-line-numbers="1|2-3|4,6"`: each `|` one step, each `,` one
 * line or range), ported from its highlight plugin (MIT) as the highlighter's core no longer
 * comes with it (decision 0055): the step's rows marked `highlight-line`, the code marked
 * `has-highlights`, and the marked lines scrolled into view.
 */

/** One line (`start`) or range (`start`-`end`) of a step; empty for what is neither. */
export interface LineRange {
  readonly start?: number;
  readonly end?: number;
}

/** The steps written in `data-line-numbers`, white space aside. */
export function parseLineSteps(steps: string): LineRange[][] {
  return steps
    .replace(/\s/g, '')
    .split('|')
    .map((step) =>
      step.split(',').map((part) => {
        if (!/^[\d-]+$/.test(part)) return {};
        const [start, end] = part.split('-').map((number) => parseInt(number, 10));
        return end === undefined || Number.isNaN(end) ? { start } : { start, end };
      }),
    );
}

export function serializeLineSteps(steps: readonly (readonly LineRange[])[]): string {
  return steps
    .map((step) =>
      step
        .map(({ start, end }) =>
          typeof end === 'number' ? `${start}-${end}` : typeof start === 'number' ? `${start}` : '',
        )
        .join(','),
    )
    .join('|');
}

/** Marks the rows of the first step of `steps` (by default the code's own `data-line-numbers`). */
export function markLines(code: HTMLElement, steps = code.getAttribute('data-line-numbers') ?? ''): void {
  const [first] = parseLineSteps(steps);
  for (const { start, end } of first ?? []) {
    const selector =
      typeof end === 'number'
        ? `table tr:nth-child(n+${start}):nth-child(-n+${end})`
        : typeof start === 'number'
          ? `table tr:nth-child(${start})`
          : null;
    const rows = selector ? code.querySelectorAll(selector) : [];
    for (const row of rows) row.classList.add('highlight-line');
    if (rows.length > 0) code.classList.add('has-highlights');
  }
}

/** Which of one block's step elements was scrolled last, and its running scroll animation. */
export interface StepScroll {
  currentBlock?: HTMLElement;
  animationFrameId?: number;
}

function markedLinesBounds(code: HTMLElement): { top: number; bottom: number } {
  const rows = code.querySelectorAll<HTMLElement>('.highlight-line');
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return { top: 0, bottom: 0 };
  return { top: first.offsetTop, bottom: last.offsetTop + last.offsetHeight };
}

function easeInOutQuart(time: number): number {
  if (time < 0.5) return 8 * time ** 4;
  const rest = time - 1;
  return 1 - 8 * rest ** 4;
}

/**
 * Scrolls a step's code so its marked lines are centred (as far as they fit), from where the
 * block's previous step was scrolled to: at once, or eased over 50 frames.
 */
export function scrollToMarkedLines(code: HTMLElement, scroll: StepScroll, immediately = false): void {
  if (scroll.animationFrameId !== undefined) cancelAnimationFrame(scroll.animationFrameId);
  if (scroll.currentBlock) code.scrollTop = scroll.currentBlock.scrollTop;
  scroll.currentBlock = code;
  const bounds = markedLinesBounds(code);
  const style = getComputedStyle(code);
  const paddingTop = parseInt(style.paddingTop, 10);
  const viewport = code.offsetHeight - (paddingTop + parseInt(style.paddingBottom, 10));
  const from = code.scrollTop;
  let target = bounds.top + (Math.min(bounds.bottom - bounds.top, viewport) - viewport) / 2;
  const table = code.querySelector<HTMLElement>('.hljs-ln');
  if (table) target += table.offsetTop - paddingTop;
  target = Math.max(Math.min(target, code.scrollHeight - viewport), 0);
  if (immediately || from === target) {
    code.scrollTop = target;
    return;
  }
  if (code.scrollHeight <= viewport) return;
  let time = 0;
  const step = () => {
    time = Math.min(time + 0.02, 1);
    code.scrollTop = from + (target - from) * easeInOutQuart(time);
    if (time < 1) scroll.animationFrameId = requestAnimationFrame(step);
  };
  step();
}
