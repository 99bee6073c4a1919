import fc from 'fast-check';
import { escapeText } from '../html-text.js';
import { MAX_GROUP_NESTING } from '../constants.js';
import { LINE_HEADS, SHAPE_KINDS, type Attributes, type Block, type Deck, type Slide, type Stack } from '../model.js';

/**
 * Arbitrary deck models in the canonical form `serialize` writes and `parse` reads: numbers
 * with at most three decimals, unique slide ids in the deck and block ids in a slide, trimmed
 * foreign markup, opaque blocks only of kinds the editor does not edit. Every value is one the
 * server's sanitizer keeps, so the same decks check that saving leaves editor markup unchanged.
 */

/** Characters that need escaping or are easy to lose: markup, quotes, entities, non-ASCII. */
const TRICKY_TEXT = fc.string({
  unit: fc.constantFrom('a', 'B', ' ', '<', '>', '&', '"', "'", '\n', '#', ';', 'é', '€', '😀', '&amp;', '&lt;b&gt;'),
  maxLength: 12,
});
const WORD = fc.string({ unit: fc.constantFrom('a', 'b', 'x', 'y', 'z', '1', '-', '_'), minLength: 1, maxLength: 6 });

/** Integers and fractions with up to three decimals, in slide pixels. */
const coordinate = fc.oneof(
  fc.integer({ min: -2000, max: 4000 }),
  fc.integer({ min: -2_000_000, max: 4_000_000 }).map((thousandths) => thousandths / 1000),
);
const length = fc.oneof(
  fc.integer({ min: 0, max: 4000 }),
  fc.integer({ min: 0, max: 4_000_000 }).map((thousandths) => thousandths / 1000),
);
const rotation = fc.oneof(
  fc.constant(0),
  fc.integer({ min: -359, max: 359 }),
  fc.integer({ min: -359_999, max: 359_999 }).map((thousandths) => thousandths / 1000),
);

/** Slide settings the sanitizer holds to values of their kind. */
const SETTING_VALUES: Readonly<Record<string, readonly string[]>> = {
  'data-background-color': ['#000000', 'rgba(0, 0, 0, 0.5)', 'red'],
  'data-background-transition': ['fade', 'none', 'zoom-in fade-out'],
  'data-transition': ['slide', 'convex', 'fade-in slide-out'],
  'data-autoslide': ['0', '2500', '180000'],
};

/** An attribute list with unique names from `names`; only `data-*` ones may be empty. */
function attributes(names: readonly string[], maxLength = 3): fc.Arbitrary<Attributes> {
  return fc
    .uniqueArray(fc.constantFrom(...names), { maxLength })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((name) =>
          (Object.hasOwn(SETTING_VALUES, name)
            ? fc.constantFrom(...SETTING_VALUES[name]!)
            : name.startsWith('data-')
              ? TRICKY_TEXT
              : TRICKY_TEXT.filter((value) => value !== '')
          ).map((value) => [name, value] as const),
        ),
      ),
    );
}

const SLIDE_ATTRIBUTES = [
  'data-background-color',
  'data-background-image',
  'data-background-transition',
  'data-transition',
  'data-autoslide',
  'data-auto-animate',
  'data-visibility',
  'data-state',
  'class',
  'title',
];
const BLOCK_ATTRIBUTES = ['data-animation-type', 'data-fragment-index', 'data-name', 'title', 'lang'];
const EXTRA_STYLES = [
  'z-index:3',
  'opacity:0.5',
  'color:#123456',
  'padding:4px 8px',
  'font-size:24px',
  'border-radius:6px',
];
const COLORS = ['#000000', '#ff3366', 'transparent', 'rgba(0, 0, 0, 0.5)', 'red', 'hsl(200, 50%, 40%)'];

/** Small, well-formed rich text of the kinds the text editor writes. */
const richText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      TRICKY_TEXT.map((text) => `<p>${escapeText(text)}</p>`),
      TRICKY_TEXT.map((text) => `<h2>${escapeText(text)}</h2>`),
      fc
        .tuple(TRICKY_TEXT, TRICKY_TEXT)
        .map(([a, b]) => `<p><strong>${escapeText(a)}</strong> <em>${escapeText(b)}</em><br />x</p>`),
      TRICKY_TEXT.map((text) => `<ul><li>${escapeText(text)}</li><li><s>two</s></li></ul>`),
      TRICKY_TEXT.map(
        (text) => `<p style="text-align:center"><span style="color:#ff0000">${escapeText(text)}</span></p>`,
      ),
      TRICKY_TEXT.map((text) => `<p><a href="https://example.com/?a=1&amp;b=2">${escapeText(text)}</a></p>`),
    ),
    { maxLength: 3 },
  )
  .map((parts) => parts.join(''));

