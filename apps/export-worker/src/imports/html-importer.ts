import { readFile } from 'node:fs/promises';
import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { blockHtml } from '@lectern/deck-format';
import { findAll, findOne } from 'domutils';
import { DEFAULT_DECK_SETTINGS } from '@lectern/domain';
import { IMPORT_MAX_SLIDES, ImportRefusedError, type Importer } from './imported.js';

/** What makes slides run code: script elements, event handlers, `javascript:` addresses. */
const RUNS_CODE = (element: Element) =>
  element.name === 'script' ||
  Object.entries(element.attribs).some(
    ([name, value]) => /^on/i.test(name) || /^\s*javascript:/i.test(value.replace(/[\u0000-\u001f]/g, '')),
  );

const isSection = (element: Element) => element.name === 'section';

function insideSection(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent)
    if (parent.type === 'tag' && isSection(parent as Element)) return true;
  return false;
}

/** Elements a text block holds as they are: a slide made of these alone is edited as text. */
const TEXT_ELEMENTS = new Set(
  'h1 h2 h3 h4 h5 h6 p ul ol li strong b em i u s del sup sub small a br span blockquote code'.split(' '),
);
const BLOCK_TEXT = new Set('h1 h2 h3 h4 h5 h6 p ul ol blockquote'.split(' '));

const isTextOnly = (nodes: readonly ChildNode[]): boolean =>
  nodes.every(
    (node) =>
      node.type === 'text' ||
      node.type === 'comment' ||
      (node.type === 'tag' && TEXT_ELEMENTS.has((node as Element).name) && isTextOnly((node as Element).children)),
  );

const isNotes = (node: ChildNode) =>
  node.type === 'tag' &&
  (node as Element).name === 'aside' &&
  /\bnotes\b/.test((node as Element).attribs['class'] ?? '');

/**
 * One slide of a reveal.js deck, its free content (what reveal.js centres: headings, text, lists)
 * made a text block across the slide when it is text alone, so the editor shows and edits it;
 * anything richer stays as it was written, which presents the same and is kept untouched.
 */
function slideMarkup(section: Element, size: { width: number; height: number }): string {
  const inner = section.children.filter((node): node is Element => node.type === 'tag' && isSection(node as Element));
  const shell = render(section.cloneNode(false), { decodeEntities: false }).replace(/<\/section>$/, '');
  if (inner.length > 0) return `${shell}${inner.map((slide) => slideMarkup(slide, size)).join('')}</section>`;
  const free = section.children.filter(
    (node) => !isNotes(node) && !(node.type === 'text' && (node as { data: string }).data.trim() === ''),
  );
  if (free.length === 0 || !isTextOnly(free)) return render(section, { decodeEntities: false });
  const centred = free.map((node) => {
    if (node.type !== 'tag' || !BLOCK_TEXT.has((node as Element).name)) return render(node, { decodeEntities: false });
    const element = (node as Element).cloneNode(true);
    if (!/text-align/.test(element.attribs['style'] ?? ''))
      element.attribs['style'] = `${element.attribs['style'] ? `${element.attribs['style']};` : ''}text-align:center`;
    return render(element, { decodeEntities: false });
  });
  const text = blockHtml({
    type: 'text',
    id: 'content',
    x: Math.round(size.width * 0.05),
    y: Math.round(size.height * 0.1),
    width: Math.round(size.width * 0.9),
    height: 'auto',
    rotation: 0,
    html: centred.join(''),
    placeholderTag: null,
    extraAttributes: [],
    extraStyle: '',
  });
  const notes = section.children.filter(isNotes).map((node) => render(node, { decodeEntities: false }));
  return `${shell}${text}${notes.join('')}</section>`;
}

/** The slide size the page's `Reveal.initialize({ width, height })` gives, if it gives one. */
function revealSize(scripts: readonly Element[]): { width: number; height: number } | null {
  const source = scripts.map((script) => render(script.children)).find((text) => text.includes('Reveal.initialize'));
  const width = Number(/\bwidth\s*:\s*(\d{2,5})\b/.exec(source ?? '')?.[1]);
  const height = Number(/\bheight\s*:\s*(\d{2,5})\b/.exec(source ?? '')?.[1]);
  return width >= 100 && height >= 100 && width <= 10_000 && height <= 10_000 ? { width, height } : null;
}

/**
 * A reveal.js HTML deck: the sections of its `.slides` (or its top-level sections) become the
 * deck's slides (`slideMarkup`), cleaned on save as every save is. Slides that would run code are refused, not
 * quietly changed: the person learns their deck was not imported as it was. The page's own
 * scripts (reveal.js itself, its start-up) are outside the slides and ignored.
 */
export const importHtml: Importer = async (file, target, { progress }) => {
  const document = parseDocument(await readFile(file, 'utf8'));
  const slides = findOne(
    (element) => (element.attribs['class'] ?? '').split(/\s+/).includes('slides'),
    document.children,
  );
  const sections = (slides ? slides.children : findAll(isSection, document.children)).filter(
    (node): node is Element => node.type === 'tag' && isSection(node as Element),
  );
  const topLevel = sections.filter((section) => !insideSection(section));
  if (topLevel.length === 0) throw new ImportRefusedError('noSlides');
  if (topLevel.length > IMPORT_MAX_SLIDES) throw new ImportRefusedError('tooManyPages', `${topLevel.length} slides`);
  if (topLevel.some((section) => RUNS_CODE(section) || findOne(RUNS_CODE, section.children)))
    throw new ImportRefusedError('scripts');
  await progress(50);
  const size = target ??
    revealSize(findAll((element) => element.name === 'script', document.children)) ?? {
      width: DEFAULT_DECK_SETTINGS.width,
      height: DEFAULT_DECK_SETTINGS.height,
    };
  return { markup: topLevel.map((section) => slideMarkup(section, size)).join('\n'), pictures: [], size };
};
