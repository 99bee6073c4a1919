import type { Attributes, Block } from './model.js';
import { FRAGMENT_INDEX_RANGE } from './constants.js';

/**
 * Fragments: a block that appears (or changes) one step at a time when presented. It is
 * reveal.js's own markup on the `.sl-block` element, kept in the block's extra attributes:
 * `class="sl-block fragment <style>"` and `data-fragment-index="<order>"`. Stock reveal.js steps
 * it; the editor reads and writes it through these functions.
 */

/** The nine fragment styles the editor offers, with reveal.js's class (fade-in is its default, no class). */
export const FRAGMENT_STYLES = [
  { value: 'fade-in', label: 'Fade in' },
  { value: 'fade-out', label: 'Fade out' },
  { value: 'fade-up', label: 'Fade up' },
  { value: 'fade-down', label: 'Fade down' },
  { value: 'fade-left', label: 'Fade left' },
  { value: 'fade-right', label: 'Fade right' },
  { value: 'grow', label: 'Grow' },
  { value: 'shrink', label: 'Shrink' },
  { value: 'semi-fade-out', label: 'Semi fade out' },
] as const;
export type FragmentStyle = (typeof FRAGMENT_STYLES)[number]['value'];

export interface Fragment {
  readonly style: FragmentStyle;
  /** `data-fragment-index`: fragments with the same order appear together; null steps in document order. */
  readonly index: number | null;
}

const FRAGMENT_CLASS = 'fragment';
const INDEX_ATTRIBUTE = 'data-fragment-index';
const STYLE_CLASSES: readonly string[] = FRAGMENT_STYLES.map(({ value }) => value);
const BLOCK_CLASS = 'sl-block';

const classOf = (attributes: Attributes) => attributes.find(([name]) => name === 'class')?.[1] ?? BLOCK_CLASS;
const tokens = (className: string) => className.split(/\s+/).filter(Boolean);

/** A fragment order as typed: an integer clamped to the editor's range. */
export function fragmentIndexFrom(value: number): number {
  if (!Number.isFinite(value)) return FRAGMENT_INDEX_RANGE.min;
  return Math.min(FRAGMENT_INDEX_RANGE.max, Math.max(FRAGMENT_INDEX_RANGE.min, Math.round(value)));
}

/** The block's fragment, or null when it shows with its slide. */
export function blockFragment(block: Block): Fragment | null {
  const classes = tokens(classOf(block.extraAttributes));
  if (!classes.includes(FRAGMENT_CLASS)) return null;
  const style = (classes.find((token) => STYLE_CLASSES.includes(token)) ?? 'fade-in') as FragmentStyle;
  const written = block.extraAttributes.find(([name]) => name === INDEX_ATTRIBUTE)?.[1];
  const index = written === undefined || !/^\d+$/.test(written) ? null : Number(written);
  return { style, index };
}

/** The block made a fragment with that style and order, or shown with its slide (null). */
export function withFragment<B extends Block>(block: B, fragment: Fragment | null): B {
  const others = tokens(classOf(block.extraAttributes)).filter(
    (token) => token !== BLOCK_CLASS && token !== FRAGMENT_CLASS && !STYLE_CLASSES.includes(token),
  );
  const added = fragment === null ? [] : [FRAGMENT_CLASS, ...(fragment.style === 'fade-in' ? [] : [fragment.style])];
  const className = [BLOCK_CLASS, ...others, ...added].join(' ');
  const rest = block.extraAttributes.filter(([name]) => name !== 'class' && name !== INDEX_ATTRIBUTE);
  const extraAttributes: Attributes = [
    ...(className === BLOCK_CLASS ? [] : [['class', className] as const]),
    ...rest,
    ...(fragment?.index == null ? [] : [[INDEX_ATTRIBUTE, String(fragmentIndexFrom(fragment.index))] as const]),
  ];
  return { ...block, extraAttributes };
}
