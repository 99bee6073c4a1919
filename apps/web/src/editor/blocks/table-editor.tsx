import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TableBlock } from '@lectern/deck-format';
import { dragColumnBorder, insertRow, setCell } from '../model/table-ops';

/** A cell's HTML as the server's sanitizer writes it (`<br />`, no-break spaces as characters). */
const cellHtml = (cell: HTMLElement) => cell.innerHTML.replace(/<br>/g, '<br />').replace(/&nbsp;/g, '\u00a0');

/**
 * A table being edited on the canvas: every cell is editable text (Ctrl/Cmd+B, I and U format
 * it as in a text block); Tab and Shift+Tab go to the next and previous cell (Tab in the last
 * adds a row), ↑/↓ and Enter to the cell above or below, Shift+Enter breaks the line, Escape ends
 * editing. A cell's text reaches the table when the focus leaves the cell. The borders between
 * columns are handles: dragging one moves width between its two columns, the focus staying in
 * its cell.
 */
export function TableEditor({
  block,
  onChange,
  onExit,
}: {
  block: TableBlock;
  onChange: (table: TableBlock) => void;
  onExit: () => void;
}) {
  const table = useRef<HTMLTableElement>(null);
  const latest = useRef(block);
  latest.current = block;
  const columns = block.columnWidths.length;
  const focusCell = useRef(0);
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

  // The first cell, or the one the keyboard moved to before the table changed shape, takes the focus.
  useEffect(() => {
    const cells = table.current?.querySelectorAll<HTMLElement>('th, td');
    cells?.[Math.min(focusCell.current, cells.length - 1)]?.focus();
  }, [block.rows.length, columns]);

  const commit = (cell: HTMLElement, row: number, column: number) => {
    const next = setCell(latest.current, row, column, cellHtml(cell));
    if (next !== latest.current) onChange(next);
    return next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: number, column: number) => {
    event.stopPropagation();
    const index = row * columns + column;
    const cells = [...(table.current?.querySelectorAll<HTMLElement>('th, td') ?? [])];
    const go = (to: number) => {
      event.preventDefault();
      if (to >= 0 && to < cells.length) cells[to]!.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      commit(event.currentTarget, row, column);
      onExit();
    } else if (event.key === 'Tab' && !event.shiftKey && index === cells.length - 1) {
      event.preventDefault();
      focusCell.current = index + 1;
      onChange(insertRow(commit(event.currentTarget, row, column), latest.current.rows.length));
    } else if (event.key === 'Tab') go(event.shiftKey ? index - 1 : index + 1);
    else if (event.key === 'ArrowUp') go(index - columns);
    else if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) go(index + columns);
    else if (event.key === 'Enter') {
      event.preventDefault();
      document.execCommand('insertLineBreak');
    }
  };

  const cell = (html: string, row: number, column: number) => {
    const Cell = block.headerRow && row === 0 ? 'th' : 'td';
    return (
      <Cell
        key={column}
        contentEditable
        suppressContentEditableWarning
        aria-label={`Row ${row + 1}, column ${column + 1}`}
        dangerouslySetInnerHTML={{ __html: html }}
        onFocus={() => (focusCell.current = row * columns + column)}
        onBlur={(event) => commit(event.currentTarget, row, column)}
        onKeyDown={(event) => onKeyDown(event, row, column)}
        onPointerDown={(event) => event.stopPropagation()}
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
      <table ref={table}>
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
