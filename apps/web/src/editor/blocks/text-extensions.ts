import { Node } from '@tiptap/react';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit, { type StarterKitOptions } from '@tiptap/starter-kit';

const marks: Partial<StarterKitOptions> = {
  code: false,
  codeBlock: false,
  blockquote: false,
  horizontalRule: false,
  // A text block ends where its text ends: no empty paragraph is kept after a heading or list.
  trailingNode: false,
  link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
};

/**
 * What a text block can hold: headings, paragraphs, lists, bold, italic, underline, strike,
 * links, alignment, size and colour. StarterKit's own undo history lives only while one block is
 * being edited; ending the edit makes one entry in the editor's history.
 */
export const textExtensions = [
  StarterKit.configure({ ...marks, heading: { levels: [1, 2, 3] } }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TextStyle,
  Color,
  FontSize,
];

/** A table cell's text: inline only, no paragraph around it (the cell is its block). */
const CellDocument = Node.create({ name: 'doc', topNode: true, content: 'inline*' });

/**
 * What a table cell can hold: a text block's marks, links, size and colour, and line breaks
 * (Shift+Enter); no paragraphs, headings, lists or alignment.
 */
export const cellExtensions = [
  CellDocument,
  StarterKit.configure({
    ...marks,
    document: false,
    paragraph: false,
    heading: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
  }),
  TextStyle,
  Color,
  FontSize,
];
