import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

/**
 * What a text block can hold: headings, paragraphs, lists, bold, italic, underline, strike,
 * links, alignment, size and colour. StarterKit's own undo history lives only while one block is
 * being edited; ending the edit makes one entry in the editor's history.
 */
export const textExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    // A text block ends where its text ends: no empty paragraph is kept after a heading or list.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TextStyle,
  Color,
  FontSize,
];
