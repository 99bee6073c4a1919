import { generate, parse, walk, type Atrule, type CssNode, type Declaration, type Rule, type Selector } from 'css-tree';
import { CUSTOM_CSS_SCOPE } from './limits.js';

/** At-rules whose block holds rules, scoped like the top level. */
const GROUPING_AT_RULES = new Set(['media', 'supports']);
const KEYFRAMES = new Set(['keyframes', '-webkit-keyframes']);
/** Selectors naming the page itself rather than something inside the deck. */
const PAGE_TYPES = new Set(['html', 'body']);
const PAGE_PSEUDO_CLASSES = new Set(['root', 'host', 'host-context', 'scope']);
/** Properties that run code or bind behaviour in some browser. */
const CODE_PROPERTIES = new Set(['behavior', '-moz-binding']);
/** Functions that reach outside the deck's own styles or run code. */
const REFUSED_FUNCTIONS = new Set(['expression', 'element', '-moz-element', 'src', 'image']);
const IMAGE_SETS = new Set(['image-set', '-webkit-image-set']);
const SAFE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif);/i;
/** Last line of defence on a declaration's written form, whatever parsed it. */
const CODE_IN_TEXT = /javascript:|vbscript:|expression\s*\(|@import/i;

/** Whether a URL may be fetched by a deck's style: https, or an inline raster image. */
export const isSafeStyleUrl = (url: string) => {
  const value = url.trim();
  return /^https:\/\//i.test(value) || SAFE_DATA_URL.test(value);
};

export interface ScopedCss {
  css: string;
  /** How many rules, selectors and declarations were left out. */
  dropped: number;
}

/**
 * Plain CSS made safe to apply on any page that shows the deck: every rule applies only inside
 * `CUSTOM_CSS_SCOPE`; selectors of the page itself (`html`, `body`, `:root`), `@import`,
 * `@namespace`, `@page` and the like are left out, as are URLs other than https and inline images,
 * code-running properties and functions, and fixed positioning (which would lay a deck's element
 * over the page around it). The result is written from the parsed tree, so nothing typed can
 * close the scope's block early, and `<` is escaped so it cannot end a `<style>` element.
 */
export function scopeCss(css: string): ScopedCss {
  let dropped = 0;
  const tree = parse(css, { context: 'stylesheet', parseValue: true, parseCustomProperty: false });
  if (tree.type !== 'StyleSheet') return { css: '', dropped: 1 };

  const declarations = (block: CssNode | null): string => {
    if (!block || block.type !== 'Block') return '';
    const kept: string[] = [];
    block.children.forEach((node) => {
      if (node.type === 'Declaration' && isSafeDeclaration(node)) kept.push(generate(node));
      else dropped++;
    });
    return kept.join(';');
  };

  const scopedSelector = (selector: Selector): string | null => {
    let unsafe = false;
    walk(selector, (node) => {
      if (node.type === 'TypeSelector' && PAGE_TYPES.has(node.name.toLowerCase())) unsafe = true;
      if (node.type === 'PseudoClassSelector' && PAGE_PSEUDO_CLASSES.has(node.name.toLowerCase())) unsafe = true;
      if (node.type === 'NestingSelector' || node.type === 'Raw') unsafe = true;
    });
    if (unsafe) return null;
    const parts = selector.children.toArray();
    // Decks written for reveal.js name its containers; inside the scope they are the scope itself.
    for (const container of ['reveal', 'slides']) {
      const first = parts[0];
      if (first?.type !== 'ClassSelector' || first.name !== container) break;
      const next = parts[1];
      if (next === undefined) parts.shift();
      else if (next.type === 'Combinator' && next.name === ' ') parts.splice(0, 2);
      else break;
    }
    if (parts.length === 0) return CUSTOM_CSS_SCOPE;
    if (parts[0]?.type === 'Combinator') return null;
    return `${CUSTOM_CSS_SCOPE} ${parts.map((part) => generate(part)).join('')}`;
  };

  const rule = (node: Rule): string => {
    if (node.prelude.type !== 'SelectorList') return (dropped++, '');
    const selectors: string[] = [];
    node.prelude.children.forEach((selector) => {
      const scoped = selector.type === 'Selector' ? scopedSelector(selector) : null;
      if (scoped === null) dropped++;
      else selectors.push(scoped);
    });
    if (selectors.length === 0) return '';
    return `${selectors.join(',')}{${declarations(node.block)}}`;
  };

  const keyframes = (node: Atrule): string => {
    if (!node.block || !node.prelude) return (dropped++, '');
    const frames: string[] = [];
    node.block.children.forEach((frame) => {
      if (frame.type === 'Rule') frames.push(`${generate(frame.prelude)}{${declarations(frame.block)}}`);
      else dropped++;
    });
    return `@${node.name} ${generate(node.prelude)}{${frames.join('')}}`;
  };

  const rules = (nodes: Iterable<CssNode>): string => {
    const out: string[] = [];
    for (const node of nodes) {
      if (node.type === 'Rule') out.push(rule(node));
      else if (node.type === 'Atrule') out.push(atRule(node));
      else dropped++;
    }
    return out.join('');
  };

  const atRule = (node: Atrule): string => {
    const name = node.name.toLowerCase();
    if (GROUPING_AT_RULES.has(name) && node.block && node.prelude)
      return `@${name} ${generate(node.prelude)}{${rules(node.block.children.toArray())}}`;
    if (KEYFRAMES.has(name)) return keyframes(node);
    if (name === 'font-face' && node.block) return `@font-face{${declarations(node.block)}}`;
    dropped++;
    return '';
  };

  const out = rules(tree.children.toArray());
  return { css: out.replaceAll('<', '\\3c '), dropped };
}

function isSafeDeclaration(node: Declaration): boolean {
  const property = node.property.toLowerCase();
  if (CODE_PROPERTIES.has(property)) return false;
  const text = generate(node.value);
  if (CODE_IN_TEXT.test(text)) return false;
  if (property === 'position' && /fixed/i.test(text)) return false;
  // A custom property is kept as written; it may hold no URL or escape to hide one in.
  if (property.startsWith('--')) return !/url|image-set|\\/i.test(text);
  let safe = true;
  walk(node.value, function check(child) {
    if (child.type === 'Url' && !isSafeStyleUrl(child.value)) safe = false;
    if (child.type === 'Raw') safe = false;
    if (child.type === 'Function') {
      const name = child.name.toLowerCase();
      if (REFUSED_FUNCTIONS.has(name)) safe = false;
      if (IMAGE_SETS.has(name))
        walk(child, (inner) => {
          if (inner.type === 'String' && !isSafeStyleUrl(inner.value)) safe = false;
        });
    }
  });
  return safe;
}