/** Markup the editor does not edit, kept as written. */
const opaqueMarkup = fc.constantFrom(
  '',
  'plain words',
  '<video src="/media-files/0f8fad5b-d9cb-469f-a165-70867728950e/video.mp4" controls data-autoplay></video>',
  '<div class="sl-block-content"><iframe src="https://www.youtube.com/embed/x" sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation" referrerpolicy="no-referrer"></iframe></div>',
  '<table><tr><td>1 &lt; 2</td><td>é</td></tr></table>',
  '<pre><code data-trim data-line-numbers="1-2">if (a &lt; b &amp;&amp; c) {\n  go();\n}</code></pre>',
  '\n  <div class="sl-block-content" style="z-index:4">Snippet &amp; co</div>\n',
);

/** Slide content that is not a block: headings, fragments, comments; trimmed like `parse` leaves it. */
const foreignMarkup = fc.constantFrom(
  '',
  '<h2>Plain reveal.js</h2>',
  '<h1>Title</h1>\n<p class="fragment" data-fragment-index="1">One &amp; two</p>',
  '<ul><li class="fragment">a</li><li class="fragment fade-up">b</li></ul>',
  'Just text',
  '<img src="https://example.com/a.png" alt="" />',
);

/** Tables of 1 to 4 columns and rows, cells of inline rich text. */
const tableContent = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.boolean())
  .chain(([columns, rows, headerRow]) =>
    fc.record({
      type: fc.constant('table' as const),
      headerRow: fc.constant(headerRow),
      columnWidths: fc.array(
        fc.integer({ min: 1, max: 100_000 }).map((thousandths) => thousandths / 1000),
        {
          minLength: columns,
          maxLength: columns,
        },
      ),
      rows: fc.array(
        fc.array(
          fc.oneof(
            TRICKY_TEXT.map(escapeText),
            TRICKY_TEXT.map((text) => `<strong>${escapeText(text)}</strong> <em>x</em>`),
            TRICKY_TEXT.map((text) => `<span style="color:#ff0000">${escapeText(text)}</span>`),
          ),
          { minLength: columns, maxLength: columns },
        ),
        { minLength: rows, maxLength: rows },
      ),
    }),
  );

/** Code as text, markup and entities included, with reveal.js line-number steps or none. */
const codeContent = fc.record({
  type: fc.constant('code' as const),
  language: fc.constantFrom('javascript', 'python', 'plaintext', 'cpp', 'xml', '1c'),
  code: fc.array(TRICKY_TEXT, { maxLength: 4 }).map((lines) => lines.join('\n')),
  lineNumbers: fc.option(fc.constantFrom('', '1', '1|2-3', '1,3|4-5|')),
});

/** LaTeX as text, delimiters, markup and entities included. */
const mathContent = fc.record({
  type: fc.constant('math' as const),
  latex: fc.oneof(
    TRICKY_TEXT,
    fc.constantFrom('e^{i\\pi} + 1 = 0', '\\frac{a}{b}', '\\]', '\\(x\\)', '<script>x</script>'),
  ),
  display: fc.boolean(),
});

const geometry = fc.record({
  x: coordinate,
  y: coordinate,
  width: length,
  height: fc.oneof(fc.constant('auto' as const), length),
  rotation,
});

const blockCommon = fc.record({
  id: fc.constant(''),
  extraAttributes: fc
    .tuple(fc.option(fc.constantFrom('sl-block fragment', 'sl-block locked')), attributes(BLOCK_ATTRIBUTES))
    .map(([className, rest]): Attributes => (className ? [['class', className], ...rest] : rest)),
  extraStyle: fc.uniqueArray(fc.constantFrom(...EXTRA_STYLES), { maxLength: 2 }).map((styles) => styles.join(';')),
});

