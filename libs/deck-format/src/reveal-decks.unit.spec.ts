import { describe, expect, it } from 'vitest';
import { parse } from './parse.js';
import { serialize } from './serialize.js';
import { slideIndices } from './slide-indices.js';

/** Decks written by hand for stock reveal.js, as people bring them (after reveal.js's demo). */
const plain = `
<section>
  <h2>Hello</h2>
  <p>A plain slide &amp; nothing else</p>
</section>
<section data-id="second" data-background-color="#ff0000" data-transition="zoom">
  <h2>Second</h2>
</section>`;

const vertical = `<section data-background-gradient="linear-gradient(to bottom, #283b95, #17b2c3)">
  <section><h2>Vertical slides</h2><p>Press down</p></section>
  <section data-auto-animate><h2 data-id="t">Basement level 1</h2></section>
  <section data-visibility="hidden"><h2>Hidden</h2></section>
</section>
<section data-background-image="https://example.com/bg.png" data-background-size="cover" data-background-opacity="0.5">
  <h2>Image background</h2>
</section>`;

const fragments = `<section>
  <h2>Fragments</h2>
  <p class="fragment">Appear</p>
  <p class="fragment fade-up" data-fragment-index="2">Fade up</p>
  <span class="fragment highlight-red">Red</span>
  <aside class="notes">
    Remember: 3 &lt; 4 &amp; say "thanks"
  </aside>
</section>`;

const code = `<section data-markdown-not>
  <pre><code data-trim data-noescape data-line-numbers="3-5|8-10">
function update() {
  if (a < b && c > d) {
    return <span>x</span>;
  }
}
  </code></pre>
  <aside class="notes"><p>Notes with <em>markup</em> stay as they are</p></aside>
</section>`;

const withBlocks = `<section data-id="a1b2" data-background-video="https://example.com/v.mp4" data-background-video-loop>
  <div class="sl-block" data-block-type="text" data-block-id="t1" style="height: auto; width: 800px; left: 80px; top: 270px;">
    <div class="sl-block-content" data-placeholder-tag="h1" data-placeholder-text="Title Text" style="z-index: 10;"><h1>Imported</h1></div>
  </div>
  <div class="sl-block" data-block-type="code" data-block-id="c1" style="width: 400px; height: 300px; left: 0px; top: 0px;">
    <div class="sl-block-content" style="z-index: 11;"><pre class="javascript"><code>let a = 1;</code></pre></div>
  </div>
</section>`;

describe('decks written for stock reveal.js', () => {
  it.each([
    [
      'plain slides',
      plain,
      '<section data-id="s-0-0"><h2>Hello</h2>\n  <p>A plain slide &amp; nothing else</p></section>\n' +
        '<section data-id="second" data-background-color="#ff0000" data-transition="zoom"><h2>Second</h2></section>',
    ],
    [
      'vertical stacks and backgrounds',
      vertical,
      '<section data-background-gradient="linear-gradient(to bottom, #283b95, #17b2c3)">\n' +
        '<section data-id="s-0-0"><h2>Vertical slides</h2><p>Press down</p></section>\n' +
        '<section data-id="s-0-1" data-auto-animate><h2 data-id="t">Basement level 1</h2></section>\n' +
        '<section data-id="s-0-2" data-visibility="hidden"><h2>Hidden</h2></section>\n' +
        '</section>\n' +
        '<section data-id="s-1-0" data-background-image="https://example.com/bg.png" data-background-size="cover" data-background-opacity="0.5"><h2>Image background</h2></section>',
    ],
    [
      'fragments and notes',
      fragments,
      '<section data-id="s-0-0"><h2>Fragments</h2>\n  <p class="fragment">Appear</p>\n  <p class="fragment fade-up" data-fragment-index="2">Fade up</p>\n  <span class="fragment highlight-red">Red</span>' +
        '<aside class="notes">\n    Remember: 3 &lt; 4 &amp; say "thanks"\n  </aside></section>',
    ],
    [
      'code and notes with markup',
      code,
      '<section data-id="s-0-0" data-markdown-not><pre><code data-trim data-noescape data-line-numbers="3-5|8-10">\nfunction update() {\n  if (a < b && c > d) {\n    return <span>x</span>;\n  }\n}\n  </code></pre>\n  <aside class="notes"><p>Notes with <em>markup</em> stay as they are</p></aside></section>',
    ],
  ])('%s: keeps what the model does not interpret', (_name, markup, canonical) => {
    const written = serialize(parse(markup));
    expect(written).toBe(canonical);
    expect(serialize(parse(written))).toBe(written);
    expect(parse(written)).toEqual(parse(markup));
  });

  it('keeps imported blocks it can not edit exactly, with their geometry', () => {
    const deck = parse(withBlocks);
    const [text, code] = deck.stacks[0]!.slides[0]!.blocks;
    expect(text).toMatchObject({ type: 'opaque', blockType: 'text', x: 80, y: 270, width: 800, height: 'auto' });
    expect(code).toMatchObject({
      type: 'opaque',
      blockType: 'code',
      innerHtml:
        '\n    <div class="sl-block-content" style="z-index: 11;"><pre class="javascript"><code>let a = 1;</code></pre></div>\n  ',
    });
    const written = serialize(deck);
    expect(written).toContain(
      '<div class="sl-block" data-block-type="text" data-block-id="t1" style="left:80px;top:270px;width:800px;height:auto">',
    );
    expect(serialize(parse(written))).toBe(written);
  });

  it('numbers slides as reveal.js does, stacks across and their slides down', () => {
    expect(slideIndices(parse(vertical)).map(({ h, v, hidden }) => [h, v, hidden])).toEqual([
      [0, 0, false],
      [0, 1, false],
      [0, 2, true],
      [1, 0, false],
    ]);
  });
});
