import { PASTE_OFFSET } from '@lectern/deck-format';
import { describe, expect, it } from 'vitest';
import { copied, pasted } from './clipboard';
import { idsInDeck, newId } from './ids';
import { counter, shape, slide } from './test-blocks';

describe('the clipboard', () => {
  it('pastes copies with fresh ids, each paste one offset further', () => {
    const clipboard = copied([shape('a', 100, 50)]);
    const first = pasted(clipboard, [], counter('p'));
    expect(first.blocks[0]).toMatchObject({ id: 'p1', x: 100 + PASTE_OFFSET, y: 50 + PASTE_OFFSET });
    const second = pasted(first.clipboard, [], counter('q'));
    expect(second.blocks[0]).toMatchObject({ x: 100 + 2 * PASTE_OFFSET, y: 50 + 2 * PASTE_OFFSET });
  });

  it('keeps an auto-animate data-id onto a slide without it, and never gives one slide two', () => {
    const matched = { ...shape('a'), extraAttributes: [['data-id', 'a'] as const] };
    const clipboard = copied([matched]);
    // Another slide: the copy pairs with the original.
    expect(pasted(clipboard, [shape('x')], counter('p')).blocks[0]!.extraAttributes).toEqual([['data-id', 'a']]);
    // The same slide: the copy is matched by its own id.
    expect(pasted(clipboard, [matched], counter('p')).blocks[0]!.extraAttributes).toEqual([['data-id', 'p1']]);
  });
});

describe('ids', () => {
  it('are short, start with a letter and avoid every id in the deck', () => {
    const deck = { stacks: [{ wrapper: null, slides: [slide('aaaaaa', [shape('b')])] }] };
    const taken = idsInDeck(deck);
    expect([...taken]).toEqual(['aaaaaa', 'b']);
    let calls = 0;
    // The first draw repeats a taken id; the next one is used.
    const id = newId(taken, () => (calls++ < 6 ? 0 : 0.5));
    expect(id).not.toBe('aaaaaa');
    expect(id).toMatch(/^[a-z][a-z0-9]{5}$/);
    expect(taken.has(id)).toBe(true);
  });
});
