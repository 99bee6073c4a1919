import type { Attributes, Block, Deck, Geometry, Slide, Stack } from '@lectern/deck-format';
import * as Y from 'yjs';
import { byKeyThenId, reorderedKeys } from './order-keys.js';
import { richTextHtml, writeRichText } from './rich-text.js';

/**
 * The deck model (`@lectern/deck-format`) as a shared `Y.Doc`, and back. The document's shape is
 * in this library's README; in short, nothing is ordered by array position (slides, stacks and
 * blocks carry order keys), so a move is one value set, and every field is a key of its own, so
 * people changing different fields of one thing keep both changes.
 */

type YMap = Y.Map<unknown>;
/** Slides, stacks and blocks: an entry per id. */
type Entries = Y.Map<YMap>;
interface Place {
  readonly stack: string;
  readonly at: string;
}
interface OrderedAttribute {
  readonly o: number;
  readonly v: string;
}

const GEOMETRY_FIELDS = ['x', 'y', 'width', 'height', 'rotation'] as const;
/** Fields of a block held elsewhere than in an `f:` key of their own. */
const STRUCTURAL_FIELDS = new Set<string>(['id', 'type', 'children', ...GEOMETRY_FIELDS]);
const FIELD = 'f:';

const stacksOf = (doc: Y.Doc): Entries => doc.getMap('stacks');
const slidesOf = (doc: Y.Doc): Entries => doc.getMap('slides');

/**
 * Makes the document hold `deck`, changing only what differs: the one way a whole deck enters a
 * document (a server seeding it, an editor action, a restore, the cleaned markup of a compaction).
 * Slides missing from `deck` are marked deleted, not removed, so text typed into them meanwhile
 * is kept and an undo brings it back.
 */
export function applyDeck(doc: Y.Doc, deck: Deck, origin: unknown = null): void {
  doc.transact(() => {
    const stacks = stacksOf(doc);
    const slides = slidesOf(doc);
    const stackIds = claimStacks(doc, deck.stacks);
    const stackKeys = reorderedKeys(stackIds.map((id) => (stacks.get(id)?.get('at') as string | undefined) ?? null));
    const wanted = new Set<string>();
    deck.stacks.forEach((stack, stackIndex) => {
      const id = stackIds[stackIndex]!;
      const entry = entryOf(stacks, id);
      if (stackKeys[stackIndex] !== null) entry.set('at', stackKeys[stackIndex]);
      setValue(entry, 'wrapper', stack.wrapper);
      const placeKeys = reorderedKeys(
        stack.slides.map((slide) => {
          const place = slides.get(slide.id)?.get('place') as Place | undefined;
          return place?.stack === id ? place.at : null;
        }),
      );
      stack.slides.forEach((slide, slideIndex) => {
        wanted.add(slide.id);
        const entry = entryOf(slides, slide.id);
        const at = placeKeys[slideIndex];
        if (at) entry.set('place', { stack: id, at } satisfies Place);
        writeSlide(entry, slide);
      });
    });
    for (const [id, slide] of slides) if (!wanted.has(id) && slide.get('deleted') !== true) slide.set('deleted', true);
  }, origin);
}

/** The deck the document holds now. */
export function deckFromDoc(doc: Y.Doc): Deck {
  const placed = new Map<string, { key: string; id: string; slide: Slide }[]>();
  for (const [id, entry] of slidesOf(doc)) {
    const place = entry.get('place') as Place | undefined;
    if (entry.get('deleted') === true || !place) continue;
    const list = placed.get(place.stack) ?? [];
    list.push({ key: place.at, id, slide: readSlide(id, entry) });
    placed.set(place.stack, list);
  }
  const stacks = stacksOf(doc);
  const ordered = [...placed.keys()]
    .map((id) => ({ id, key: (stacks.get(id)?.get('at') as string | undefined) ?? '' }))
    .sort(byKeyThenId);
  return {
    stacks: ordered.map(({ id }): Stack => {
      const slideList = placed
        .get(id)!
        .sort(byKeyThenId)
        .map((entry) => entry.slide);
      const wrapper = (stacks.get(id)?.get('wrapper') as Attributes | null | undefined) ?? null;
      // Two people moving slides into one plain slide's place make a vertical stack of them.
      return { wrapper: wrapper ?? (slideList.length > 1 ? [] : null), slides: slideList };
    }),
  };
}

/** The stack id each wanted stack takes: the stack its first slide already lives in, when free. */
function claimStacks(doc: Y.Doc, stacks: readonly Stack[]): string[] {
  const slides = slidesOf(doc);
  const taken = new Set<string>();
  return stacks.map((stack) => {
    for (const slide of stack.slides) {
      const place = slides.get(slide.id)?.get('place') as Place | undefined;
      if (place && !taken.has(place.stack)) {
        taken.add(place.stack);
        return place.stack;
      }
    }
    let id = `st-${stack.slides[0]?.id ?? 'empty'}`;
    while (taken.has(id) || stacksOf(doc).has(id)) id = `${id}-${doc.clientID.toString(36)}`;
    taken.add(id);
    return id;
  });
}

function writeSlide(entry: YMap, slide: Slide): void {
  if (entry.get('deleted') === true) entry.set('deleted', false);
  setValue(entry, 'foreignHtml', slide.foreignHtml);
  writeOrderedAttributes(
    typeOf(entry, 'attributes', () => new Y.Map<OrderedAttribute>()),
    slide.attributes,
  );
  setValue(entry, 'hasNotes', slide.notes !== null);
  writeText(
    typeOf(entry, 'notes', () => new Y.Text()),
    slide.notes ?? '',
  );
  writeBlocks(
    typeOf(entry, 'blocks', (): Entries => new Y.Map()),
    slide.blocks,
  );
}

