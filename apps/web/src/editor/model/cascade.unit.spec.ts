import { describe, expect, it } from 'vitest';
import { cascaded, CASCADE_STEP } from './cascade';
import { shape } from './test-blocks';

const size = { width: 960, height: 700 };

describe('a new block', () => {
  it('keeps its place on a slide where no block is centred there', () => {
    const block = shape('n', 380, 250, 200, 200);
    expect(cascaded(block, [shape('a', 0, 0)], size)).toBe(block);
  });

  it('moves right and down past every block already centred where it would go, whatever its size', () => {
    // A smaller block centred on the same point, then one a step further.
    const blocks = [shape('a', 430, 300, 100, 100), shape('b', 380 + CASCADE_STEP, 250 + CASCADE_STEP, 200, 200)];
    expect(cascaded(shape('n', 380, 250, 200, 200), blocks, size)).toMatchObject({
      x: 380 + 2 * CASCADE_STEP,
      y: 250 + 2 * CASCADE_STEP,
    });
  });

  it('stays on the slide: it stops where the next step would take it past an edge', () => {
    const blocks = [shape('a', 720, 460, 200, 200), shape('b', 720 + CASCADE_STEP, 460 + CASCADE_STEP, 200, 200)];
    expect(cascaded(shape('n', 720, 460, 200, 200), blocks, size)).toMatchObject({
      x: 720 + CASCADE_STEP,
      y: 460 + CASCADE_STEP,
    });
  });
});
