import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { TextBlock } from '@lectern/deck-format';
import { textExtensions } from './text-extensions';

/**
 * The rich-text editor of the one text block being edited. It starts with the caret at the end;
 * `onEditor` hands the instance to the text toolbar. Escape asks to stop editing (`onExit`); when
 * the editor goes away, `onDone` receives the new HTML if the text changed.
 */
export function TextEditor({
  block,
  onEditor,
  onExit,
  onDone,
}: {
  block: TextBlock;
  onEditor: (editor: Editor | null) => void;
  onExit: () => void;
  onDone: (html: string) => void;
}) {
  const latest = useRef({ onExit, onDone, html: block.html });
  useEffect(() => {
    latest.current.onExit = onExit;
    latest.current.onDone = onDone;
  });
  const editor = useEditor({
    extensions: textExtensions,
    content: block.html,
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
      latest.current.html = changed.getHTML();
    },
  });

  useEffect(() => {
    onEditor(editor);
    const original = block.html;
    return () => {
      onEditor(null);
      if (latest.current.html !== original) latest.current.onDone(latest.current.html);
    };
  }, [editor, onEditor, block.html]);

  return <EditorContent editor={editor} className="editor-text-host" />;
}
