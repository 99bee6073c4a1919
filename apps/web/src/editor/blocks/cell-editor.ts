import { useEffect, useRef } from 'react';
import { useEditor, type Editor } from '@tiptap/react';
import { cellExtensions } from './text-extensions';

/** A cell's HTML as the server's sanitizer writes it (`<br />`, no-break spaces as characters). */
const sanitizedForm = (html: string) => html.replace(/<br>/g, '<br />').replace(/&nbsp;/g, '\u00a0');

const attributes = (label: string) => ({ class: 'editor-cell-text', 'aria-label': label });

export interface CellEditing {
  /** The cell being edited: its index, its name for assistive technology, and its HTML. */
  readonly index: number;
  readonly label: string;
  readonly html: string;
}

/**
 * The one rich-text editor of a table being edited, moved from cell to cell: a text block's marks,
 * link, size and colour, from the text toolbar (`onEditor` hands it over) or by their keys. It
 * starts in `cell`, the one being edited (its HTML is read once), with the caret at the end.
 * Each edit hands the cell's HTML to `onType(index, html)` at once, so the deck always holds what
 * is shown. `onKey` has the first say over each key of the cell `index`, with a `flush` that ends
 * the cell's edit first; `onDone(index, html)` ends a cell's edit when it changed: when the focus
 * leaves it, when it is flushed, when the editor moves on and when it goes away. `moveTo`
 * puts the editor in another cell (already drawn around it), with the caret at the end and the
 * focus at once, so keys typed right after a move land there.
 */
export function useCellEditor({
  cell,
  onEditor,
  onKey,
  onType,
  onDone,
}: {
  cell: CellEditing;
  onEditor: (editor: Editor | null) => void;
  onKey: (index: number, event: KeyboardEvent, flush: () => void) => boolean;
  onType: (index: number, html: string) => void;
  onDone: (index: number, html: string) => void;
}): { editor: Editor; moveTo: (cell: CellEditing) => void } {
  const latest = useRef({ onKey, onType, onDone, index: cell.index, html: cell.html, handedOver: cell.html });
  useEffect(() => {
    latest.current.onKey = onKey;
    latest.current.onType = onType;
    latest.current.onDone = onDone;
  });
  const handOver = () => {
    const edited = latest.current;
    if (edited.html === edited.handedOver) return;
    edited.handedOver = edited.html;
    edited.onDone(edited.index, edited.html);
  };
  const editor = useEditor({
    extensions: cellExtensions,
    content: cell.html,
    autofocus: 'end',
    immediatelyRender: true,
    editorProps: {
      // Given again on every render: TipTap sets its options again when they change.
      attributes: attributes(cell.label),
      handleKeyDown: (_, event) => latest.current.onKey(latest.current.index, event, handOver),
    },
    onUpdate: ({ editor: changed }) => {
      const edited = latest.current;
      edited.html = sanitizedForm(changed.getHTML());
      edited.onType(edited.index, edited.html);
    },
    onBlur: handOver,
  });
  // Once per table edit: the editor is made once and moved between cells. TipTap replaces an
  // instance it made for a render that was not shown at once; only the live one is handed over.
  useEffect(() => {
    if (editor.isDestroyed) return;
    onEditor(editor);
    return () => {
      onEditor(null);
      handOver();
    };
  }, [editor, onEditor]);
  const moveTo = (to: CellEditing) => {
    handOver();
    Object.assign(latest.current, { index: to.index, html: to.html, handedOver: to.html });
    editor.view.setProps({ attributes: attributes(to.label) });
    // Another cell's text: not a step that undo could take back into this one.
    editor
      .chain()
      .command(({ tr }) => {
        tr.setMeta('addToHistory', false);
        return true;
      })
      .setContent(to.html, { emitUpdate: false })
      .run();
    editor.commands.setTextSelection(editor.state.doc.content.size);
    editor.view.focus();
  };
  return { editor, moveTo };
}
