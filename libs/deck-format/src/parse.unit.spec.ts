import { describe, expect, it } from 'vitest';
import { parse } from './parse.js';
import { serialize } from './serialize.js';
import { slideCount, slideIndices } from './slide-indices.js';

const titleSlide = `<section data-id="k3f9" data-background-color="#fff">
  <div class="sl-block" data-block-type="text" data-block-id="a1"
       style="left:80px; top:120px; width:800px; height:auto;">
    <div class="sl-block-content" data-placeholder-tag="h1"><h1>Title &amp; more</h1></div>
  </div>
  <aside class="notes">Say &lt;hello&gt;
and wave</aside>
</section>`;

describe('parse', () => {
  it('reads a slide with a text block and notes', () => {
    expect(parse(titleSlide)).toEqual({
      stacks: [
        {
          wrapper: null,
          slides: [
            {
              id: 'k3f9',
              attributes: [['data-background-color', '#fff']],
              notes: 'Say <hello>\nand wave',
              foreignHtml: '',
              blocks: [
                {
                  type: 'text',
                  id: 'a1',
                  x: 80,
                  y: 120,
                  width: 800,
                  height: 'auto',
                  rotation: 0,
                  extraAttributes: [],
                  extraStyle: '',
                  html: '<h1>Title &amp; more</h1>',
                  placeholderTag: 'h1',
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('reads a section of sections as a vertical stack and keeps its attributes', () => {
    const deck = parse(
      '<section data-transition="fade"><section data-id="a">A</section><section data-id="b">B</section></section>',
    );
    expect(deck.stacks).toEqual([
      {
        wrapper: [['data-transition', 'fade']],
        slides: [
          { id: 'a', attributes: [], notes: null, blocks: [], foreignHtml: 'A' },
          { id: 'b', attributes: [], notes: null, blocks: [], foreignHtml: 'B' },
        ],
      },
    ]);
  });

  it('gives slides without a free data-id an id from their position', () => {
    const deck = parse(
      '<section><h2>One</h2></section><section data-id="s-0-0"></section><section data-id="s-0-0"></section>',
    );
    expect(slideIndices(deck).map(({ id }) => id)).toEqual(['s-0-0-2', 's-0-0', 's-2-0']);
    expect(parse(serialize(deck))).toEqual(deck);
  });

  it('keeps blocks it can not edit as opaque blocks with their markup as written', () => {
    const video = '<video src="/media-files/x/video" controls data-x=\'1\'></video>';
    const [block] = parse(
      `<section data-id="s"><div class="sl-block" data-block-type="video" data-block-id="v" style="left:10.12345px;top:0;width:320px;height:180px;transform:rotate(-45deg);z-index:2">${video}</div></section>`,
    ).stacks[0]!.slides[0]!.blocks;
    expect(block).toEqual({
      type: 'opaque',
      blockType: 'video',
      id: 'v',
      x: 10.123,
      y: 0,
      width: 320,
      height: 180,
      rotation: -45,
      extraAttributes: [],
      extraStyle: 'z-index:2',
      innerHtml: video,
    });
  });

  it('reads shapes and lines from their data attributes and ignores their drawings', () => {
    const deck = parse(
      '<section data-id="s">' +
        '<div class="sl-block" data-block-type="shape" data-block-id="r" style="left:0px;top:0px;width:100px;height:50px"><div class="sl-block-content" data-shape-type="rect" data-shape-fill-color="#f00" data-shape-stroke-color="transparent" data-shape-stroke-width="0" data-shape-corner-radius="4"><svg><rect></rect></svg></div></div>' +
        '<div class="sl-block" data-block-type="line" data-block-id="l" style="left:0px;top:0px;width:100px;height:100px"><div class="sl-block-content" data-line-x1="0" data-line-y1="0" data-line-x2="100" data-line-y2="50.5" data-line-color="#000" data-line-width="3" data-line-start-type="none" data-line-end-type="arrow"></div></div>' +
        '</section>',
    );
    expect(deck.stacks[0]!.slides[0]!.blocks).toMatchObject([
      { type: 'shape', shape: 'rect', fill: '#f00', stroke: 'transparent', strokeWidth: 0, cornerRadius: 4 },
      {
        type: 'line',
        x1: 0,
        y1: 0,
        x2: 100,
        y2: 50.5,
        color: '#000',
        lineWidth: 3,
        startHead: 'none',
        endHead: 'arrow',
      },
    ]);
  });

  it('answers an empty deck for empty markup', () => {
    expect(parse('')).toEqual({ stacks: [] });
  });
});

describe('serialize', () => {
  it('writes the canonical markup, which reads back to the same deck', () => {
    const markup = serialize(parse(titleSlide));
    expect(markup).toBe(
      '<section data-id="k3f9" data-background-color="#fff"><div class="sl-block" data-block-type="text" data-block-id="a1" style="left:80px;top:120px;width:800px;height:auto"><div class="sl-block-content" data-placeholder-tag="h1"><h1>Title &amp; more</h1></div></div><aside class="notes">Say &lt;hello&gt;\nand wave</aside></section>',
    );
    expect(serialize(parse(markup))).toBe(markup);
  });
});

describe('slide positions', () => {
  it('counts slides and lists their indices with the hidden ones marked', () => {
    const deck = parse(
      '<section data-id="a"></section><section><section data-id="b"></section><section data-id="c" data-visibility="hidden"></section></section>',
    );
    expect(slideCount(deck)).toBe(3);
    expect(slideIndices(deck)).toEqual([
      { h: 0, v: 0, id: 'a', hidden: false },
      { h: 1, v: 0, id: 'b', hidden: false },
      { h: 1, v: 1, id: 'c', hidden: true },
    ]);
  });
});
