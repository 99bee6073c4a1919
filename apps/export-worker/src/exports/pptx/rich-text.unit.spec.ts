import { describe, expect, it } from 'vitest';
import { richText } from './rich-text.js';

const look = { fontFace: 'Montserrat', color: '333333', headingColor: '222222', linkColor: '106BCC', basePx: 32 };

describe('text blocks as PowerPoint runs', () => {
  it('keeps paragraphs, headings and inline styles as runs', () => {
    const { runs } = richText(
      '<h1>Title</h1><p>Plain <strong>bold</strong> <em>italic</em> <span style="color:rgb(220, 38, 38)">red</span></p>',
      look,
      800,
    );
    expect(runs.map((run) => run.text)).toEqual(['Title', 'Plain ', 'bold', ' ', 'italic', ' ', 'red']);
    expect(runs[0]!.options).toMatchObject({ bold: true, color: '222222', fontSize: 52.8, breakLine: true });
    expect(runs[2]!.options).toMatchObject({ bold: true, color: '333333', fontSize: 24 });
    expect(runs[4]!.options).toMatchObject({ italic: true });
    expect(runs[6]!.options).toMatchObject({ color: 'DC2626' });
    expect(runs.at(-1)!.options?.breakLine).toBeUndefined();
  });

  it('writes lists as bullets and numbers, links with their address and colour, alignment per paragraph', () => {
    const { runs } = richText(
      '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><p style="text-align:center"><a href="https://example.com/">Link</a></p><p><a href="javascript:alert(1)">Not a link</a></p>',
      look,
      800,
    );
    expect(runs[0]!.options).toMatchObject({ bullet: true, indentLevel: 0 });
    expect(runs[2]!.options).toMatchObject({ bullet: { type: 'number' } });
    expect(runs[3]!.options).toMatchObject({
      align: 'center',
      hyperlink: { url: 'https://example.com/' },
      color: '106BCC',
    });
    expect(runs[3]!.options?.bullet).toBeUndefined();
    expect(runs[4]!.options?.hyperlink).toBeUndefined();
  });

  it('decodes entities, keeps line breaks, and grows its height estimate with the text', () => {
    const { runs } = richText('<p>Fish &amp; chips<br>and peas</p>', look, 800);
    expect(runs.map((run) => run.text)).toEqual(['Fish & chips', '', 'and peas']);
    expect(runs[1]!.options).toMatchObject({ softBreakBefore: true });
    const short = richText('<p>Short</p>', look, 400).heightPx;
    const long = richText(`<p>${'word '.repeat(100)}</p>`, look, 400).heightPx;
    expect(long).toBeGreaterThan(short * 5);
  });
});
