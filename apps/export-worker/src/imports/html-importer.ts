import { readFile } from 'node:fs/promises';
import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
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

/** The slide size the page's `Reveal.initialize({ width, height })` gives, if it gives one. */
function revealSize(scripts: readonly Element[]): { width: number; height: number } | null {
  const source = scripts.map((script) => render(script.children)).find((text) => text.includes('Reveal.initialize'));
  const width = Number(/\bwidth\s*:\s*(\d{2,5})\b/.exec(source ?? '')?.[1]);
  const height = Number(/\bheight\s*:\s*(\d{2,5})\b/.exec(source ?? '')?.[1]);
  return width >= 100 && height >= 100 && width <= 10_000 && height <= 10_000 ? { width, height } : null;
}

/**
 * A reveal.js HTML deck: the sections of its `.slides` (or its top-level sections) become the
 * deck's slides, cleaned on save as every save is. Slides that would run code are refused, not
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
  return {
    markup: topLevel.map((section) => render(section, { decodeEntities: false })).join('\n'),
    pictures: [],
    size: target ??
      revealSize(findAll((element) => element.name === 'script', document.children)) ?? {
        width: DEFAULT_DECK_SETTINGS.width,
        height: DEFAULT_DECK_SETTINGS.height,
      },
  };
};
