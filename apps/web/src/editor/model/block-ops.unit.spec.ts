import { MAX_GROUP_NESTING, PASTE_OFFSET, type Block } from '@lectern/deck-format';
import { describe, expect, it } from 'vitest';
import {
  align,
  bringForward,
  bringToFront,
  canGroup,
  distribute,
  duplicateBlocks,
  group,
  nestingOf,
  resizeBlock,
  sendBackward,
  sendToBack,
  setGeometry,
  ungroup,
} from './block-ops';
import { counter, shape, text } from './test-blocks';

const ids = (blocks: readonly Block[]) => blocks.map((b) => b.id);
const abcd = [shape('a'), shape('b'), shape('c'), shape('d')];

describe('blocks of a slide', () => {
  it('changes z-order', () => {
    expect(ids(bringToFront(abcd, ['a', 'c']))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sendToBack(abcd, ['d']))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(bringForward(abcd, ['a']))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(sendBackward(abcd, ['c']))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(bringForward(abcd, ['d']))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps every side at least the block minimum size', () => {
    const [small] = setGeometry([shape('a')], new Map([['a', { width: -20, height: 0.2 }]]));
    expect(small).toMatchObject({ width: 1, height: 1 });
    const [turned] = setGeometry([shape('a')], new Map([['a', { rotation: -90 }]]));
    expect(turned!.rotation).toBe(270);
  });

  it('duplicates blocks with fresh ids, offset by the paste offset, in front', () => {
    const result = duplicateBlocks([shape('a', 5, 5), shape('b')], ['a'], counter());
    expect(ids(result.blocks)).toEqual(['a', 'b', 'n1']);
    expect(result.blocks[2]).toMatchObject({ x: 5 + PASTE_OFFSET, y: 5 + PASTE_OFFSET });
    expect(result.ids).toEqual(['n1']);
  });

  it('groups blocks into their common box, relative to it, where the frontmost was', () => {
    const blocks = [shape('a', 100, 100, 50, 50), shape('x'), shape('b', 200, 300, 100, 20)];
    const result = group(blocks, ['a', 'b'], 'g')!;
    expect(ids(result.blocks)).toEqual(['x', 'g']);
    const made = result.blocks[1]!;
    expect(made).toMatchObject({ type: 'group', x: 100, y: 100, width: 200, height: 220 });
    expect(made.type === 'group' && made.children.map((c) => [c.id, c.x, c.y])).toEqual([
      ['a', 0, 0],
      ['b', 100, 200],
    ]);
    expect(ungroup(result.blocks, ['g']).blocks).toEqual([shape('x'), blocks[0], blocks[2]]);
  });

  it('ungroups a rotated group into children turned about its centre', () => {
    const grouped = group([shape('a', 0, 0, 100, 100), shape('b', 100, 0, 100, 100)], ['a', 'b'], 'g')!;
    const rotated = setGeometry(grouped.blocks, new Map([['g', { rotation: 180 }]]));
    const { blocks } = ungroup(rotated, ['g']);
    expect(blocks.map((b) => [b.id, Math.round(b.x) + 0, Math.round(b.y) + 0, b.rotation])).toEqual([
      ['a', 100, 0, 180],
      ['b', 0, 0, 180],
    ]);
  });

  it(`nests groups at most ${MAX_GROUP_NESTING} deep`, () => {
    let blocks: readonly Block[] = [shape('a'), shape('b0')];
    for (let depth = 1; depth <= MAX_GROUP_NESTING; depth++) {
      const first = blocks[0]!.id;
      blocks = [...group(blocks, [first, `b${depth - 1}`], `g${depth}`)!.blocks, shape(`b${depth}`)];
      expect(nestingOf(blocks[0]!)).toBe(depth);
    }
    expect(canGroup(blocks, [`g${MAX_GROUP_NESTING}`, `b${MAX_GROUP_NESTING}`])).toBe(false);
    expect(group(blocks, [`g${MAX_GROUP_NESTING}`, `b${MAX_GROUP_NESTING}`], 'too-deep')).toBeNull();
    expect(canGroup([shape('a')], ['a'])).toBe(false);
  });

  it('aligns one block to the slide and several to their common box', () => {
    const slide = { width: 960, height: 700 };
    expect(align([shape('a', 10, 10)], ['a'], 'right', slide)[0]).toMatchObject({ x: 860 });
    expect(align([shape('a', 10, 10)], ['a'], 'middle', slide)[0]).toMatchObject({ y: 300 });
    const blocks = [shape('a', 10, 0, 100, 100), shape('b', 300, 50, 50, 50)];
    expect(align(blocks, ['a', 'b'], 'left', slide).map((b) => b.x)).toEqual([10, 10]);
    expect(align(blocks, ['a', 'b'], 'bottom', slide).map((b) => b.y)).toEqual([0, 50]);
    expect(align(blocks, ['a', 'b'], 'center', slide).map((b) => b.x)).toEqual([130, 155]);
  });

  it('uses measured heights for text that grows with its content', () => {
    const measured = new Map([['t', 40]]);
    expect(align([text('t')], ['t'], 'bottom', { width: 960, height: 700 }, measured)[0]).toMatchObject({ y: 660 });
  });

  it('distributes three or more blocks with equal gaps, keeping the outermost', () => {
    const blocks = [shape('a', 0, 0, 10, 10), shape('b', 15, 0, 20, 10), shape('c', 90, 0, 10, 10)];
    expect(distribute(blocks, ['a', 'b', 'c'], 'horizontal').map((b) => b.x)).toEqual([0, 40, 90]);
    expect(distribute(blocks, ['a', 'b'], 'horizontal')).toBe(blocks);
  });

  it('scales a line with its box and keeps a growing text block growing', () => {
    const line: Block = {
      ...shape('l'),
      type: 'line',
      x1: 0,
      y1: 100,
      x2: 100,
      y2: 0,
      color: '#000',
      lineWidth: 2,
      startHead: 'none',
      endHead: 'arrow',
    };
    expect(resizeBlock(line, { x: 0, y: 0, width: 200, height: 50, rotation: 0 })).toMatchObject({ x2: 200, y1: 50 });
    expect(resizeBlock(text('t'), { x: 0, y: 0, width: 400, height: 80, rotation: 0 })).toMatchObject({
      width: 400,
      height: 'auto',
    });
  });
});
