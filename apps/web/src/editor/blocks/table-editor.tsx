import { useRef, useState, type PointerEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { EditorContent, type Editor } from '@tiptap/react';
import type { TableBlock } from '@lectern/deck-format';
import { dragColumnBorder, insertRow, setCell } from '../model/table-ops';
import { useCellEditor, type CellEditing } from './cell-editor';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A table being edited on the canvas: one cell at a time is rich text with a text block's marks,
 * link, size and colour (`useCellEditor`, handed to the text toolbar through `onEditor`); a click
 * on another cell moves there; Tab and Shift+Tab go to the next and previous cell (Tab in the
 * last adds a row), ↑/↓ and Enter to the cell above or below, Shift+Enter breaks the line,
 * Escape ends editing. A cell's text reaches the table as it is typed (`onType`, so a save while
 * typing has it) and ends as one undo step when the focus leaves the cell. The borders between columns are
 * handles: dragging one moves width between its two columns, the focus staying in its cell.
 */
export function TableEditor({
  block,
  onType,
  onChange,
  onExit,
  onEditor,
}: {
  block: TableBlock;
  /** A step of a cell's edit. */
  onType: (table: TableBlock) => void;
  /** A change that enters the undo history: a cell's edit ended, a row added, a border dragged. */
  onChange: (table: TableBlock) => void;
  onExit: () => void;
  onEditor: (editor: Editor | null) => void;
}) {
  const latest = useRef(block);
  latest.current = block;
  const columns = block.columnWidths.length;
  const cellCount = block.rows.length * columns;
  const [editing, setEditing] = useState(0);
  const active = Math.min(editing, cellCount - 1);
  const change = (next: TableBlock) => {
    latest.current = next;
    onChange(next);
  };
  const cellAt = (index: number): CellEditing => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    return { index, label: `Row ${row + 1}, column ${column + 1}`, html: latest.current.rows[row]?.[column] ?? '' };
  };
  const [drag, setDrag] = useState<{ border: number; x: number; widths: readonly number[] } | null>(null);
  const widths = drag?.widths ?? block.columnWidths;

  const dragged = (event: PointerEvent<HTMLElement>, border: number, x: number) => {
    const scale = Number(event.currentTarget.closest<HTMLElement>('[data-scale]')?.dataset.scale) || 1;
    const percent = ((event.clientX - x) / scale / Math.max(1, block.width)) * 100;
    return dragColumnBorder(latest.current, border, percent).columnWidths;
  };
  const borders = widths.slice(0, -1).map((_, border) => {
    const left = widths.slice(0, border + 1).reduce((sum, width) => sum + width, 0);
    return (
      <div
        key={border}
        className="editor-table-editor__border"
        style={{ left: `${left}%` }}
        role="separator"
        aria-orientation="vertical"
        aria-label={`Border between columns ${border + 1} and ${border + 2}`}
        onPointerDown={(event) => {
          event.stopPropagation();
          event.currentTarget.setPointerCapture(event.pointerId);
          setDrag({ border, x: event.clientX, widths: block.columnWidths });
        }}
        onPointerMove={(event) => drag && setDrag({ ...drag, widths: dragged(event, drag.border, drag.x) })}
        onPointerUp={(event) => {
          if (!drag) return;
          setDrag(null);
          onChange({ ...latest.current, columnWidths: dragged(event, drag.border, drag.x) });
        }}
      />
    );
  });

  const onKey = (index: number, event: KeyboardEvent, flush: () => void) => {
    // The editor moves before this key's handling ends, so the keys typed after it land there.
    const go = (to: number) => {
      if (to < 0 || to >= cellCount) return true;
      flush();
      flushSync(() => setEditing(to));
      moveTo(cellAt(to));
      return true;
    };
    if (event.key === 'Escape') {
      flush();
      onExit();
      return true;
    }
    if (event.key === 'Tab' && !event.shiftKey && index === cellCount - 1) {
      flush();
      flushSync(() => {
        change(insertRow(latest.current, latest.current.rows.length));
        setEditing(index + 1);
      });
      moveTo(cellAt(index + 1));
      return true;
    }
    if (event.key === 'Tab') return go(event.shiftKey ? index - 1 : index + 1);
    if (event.key === 'ArrowUp') return go(index - columns);
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) return go(index + columns);
    return false;
  };
  const { editor, moveTo } = useCellEditor({
    cell: cellAt(active),
    onEditor,
    onKey,
    onType: (index, html) => {
      const next = setCell(latest.current, Math.floor(index / columns), index % columns, html);
      if (next === latest.current) return;
      latest.current = next;
      onType(next);
    },
    // The cell's steps are in the table already: recording it ends them as one undo entry.
    onDone: (index, html) => change(setCell(latest.current, Math.floor(index / columns), index % columns, html)),
  });

  const cell = (html: string, row: number, column: number) => {
    const Cell = block.headerRow && row === 0 ? 'th' : 'td';
    const index = row * columns + column;
    if (index === active)
      return (
        <Cell key={`${column}-editing`} onPointerDown={stop}>
          <EditorContent editor={editor} className="editor-cell-host" />
        </Cell>
      );
    return (
      <Cell
        key={column}
        aria-label={`Row ${row + 1}, column ${column + 1}`}
        dangerouslySetInnerHTML={{ __html: html }}
        onPointerDown={stop}
        // The cell being edited keeps the focus until the editor has moved to the one pressed.
        onMouseDown={(event) => {
          event.preventDefault();
          flushSync(() => setEditing(index));
          moveTo(cellAt(index));
        }}
      />
    );
  };

  const [first = [], ...others] = block.rows;
  const body = block.headerRow ? others : block.rows;
  const offset = block.headerRow ? 1 : 0;
  return (
    <div
      className="sl-block-content editor-table-editor"
      // A press beside the cells (a border, the gaps) leaves the focus in the cell being edited,
      // so Escape still ends the edit there instead of reaching the editor as a deselect.
      onMouseDown={(event) => {
        if (!(event.target as HTMLElement).closest('th, td')) event.preventDefault();
      }}
    >
      <table>
        <colgroup>
          {widths.map((width, index) => (
            <col key={index} style={{ width: `${width}%` }} />
          ))}
        </colgroup>
        {block.headerRow && (
          <thead>
            <tr>{first.map((html, column) => cell(html, 0, column))}</tr>
          </thead>
        )}
        <tbody>
          {body.map((cells, row) => (
            <tr key={row}>{cells.map((html, column) => cell(html, row + offset, column))}</tr>
          ))}
        </tbody>
      </table>
      {borders}
    </div>
  );
}
