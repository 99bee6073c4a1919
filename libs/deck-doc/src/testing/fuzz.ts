import { serialize, type Block, type Deck, type Slide, type Stack } from '@lectern/deck-format';
import * as Y from 'yjs';
import { applyDeck, deckFromDoc } from '../deck-doc.js';
import { shapeBlock, textBlock } from './blocks.js';
import { typeInBlock } from './typing.js';

/**
 * Several people editing one deck through a relay that reorders what it carries and loses what is
 * in flight when someone drops off; a reconnect exchanges what each side misses (the yjs sync
 * steps). `converged` says whether every copy, the relay's included, ends as one document.
 */

export interface FuzzOptions {
  readonly clients: number;
  readonly operations: number;
  readonly seed: number;
  /** The markup a compaction stores for a deck: serialized, then cleaned like a save. */
  readonly compact: (deck: Deck) => string;
}

export interface FuzzOutcome {
  readonly converged: boolean;
  readonly markup: string;
  readonly slides: number;
}

const REMOTE = 'remote';

interface Client {
  readonly doc: Y.Doc;
  online: boolean;
  /** Updates on their way to the relay, and from it; dropped when the connection is. */
  toRelay: Uint8Array[];
  fromRelay: Uint8Array[];
}

export function runConvergenceFuzz(options: FuzzOptions): FuzzOutcome {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const relay = new Y.Doc();
  applyDeck(relay, startingDeck());
  const clients: Client[] = Array.from({ length: options.clients }, () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(relay), REMOTE);
    const client: Client = { doc, online: true, toRelay: [], fromRelay: [] };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE && client.online) client.toRelay.push(update);
    });
    return client;
  });
  relay.on('update', (update: Uint8Array, origin: unknown) => {
    for (const client of clients) if (client.online && client !== origin) client.fromRelay.push(update);
  });

  /** One message, taken anywhere in its queue: deliveries overtake each other. */
  const deliverOne = () => {
    const client = pick(clients);
    const queue = random() < 0.5 ? client.toRelay : client.fromRelay;
    if (queue.length === 0) return;
    const [update] = queue.splice(Math.floor(random() * queue.length), 1);
    if (queue === client.toRelay) Y.applyUpdate(relay, update!, client);
    else Y.applyUpdate(client.doc, update!, REMOTE);
  };
  const reconnect = (client: Client) => {
    client.online = true;
    Y.applyUpdate(relay, Y.encodeStateAsUpdate(client.doc, Y.encodeStateVector(relay)), client);
    Y.applyUpdate(client.doc, Y.encodeStateAsUpdate(relay, Y.encodeStateVector(client.doc)), REMOTE);
  };
  const toggleConnection = (client: Client) => {
    if (client.online) {
      client.online = false;
      client.toRelay = [];
      client.fromRelay = [];
    } else reconnect(client);
  };

  let made = 0;
  for (let step = 0; step < options.operations; step += 1) {
    const client = pick(clients);
    const roll = random();
    if (roll < 0.02) toggleConnection(client);
    else if (roll < 0.35) deliverOne();
    else edit(client.doc, `${clients.indexOf(client)}-${(made += 1)}`, random, pick);
  }

  for (const client of clients) if (!client.online) reconnect(client);
  while (clients.some((client) => client.toRelay.length + client.fromRelay.length > 0)) deliverOne();
  const decks = [relay, ...clients.map((client) => client.doc)].map((doc) => serialize(deckFromDoc(doc)));
  const states = [relay, ...clients.map((client) => client.doc)].map((doc) =>
    Buffer.from(Y.encodeStateVector(doc)).toString('base64'),
  );
  const markups = [relay, ...clients.map((client) => client.doc)].map((doc) => options.compact(deckFromDoc(doc)));
  return {
    converged: new Set(decks).size === 1 && new Set(states).size === 1 && new Set(markups).size === 1,
    markup: markups[0]!,
    slides: deckFromDoc(relay).stacks.reduce((count, stack) => count + stack.slides.length, 0),
  };
}

