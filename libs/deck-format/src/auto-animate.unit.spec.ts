import { describe, expect, it } from 'vitest';
import {
  AUTO_ANIMATE_DEFAULT_SETTINGS,
  AUTO_ANIMATE_EASINGS,
  autoAnimateMsFrom,
  blockMatchId,
  slideAutoAnimate,
  withAutoAnimate,
  withMatchIdsUniqueOn,
} from './auto-animate.js';
import type { Slide } from './model.js';

const slide: Slide = {
  id: 's1',
  attributes: [['data-transition', 'fade']],
  notes: null,
  foreignHtml: '',
  blocks: [
    {
      type: 'shape',
      id: 'b1',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
      extraAttributes: [],
      extraStyle: '',
      shape: 'rect',
      fill: 'red',
      stroke: 'transparent',
      strokeWidth: 0,
      cornerRadius: 0,
    },
  ],
};

describe('auto-animate', () => {
  it('offers ten easings', () => {
    expect(AUTO_ANIMATE_EASINGS).toHaveLength(10);
  });

  it('writes only what differs from reveal.js defaults, in seconds', () => {
    expect(withAutoAnimate(slide, AUTO_ANIMATE_DEFAULT_SETTINGS).attributes).toEqual([
      ['data-transition', 'fade'],
      ['data-auto-animate', ''],
    ]);
    const set = withAutoAnimate(slide, { duration: 2500, delay: 300, easing: 'linear', unmatched: false });
    expect(set.attributes).toEqual([
      ['data-transition', 'fade'],
      ['data-auto-animate', ''],
      ['data-auto-animate-duration', '2.5'],
      ['data-auto-animate-delay', '0.3'],
      ['data-auto-animate-easing', 'linear'],
      ['data-auto-animate-unmatched', 'false'],
    ]);
    expect(slideAutoAnimate(set)).toEqual({ duration: 2500, delay: 300, easing: 'linear', unmatched: false });
  });

  it('gives blocks their id as data-id so a copy of the slide pairs with it, and turns off cleanly', () => {
    const on = withAutoAnimate(slide, AUTO_ANIMATE_DEFAULT_SETTINGS);
    expect(blockMatchId(on.blocks[0]!)).toBe('b1');
    const off = withAutoAnimate(on, null);
    expect(slideAutoAnimate(off)).toBeNull();
    expect(off.attributes).toEqual(slide.attributes);
    expect(blockMatchId(off.blocks[0]!)).toBe('b1');
  });

  it('clamps to 0–10,000 ms in tenths of a second', () => {
    expect(autoAnimateMsFrom(-5)).toBe(0);
    expect(autoAnimateMsFrom(10_001)).toBe(10_000);
    expect(autoAnimateMsFrom(1234)).toBe(1200);
    expect(autoAnimateMsFrom(Number.NaN)).toBe(0);
    const odd: Slide = {
      ...slide,
      attributes: [
        ['data-auto-animate', ''],
        ['data-auto-animate-duration', 'x'],
      ],
    };
    expect(slideAutoAnimate(odd)?.duration).toBe(1000);
  });
});

describe('data-ids of added blocks', () => {
  const block = slide.blocks[0]!;
  const matched = (id: string, matchId: string) => ({ ...block, id, extraAttributes: [['data-id', matchId] as const] });

  it('stay unique on the slide: taken ones become the block id, or go when that is taken too', () => {
    const existing = [matched('b1', 'b1'), matched('b2', 'c3')];
    const added = withMatchIdsUniqueOn(existing, [matched('c1', 'b1'), matched('c3', 'b1'), matched('c4', 'z')]);
    expect(added.map(blockMatchId)).toEqual(['c1', null, 'z']);
  });

  it('are checked inside groups, and blocks without one are left alone', () => {
    const group = { ...block, type: 'group' as const, id: 'g2', children: [matched('c2', 'b1')] };
    const [copy, plain] = withMatchIdsUniqueOn([matched('b1', 'b1')], [group, block]);
    expect(copy!.type === 'group' && blockMatchId(copy.children[0]!)).toBe('c2');
    expect(plain).toBe(block);
  });
});
