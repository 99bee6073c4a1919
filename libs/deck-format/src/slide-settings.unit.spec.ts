import { describe, expect, it } from 'vitest';
import type { Deck, Slide, TextBlock } from './model.js';
import { slideLinkCount, withSlideLinksRenamed } from './slide-links.js';
import {
  autoSlideSecondsForDuration,
  autoSlideSecondsFrom,
  editableSlideClasses,
  slideAutoSlideSeconds,
  slideIdTaken,
  slideTransition,
  slugifySlideId,
  withAutoSlide,
  withSlideClasses,
  withSlideId,
  withSlideTransition,
} from './slide-settings.js';

const slide = (id: string, attributes: Slide['attributes'] = [], blocks: Slide['blocks'] = []): Slide => ({
  id,
  attributes,
  notes: null,
  blocks,
  foreignHtml: '',
});
const text = (html: string): TextBlock => ({
  type: 'text',
  id: 't1',
  x: 0,
  y: 0,
  width: 100,
  height: 'auto',
  rotation: 0,
  extraAttributes: [],
  extraStyle: '',
  html,
  placeholderTag: null,
});

describe('slide settings', () => {
  it('transitions: set, and null follows the deck', () => {
    const faded = withSlideTransition(slide('a'), 'slide', 'fade');
    expect(faded.attributes).toEqual([['data-transition', 'fade']]);
    expect(slideTransition(withSlideTransition(faded, 'background', 'zoom'), 'background')).toBe('zoom');
    expect(slideTransition(withSlideTransition(faded, 'slide', null), 'slide')).toBeNull();
  });

  it('auto-slide: positive seconds only, written in ms; video and audio durations round up', () => {
    expect(autoSlideSecondsFrom('2.5')).toBe(2.5);
    for (const bad of ['0', '-3', 'abc', '', 'Infinity']) expect(autoSlideSecondsFrom(bad)).toBeNull();
    const timed = withAutoSlide(slide('a'), 2.5);
    expect(timed.attributes).toEqual([['data-autoslide', '2500']]);
    expect(slideAutoSlideSeconds(timed)).toBe(2.5);
    expect(withAutoSlide(timed, null).attributes).toEqual([]);
    expect(withAutoSlide(timed, -1).attributes).toEqual([]);
    expect(autoSlideSecondsForDuration(12.01)).toBe(13);
    expect(autoSlideSecondsForDuration(Number.NaN)).toBeNull();
  });

  it('classes: reserved ones are hidden and kept, repeated spaces collapse', () => {
    const s = slide('a', [['class', 'present intro']]);
    expect(editableSlideClasses(s)).toBe('intro');
    expect(withSlideClasses(s, '  big    dark  ').attributes).toEqual([['class', 'present big dark']]);
    expect(withSlideClasses(slide('b', [['class', 'x']]), '   ').attributes).toEqual([]);
    expect(withSlideClasses(slide('c'), 'past new').attributes).toEqual([['class', 'new']]);
  });

  it('ids: slugified, unique, and written as the id reveal.js follows links by', () => {
    expect(slugifySlideId('  Ünïcode Title!! 2 ')).toBe('unicode-title-2');
    expect(slugifySlideId('<script>')).toBe('script');
    const a = slide('a');
    const b = slide('b');
    const deck: Deck = { stacks: [{ wrapper: null, slides: [a, b] }] };
    expect(slideIdTaken(deck, 'b', a)).toBe(true);
    expect(slideIdTaken(deck, 'a', a)).toBe(false);
    expect(withSlideId(a, 'intro')).toEqual({ ...a, id: 'intro', attributes: [['id', 'intro']] });
  });

  it('renaming a linked slide updates the links to it and no others', () => {
    const linking = slide(
      'x',
      [],
      [text('<p><a href="#/a">go</a> <a href="#/ab">other</a> <a href="#/a">again</a></p>')],
    );
    const deck: Deck = { stacks: [{ wrapper: null, slides: [slide('a'), linking] }] };
    expect(slideLinkCount(deck, 'a')).toBe(2);
    expect(slideLinkCount(deck, 'a.')).toBe(0);
    const renamed = withSlideLinksRenamed(deck, 'a', 'intro');
    expect((renamed.stacks[0]!.slides[1]!.blocks[0] as TextBlock).html).toBe(
      '<p><a href="#/intro">go</a> <a href="#/ab">other</a> <a href="#/intro">again</a></p>',
    );
  });
});
