import { getSchema } from '@tiptap/core';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProsemirrorJSON } from 'y-prosemirror';
import * as Y from 'yjs';
import { richTextHtml, writeRichText } from './rich-text.js';

/** The schema of the editor's text blocks (apps/web `textExtensions`), which the text binding edits the fragment in. */
const schema = getSchema([
  StarterKit.configure({
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    heading: { levels: [1, 2, 3] },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TextStyle,
  Color,
  FontSize,
]);

const fragmentIn = (doc = new Y.Doc()) => doc.getXmlFragment('text');

const EDITOR_TEXT = [
  '<p>Plain &amp; simple &lt;text&gt;</p>',
  '<h1>Title</h1><p style="text-align:center">Centred</p>',
  '<p>One <strong>bold <em>and italic</em></strong> word<br />and a <u>second</u> <s>line</s></p>',
  '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">a link</a></p>',
  '<p><span style="color:#ff0000;font-size:32px">red and big</span></p>',
  '<ul><li><p>First</p></li><li><p>Second</p></li></ul><ol start="3"><li><p>Third</p></li></ol>',
];

describe('rich text in a fragment', () => {
  it.each(EDITOR_TEXT)('is the fragment the text binding reads and writes: %s', (html) => {
    const fragment = fragmentIn();
    expect(writeRichText(fragment, html)).toBe(true);
    expect(richTextHtml(fragment)).toBe(html);

    // What y-prosemirror reads is a valid document of the editor's schema...
    const json = yXmlFragmentToProsemirrorJSON(fragment);
    const node = schema.nodeFromJSON(json);
    node.check();
    // ...and what it writes back from that document reads as the same HTML.
    const written = fragmentIn();
    prosemirrorJSONToYXmlFragment(schema, node.toJSON(), written);
    expect(richTextHtml(written)).toBe(html);
  });

  it.each([
    '<div>not a paragraph</div>',
    '<p class="lead">a class the editor has no place for</p>',
    '<p><img src="x.png" /></p>',
    'loose text',
    '<p style="color:red">a style the paragraph does not hold</p>',
  ])('is refused, and left empty, for markup the editor can not hold exactly: %s', (html) => {
    const fragment = fragmentIn();
    expect(writeRichText(fragment, html)).toBe(false);
    expect(fragment.length).toBe(0);
  });
});
