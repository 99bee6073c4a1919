import { describe, expect, it } from 'vitest';
import { blockFragment, FRAGMENT_STYLES, withFragment } from './fragments.js';
import { parse } from './parse.js';
import { serialize } from './serialize.js';
import type { Block } from './model.js';

const text: Block = {
  type: 'text',
  id: 'b1',
  x: 0,
  y: 0,
  width: 100,
  height: 'auto',
  rotation: 0,
  extraAttributes: [['data-name', 'x']],
  extraStyle: '',
  html: '<p>a</p>',
  placeholderTag: null,
};

describe('fragments', () => {
  it('offers nine styles', () => {
    expect(FRAGMENT_STYLES).toHaveLength(9);
  });

  it('writes reveal.js fragment markup on the block and reads it back', () => {
    const fragment = withFragment(text, { style: 'fade-up', index: 2 });
    const markup = serialize({
      stacks: [
        { wrapper: null, slides: [{ id: 's', attributes: [], notes: null, blocks: [fragment], foreignHtml: '' }] },
      ],
    });
    expect(markup).toContain('class="sl-block fragment fade-up"');
    expect(markup).toContain('data-fragment-index="2"');
    const [read] = parse(markup).stacks[0]!.slides[0]!.blocks;
    expect(blockFragment(read!)).toEqual({ style: 'fade-up', index: 2 });
  });

  it('writes fade-in as reveal.js default and keeps the block other classes and attributes', () => {
    const locked = { ...text, extraAttributes: [['class', 'sl-block locked'], ...text.extraAttributes] as const };
    const fragment = withFragment(locked, { style: 'fade-in', index: null });
    expect(fragment.extraAttributes).toEqual([
      ['class', 'sl-block locked fragment'],
      ['data-name', 'x'],
    ]);
    expect(blockFragment(fragment)).toEqual({ style: 'fade-in', index: null });
    expect(withFragment(fragment, null).extraAttributes).toEqual(locked.extraAttributes);
  });

  it('clamps the order to the field range and reads a malformed order as none', () => {
    expect(blockFragment(withFragment(text, { style: 'grow', index: 1e9 }))?.index).toBe(99);
    expect(blockFragment(withFragment(text, { style: 'grow', index: -4.6 }))?.index).toBe(0);
    const odd = {
      ...text,
      extraAttributes: [
        ['class', 'sl-block fragment'],
        ['data-fragment-index', '1e3'],
      ] as const,
    };
    expect(blockFragment(odd)).toEqual({ style: 'fade-in', index: null });
    expect(blockFragment(text)).toBeNull();
  });
});
