import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { TextBlock } from '@lectern/deck-format';
import { textExtensions } from './text-extensions';

/**
 * The rich-text editor of the one text block being edited. It starts with the caret at the end;
 * `onEditor` hands the instance to the text toolbar. Escape asks to stop editing (`onExit`).
 * Each edit hands the HTML to `onType` at once, so the deck always holds what is shown; when the
 * editor goes away, `onDone` receives the final HTML if anything was typed, to end the edit.
 */
export function TextEditor({
  block,
  onEditor,
  onExit,
  onType,
  onDone,
}: {
  block: TextBlock;
  onEditor: (editor: Editor | null) => void;
  onExit: () => void;
  onType: (html: string) => void;
  onDone: (html: string) => void;
}) {
  // The text as the edit began: each edit changes `block.html` while the editor stays the same.
  const [original] = useState(block.html);
  const latest = useRef({ onExit, onType, onDone, html: original, typed: false });
  useEffect(() => {
    latest.current.onExit = onExit;
    latest.current.onType = onType;
    latest.current.onDone = onDone;
  });
  const editor = useEditor({
    extensions: textExtensions,
    content: original,
    autofocus: 'end',
    immediatelyRender: true,
    editorProps: {
      attributes: { class: 'sl-block-content editor-text', 'aria-label': 'Text', 'aria-multiline': 'true' },
      handleKeyDown: (_, event) => {
        if (event.key !== 'Escape') return false;
        latest.current.onExit();
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const text = latest.current;
      text.html = changed.getHTML();
      text.typed = true;
      text.onType(text.html);
    },
  });

  useEffect(() => {
    onEditor(editor);
    return () => {
      onEditor(null);
      const text = latest.current;
      if (text.typed) text.onDone(text.html);
    };
  }, [editor, onEditor]);

  return <EditorContent editor={editor} className="editor-text-host" />;
}