function readSlide(id: string, entry: YMap): Slide {
  return {
    id,
    attributes: readOrderedAttributes(entry.get('attributes') as Y.Map<OrderedAttribute> | undefined),
    notes: entry.get('hasNotes') === true ? (entry.get('notes') as Y.Text).toString() : null,
    blocks: readBlocks(entry.get('blocks') as Entries | undefined),
    foreignHtml: (entry.get('foreignHtml') as string | undefined) ?? '',
  };
}

/** Attributes keep their order through an order number each, ties by name. */
function writeOrderedAttributes(map: Y.Map<OrderedAttribute>, attributes: Attributes): void {
  const names = new Set(attributes.map(([name]) => name));
  for (const name of [...map.keys()]) if (!names.has(name)) map.delete(name);
  attributes.forEach(([name, value], index) => setValue(map, name, { o: index, v: value }));
}

function readOrderedAttributes(map: Y.Map<OrderedAttribute> | undefined): Attributes {
  if (!map) return [];
  return [...map.entries()]
    .sort(([a, x], [b, y]) => x.o - y.o || (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, { v }]) => [name, v] as const);
}

function writeBlocks(map: Entries, blocks: readonly Block[]): void {
  const ids = new Set(blocks.map((block) => block.id));
  for (const id of [...map.keys()]) if (!ids.has(id)) map.delete(id);
  // A block whose kind changed is made anew below, so it has no key to keep.
  const sameKind = (block: Block) => map.get(block.id)?.get('type') === block.type;
  const zKeys = reorderedKeys(
    blocks.map((block) => (sameKind(block) ? ((map.get(block.id)!.get('z') as string | undefined) ?? null) : null)),
  );
  blocks.forEach((block, index) => {
    if (!sameKind(block)) map.set(block.id, new Y.Map());
    const entry = map.get(block.id)!;
    if (zKeys[index] !== null) entry.set('z', zKeys[index]);
    writeBlock(entry, block);
  });
}

function writeBlock(entry: YMap, block: Block): void {
  setValue(entry, 'type', block.type);
  const frame: Geometry = {
    x: block.x,
    y: block.y,
    width: block.width,
    height: block.height,
    rotation: block.rotation,
  };
  setValue(entry, 'frame', frame);
  const fields = Object.entries(block).filter(([name]) => !STRUCTURAL_FIELDS.has(name));
  const names = new Set(fields.map(([name]) => FIELD + name));
  for (const key of [...entry.keys()]) if (key.startsWith(FIELD) && !names.has(key)) entry.delete(key);
  for (const [name, value] of fields) {
    if (block.type === 'text' && name === 'html') writeRichTextField(entry, block.html);
    else setValue(entry, FIELD + name, value);
  }
  if (block.type === 'group')
    writeBlocks(
      typeOf(entry, 'children', (): Entries => new Y.Map()),
      block.children,
    );
}

/** Rich text merges per character in a fragment; markup the fragment can not hold stays one value. */
function writeRichTextField(entry: YMap, html: string): void {
  const fragment = entry.get('text');
  if (fragment instanceof Y.XmlFragment && richTextHtml(fragment) === html) return;
  if (!(fragment instanceof Y.XmlFragment) && entry.get(FIELD + 'html') === html) return;
  const fresh = new Y.XmlFragment();
  entry.set('text', fresh);
  if (writeRichText(fresh, html)) {
    entry.delete(FIELD + 'html');
    return;
  }
  entry.delete('text');
  entry.set(FIELD + 'html', html);
}

function readBlocks(map: Entries | undefined): Block[] {
  if (!map) return [];
  return [...map.entries()]
    .map(([id, entry]) => ({ id, key: (entry.get('z') as string | undefined) ?? '', entry }))
    .sort(byKeyThenId)
    .map(({ id, entry }) => readBlock(id, entry));
}

function readBlock(id: string, entry: YMap): Block {
  const block: Record<string, unknown> = { id, type: entry.get('type'), ...(entry.get('frame') as Geometry) };
  for (const [key, value] of entry.entries()) if (key.startsWith(FIELD)) block[key.slice(FIELD.length)] = value;
  const text = entry.get('text');
  if (text instanceof Y.XmlFragment) block.html = richTextHtml(text);
  if (block.type === 'group') block.children = readBlocks(entry.get('children') as Entries | undefined);
  return block as unknown as Block;
}

/** The entry under `id`, made when missing. */
function entryOf(entries: Entries, id: string): YMap {
  const existing = entries.get(id);
  if (existing) return existing;
  const made = new Y.Map<unknown>();
  entries.set(id, made);
  return made;
}

/** The shared type under `key`, made when missing (a type is written into once it is in the document). */
function typeOf<T>(entry: YMap, key: string, make: () => T): T {
  if (!entry.has(key)) entry.set(key, make());
  return entry.get(key) as T;
}

/** Sets a plain value only when it differs, so an unchanged field makes no update. */
function setValue<V>(map: Y.Map<V>, key: string, value: V): void {
  if (JSON.stringify(map.get(key)) !== JSON.stringify(value)) map.set(key, value);
}

/** Changes `text` into `wanted` by one deletion and one insertion between their common ends. */
function writeText(text: Y.Text, wanted: string): void {
  const current = text.toString();
  if (current === wanted) return;
  let start = 0;
  while (start < current.length && start < wanted.length && current[start] === wanted[start]) start += 1;
  let end = 0;
  while (
    end < current.length - start &&
    end < wanted.length - start &&
    current[current.length - 1 - end] === wanted[wanted.length - 1 - end]
  )
    end += 1;
  text.delete(start, current.length - start - end);
  text.insert(start, wanted.slice(start, wanted.length - end));
}
