import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { TextBlock } from '@lectern/deck-format';
import { textExtensions } from './text-extensions';

/** How long after the last keystroke the text typed so far reaches the deck. */
export const TEXT_DRAFT_DELAY_MS = 400;

/**
 * The rich-text editor of the one text block being edited. It starts with the caret at the end;
 * `onEditor` hands the instance to the text toolbar. Escape asks to stop editing (`onExit`).
 * While typing, `onDraft` receives the HTML shortly after the last keystroke, or at once when the
 * flush handed to `onPending` is called (before a save); when the editor goes away, `onDone`
 * receives the final HTML if the text changed or a draft was handed over.
 */
export function TextEditor({
  block,
  onEditor,
  onExit,
  onDraft,
  onDone,
  onPending,
}: {
  block: TextBlock;
  onEditor: (editor: Editor | null) => void;
  onExit: () => void;
  onDraft: (html: string) => void;
  onDone: (html: string) => void;
  onPending: (flush: (() => void) | null) => void;
}) {
  // The text as the edit began: drafts change `block.html` while the editor stays the same.
  const [original] = useState(block.html);
  const latest = useRef({ onExit, onDraft, onDone, html: original, drafted: original });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current.onExit = onExit;
    latest.current.onDraft = onDraft;
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
      latest.current.html = changed.getHTML();
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, TEXT_DRAFT_DELAY_MS);
    },
  });

  function flush() {
    clearTimeout(timer.current);
    const text = latest.current;
    if (text.html === text.drafted) return;
    text.drafted = text.html;
    text.onDraft(text.html);
  }

  useEffect(() => {
    onEditor(editor);
    onPending(flush);
    return () => {
      clearTimeout(timer.current);
      onEditor(null);
      onPending(null);
      const text = latest.current;
      if (text.html !== original || text.drafted !== original) text.onDone(text.html);
    };
  }, [editor, onEditor, onPending, original]);

  return <EditorContent editor={editor} className="editor-text-host" />;
}
