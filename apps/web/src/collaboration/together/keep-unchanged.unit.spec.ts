import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

describe('keeping what others did not change', () => {
  it('gives back the previous value when nothing changed', () => {
    const previous = { stacks: [{ slides: [{ id: 's1', blocks: [{ id: 'a', html: '<p>A</p>' }] }] }] };
    expect(keepUnchanged(previous, structuredClone(previous))).toBe(previous);
  });

  it('keeps the unchanged block by id when another changed or moved', () => {
    const a = { id: 'a', html: '<p>A</p>' };
    const previous = { blocks: [a, { id: 'b', html: '<p>B</p>' }] };
    const next = keepUnchanged(previous, {
      blocks: [
        { id: 'b', html: '<p>B!</p>' },
        { id: 'a', html: '<p>A</p>' },
      ],
    });
    expect(next).toEqual({ blocks: [{ id: 'b', html: '<p>B!</p>' }, a] });
    expect(next.blocks[1]).toBe(a);
    expect(next).not.toBe(previous);
  });

  it('takes the new value when a key came or went', () => {
    const previous = { fill: 'red' };
    expect(keepUnchanged(previous, { fill: 'red', stroke: 'blue' })).toEqual({ fill: 'red', stroke: 'blue' });
    expect(keepUnchanged({ fill: 'red', stroke: 'blue' }, previous)).toEqual({ fill: 'red' });
  });
});
