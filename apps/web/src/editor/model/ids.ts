import type { Block, Deck } from '@lectern/deck-format';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 6;

export type Random = () => number;

/** A short random id (letters and digits, starting with a letter) that is not in `taken`; the new id is added to it. */
export function newId(taken: Set<string>, random: Random = Math.random): string {
  for (;;) {
    let id = ALPHABET[Math.floor(random() * 26)]!;
    while (id.length < ID_LENGTH) id += ALPHABET[Math.floor(random() * ALPHABET.length)]!;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function collectBlockIds(blocks: readonly Block[], into: Set<string>): void {
  for (const block of blocks) {
    into.add(block.id);
    if (block.type === 'group') collectBlockIds(block.children, into);
  }
}

/** Every slide id and block id in the deck: new ids are drawn outside this set so they are unique in the deck. */
export function idsInDeck(deck: Deck): Set<string> {
  const ids = new Set<string>();
  for (const stack of deck.stacks)
    for (const slide of stack.slides) {
      ids.add(slide.id);
      collectBlockIds(slide.blocks, ids);
    }
  return ids;
}

/** A source of fresh ids for one change to `deck`. */
export function idSource(deck: Deck, random: Random = Math.random): () => string {
  const taken = idsInDeck(deck);
  return () => newId(taken, random);
}

/** A copy of a block (and of its children) under fresh ids. */
export function withFreshIds(block: Block, nextId: () => string): Block {
  if (block.type === 'group')
    return { ...block, id: nextId(), children: block.children.map((c) => withFreshIds(c, nextId)) };
  return { ...block, id: nextId() };
}