const leafBlock: fc.Arbitrary<Block> = fc
  .oneof(
    fc.record({
      type: fc.constant('text' as const),
      html: richText,
      placeholderTag: fc.option(fc.constantFrom('h1', 'h2', 'p')),
    }),
    fc.record({
      type: fc.constant('image' as const),
      src: fc.constantFrom(
        '/media-files/0f8fad5b-d9cb-469f-a165-70867728950e/photo.png',
        'https://images.example.com/a.jpg?w=800&h=600',
        'data:image/png;base64,iVBORw0KGgo=',
      ),
      alt: TRICKY_TEXT,
      mediaId: fc.option(fc.constant('0f8fad5b-d9cb-469f-a165-70867728950e')),
      crop: fc.option(
        fc.constantFrom(
          { x: 0, y: 0, width: 50, height: 50 },
          { x: 12.345, y: 7.5, width: 33.333, height: 80 },
          { x: 0, y: 0, width: 100, height: 100 },
        ),
      ),
    }),
    fc.record({
      type: fc.constant('shape' as const),
      shape: fc.constantFrom(...SHAPE_KINDS),
      fill: fc.constantFrom(...COLORS),
      stroke: fc.constantFrom(...COLORS),
      strokeWidth: length,
      cornerRadius: length,
    }),
    fc.record({
      type: fc.constant('line' as const),
      x1: coordinate,
      y1: coordinate,
      x2: coordinate,
      y2: coordinate,
      color: fc.constantFrom(...COLORS),
      lineWidth: length,
      startHead: fc.constantFrom(...LINE_HEADS),
      endHead: fc.constantFrom(...LINE_HEADS),
    }),
    tableContent,
    codeContent,
    mathContent,
    fc.record({
      type: fc.constant('iframe' as const),
      src: fc.constantFrom(
        '',
        'https://www.youtube.com/embed/x?a=1&b="2"',
        'https://codepen.io/a/embed/b',
        'https://é.example/',
      ),
      title: fc.constantFrom('', 'Iframe', 'Map of "the" <route> & stops', 'Ünïcode frame'),
    }),
    fc
      .record({
        type: fc.constantFrom('video' as const, 'audio' as const),
        src: fc.constantFrom(
          '',
          '/media-files/0f8fad5b-d9cb-469f-a165-70867728950e/video.mp4',
          'https://a.example/s.mp3?x&y',
        ),
        mediaId: fc.option(fc.constant('0f8fad5b-d9cb-469f-a165-70867728950e')),
      })
      .chain((media) =>
        fc
          .record({ autoplay: fc.boolean(), loop: fc.boolean(), muted: fc.boolean(), controls: fc.boolean() })
          .chain((playback) => fc.boolean().map((preload) => ({ ...media, ...playback, preload }))),
      ),
    fc.record({
      type: fc.constant('opaque' as const),
      blockType: fc.constantFrom('table', 'code', 'math', 'snippet', 'x-widget'),
      innerHtml: opaqueMarkup,
    }),
  )
  .chain((content) =>
    fc.tuple(geometry, blockCommon).map(([place, common]) => ({ ...common, ...place, ...content }) as Block),
  );

/** Blocks with groups nested up to `depth` levels. */
function blocks(depth: number): fc.Arbitrary<Block[]> {
  const block: fc.Arbitrary<Block> =
    depth === 0
      ? leafBlock
      : fc.oneof(
          { weight: 4, arbitrary: leafBlock },
          {
            weight: 1,
            arbitrary: fc
              .tuple(geometry, blockCommon, blocks(depth - 1))
              .map(([place, common, children]): Block => ({ ...common, ...place, type: 'group', children })),
          },
        );
  return fc.array(block, { maxLength: depth === MAX_GROUP_NESTING ? 4 : 2 });
}

/** Block ids unique in the slide, depth first. */
function withBlockIds(list: readonly Block[], next: () => string): Block[] {
  return list.map((block) =>
    block.type === 'group'
      ? { ...block, id: next(), children: withBlockIds(block.children, next) }
      : { ...block, id: next() },
  );
}

const slide: fc.Arbitrary<Omit<Slide, 'id'>> = fc
  .record({
    attributes: attributes(SLIDE_ATTRIBUTES),
    notes: fc.option(TRICKY_TEXT),
    blocks: blocks(MAX_GROUP_NESTING),
    foreignHtml: foreignMarkup,
  })
  .map(({ blocks: list, ...rest }) => {
    let count = 0;
    return { ...rest, blocks: withBlockIds(list, () => `b${(count++).toString(36)}`) };
  });

const stack = fc.oneof(
  slide.map((only) => ({ wrapper: null, slides: [only] })),
  fc.record({
    wrapper: attributes(['data-background-color', 'data-transition', 'class', 'id']),
    slides: fc.array(slide, { minLength: 1, maxLength: 3 }),
  }),
);

export const deckArbitrary: fc.Arbitrary<Deck> = fc
  .tuple(fc.array(stack, { maxLength: 4 }), WORD)
  .map(([stacks, prefix]) => {
    let count = 0;
    return {
      stacks: stacks.map((each): Stack => ({
        ...each,
        slides: each.slides.map((one) => ({ ...one, id: `${prefix}${count++}` })),
      })),
    };
  });
