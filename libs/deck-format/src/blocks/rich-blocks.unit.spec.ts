import { describe, expect, it } from 'vitest';
import { parse } from '../parse.js';
import { serialize } from '../serialize.js';
import type { Block } from '../model.js';

const STYLE = 'left:10px;top:20px;width:600px;height:300px';
const slideWith = (type: string, content: string) =>
  `<section data-id="s1"><div class="sl-block" data-block-type="${type}" data-block-id="b1" style="${STYLE}">${content}</div></section>`;
const onlyBlock = (markup: string): Block => parse(markup).stacks[0]!.slides[0]!.blocks[0]!;

describe('table blocks', () => {
  const table =
    '<div class="sl-block-content"><table><colgroup><col style="width:40%" /><col style="width:60%" /></colgroup>' +
    '<thead><tr><th>Name</th><th>Value</th></tr></thead>' +
    '<tbody><tr><td><strong>a</strong> &amp; b</td><td>1</td></tr><tr><td></td><td>2</td></tr></tbody></table></div>';

  it('reads columns, the header row and cell formatting, and writes them back as they were', () => {
    const markup = slideWith('table', table);
    expect(onlyBlock(markup)).toMatchObject({
      type: 'table',
      headerRow: true,
      columnWidths: [40, 60],
      rows: [
        ['Name', 'Value'],
        ['<strong>a</strong> &amp; b', '1'],
        ['', '2'],
      ],
    });
    expect(serialize(parse(markup))).toBe(markup);
  });

  it.each([
    ['a row with a missing cell', table.replace('<td>2</td>', '')],
    ['a cell with attributes', table.replace('<td>1</td>', '<td colspan="2">1</td>')],
    ['a header cell in the body', table.replace('<td>1</td>', '<th>1</th>')],
    ['a column without a width', table.replace('<col style="width:40%" />', '<col />')],
    ['text beside the table', table.replace('</table>', '</table>note')],
  ])('keeps %s as written, as a block it does not edit', (_, content) => {
    const markup = slideWith('table', content);
    expect(onlyBlock(markup)).toMatchObject({ type: 'opaque', blockType: 'table' });
    expect(serialize(parse(markup))).toBe(markup);
  });
});

describe('code blocks', () => {
  it('reads the language, the code as text and the line-number steps', () => {
    const markup = slideWith(
      'code',
      '<div class="sl-block-content"><pre><code class="language-javascript" data-line-numbers="1|2-3">if (a &lt; b &amp;&amp; c) {\n  go(\'&lt;b&gt;\');\n}</code></pre></div>',
    );
    expect(onlyBlock(markup)).toMatchObject({
      type: 'code',
      language: 'javascript',
      code: "if (a < b && c) {\n  go('<b>');\n}",
      lineNumbers: '1|2-3',
    });
    expect(serialize(parse(markup))).toBe(markup);
  });

  it('writes code that looks like markup as text', () => {
    const markup = slideWith(
      'code',
      '<div class="sl-block-content"><pre><code class="language-xml"></code></pre></div>',
    );
    const block = onlyBlock(markup);
    if (block.type !== 'code') throw new Error('not a code block');
    expect(
      serialize({
        stacks: [
          {
            wrapper: null,
            slides: [
              { ...parse(markup).stacks[0]!.slides[0]!, blocks: [{ ...block, code: '<img src=x onerror=alert(1)>' }] },
            ],
          },
        ],
      }),
    ).toContain('<code class="language-xml">&lt;img src=x onerror=alert(1)&gt;</code>');
  });

  it.each([
    ['markup inside the code', '<pre><code class="language-js"><b>x</b></code></pre>'],
    ['reveal.js data-noescape', '<pre><code class="language-js" data-noescape>x</code></pre>'],
    ['a class that is not a language', '<pre><code class="hljs">x</code></pre>'],
    ['text beside the code', '<pre>\n<code class="language-js">x</code></pre>'],
  ])('keeps %s as written', (_, inner) => {
    const markup = slideWith('code', `<div class="sl-block-content">${inner}</div>`);
    expect(onlyBlock(markup)).toMatchObject({ type: 'opaque', blockType: 'code' });
    expect(serialize(parse(markup))).toBe(markup);
  });
});

describe('math blocks', () => {
  it.each([
    ['display', '\\[e^{i\\pi} &lt; 1\\]', 'e^{i\\pi} < 1', true],
    ['inline', '\\(\\frac{a}{b}\\)', '\\frac{a}{b}', false],
    ['empty', '\\[\\]', '', true],
  ])('reads a %s formula between its delimiters', (_, text, latex, display) => {
    const markup = slideWith('math', `<div class="sl-block-content">${text}</div>`);
    expect(onlyBlock(markup)).toMatchObject({ type: 'math', latex, display });
    expect(serialize(parse(markup))).toBe(markup);
  });

  it.each([
    ['no delimiters', 'x^2'],
    ['mismatched delimiters', '\\[x\\)'],
    ['markup in the formula', '\\[<b>x</b>\\]'],
  ])('keeps %s as written', (_, text) => {
    const markup = slideWith('math', `<div class="sl-block-content">${text}</div>`);
    expect(onlyBlock(markup)).toMatchObject({ type: 'opaque', blockType: 'math' });
    expect(serialize(parse(markup))).toBe(markup);
  });
});