/** One random change, made as the editor makes it: typing in a fragment, or a changed deck applied. */
function edit(doc: Y.Doc, name: string, random: () => number, pick: <T>(items: readonly T[]) => T): void {
  const deck = deckFromDoc(doc);
  const slides = deck.stacks.flatMap((stack) => stack.slides);
  const roll = random();
  if (slides.length === 0 || roll < 0.05) return applyDeck(doc, withSlideAt(deck, newSlide(name), random));
  const slide = pick(slides);
  const block = slide.blocks.length > 0 ? pick(slide.blocks) : null;
  if (roll < 0.5 && block?.type === 'text') {
    const at = Math.floor(random() * 40);
    typeInBlock(
      doc,
      slide.id,
      block.id,
      random() < 0.7 ? { at, insert: pick(['a', 'b', ' ', 'xy']) } : { at, remove: 2 },
    );
  } else if (roll < 0.62 && block) {
    applyDeck(
      doc,
      withBlock(deck, slide.id, { ...block, x: Math.floor(random() * 900), y: Math.floor(random() * 600) }),
    );
  } else if (roll < 0.7 && block?.type === 'shape') {
    applyDeck(doc, withBlock(deck, slide.id, { ...block, fill: pick(['#f00', '#0f0', '#00f']) }));
  } else if (roll < 0.76) {
    const blocks = [...slide.blocks].reverse();
    applyDeck(doc, withSlide(deck, { ...slide, blocks }));
  } else if (roll < 0.82) {
    const transition = pick(['fade', 'zoom', 'none']);
    applyDeck(doc, withSlide(deck, { ...slide, attributes: [['data-transition', transition]] }));
  } else if (roll < 0.9) {
    applyDeck(doc, withSlideAt(withoutSlide(deck, slide.id), slide, random));
  } else if (roll < 0.95 && slides.length > 1) {
    applyDeck(doc, withoutSlide(deck, slide.id));
  } else {
    applyDeck(doc, withSlide(deck, { ...slide, blocks: [...slide.blocks, newShape(name)] }));
  }
}

function startingDeck(): Deck {
  return { stacks: ['a', 'b', 'c'].map((name) => ({ wrapper: null, slides: [newSlide(name)] })) };
}

function newSlide(name: string): Slide {
  const blocks = [textBlock(`t-${name}`, '<p>Hello <strong>there</strong></p>'), newShape(name)];
  return { id: `s-${name}`, attributes: [], notes: null, blocks, foreignHtml: '' };
}

const newShape = (name: string) => shapeBlock(`r-${name}`);

const mapSlides = (deck: Deck, change: (slide: Slide) => Slide): Deck => ({
  stacks: deck.stacks.map((stack) => ({ ...stack, slides: stack.slides.map(change) })),
});
const withSlide = (deck: Deck, slide: Slide) => mapSlides(deck, (each) => (each.id === slide.id ? slide : each));
const withBlock = (deck: Deck, slideId: string, block: Block) =>
  mapSlides(deck, (slide) =>
    slide.id === slideId
      ? { ...slide, blocks: slide.blocks.map((each) => (each.id === block.id ? block : each)) }
      : slide,
  );

function withoutSlide(deck: Deck, slideId: string): Deck {
  const stacks = deck.stacks
    .map((stack): Stack => ({ ...stack, slides: stack.slides.filter((slide) => slide.id !== slideId) }))
    .filter((stack) => stack.slides.length > 0);
  return { stacks };
}

/** The slide at a random place: a plain slide of its own, or the top of a vertical stack. */
function withSlideAt(deck: Deck, slide: Slide, random: () => number): Deck {
  const stacks = [...deck.stacks];
  const at = Math.floor(random() * (stacks.length + 1));
  if (random() < 0.2 && stacks[at]) {
    const stack = stacks[at];
    stacks[at] = { wrapper: stack.wrapper ?? [], slides: [slide, ...stack.slides] };
  } else stacks.splice(at, 0, { wrapper: null, slides: [slide] });
  return { stacks };
}

/** mulberry32: the same seed makes the same run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
