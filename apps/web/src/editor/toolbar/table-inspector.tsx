import type { TableBlock } from '@lectern/deck-format';
import { useEditorApi } from '../editor-context';
import { COLUMN_WIDTH, insertColumn, insertRow, removeColumn, removeRow, setColumnWidth } from '../model/table-ops';
import { RangeField } from './range-field';

/** A table's properties: its header row, rows and columns added or removed at the end, column widths. */
export function TableInspector({ block }: { block: TableBlock }) {
  const { run } = useEditorApi();
  const update = (table: TableBlock) => void run('updateBlock', { id: block.id, change: table });
  const rows = block.rows.length;
  const columns = block.columnWidths.length;
  return (
    <>
      <label className="editor-field editor-field--check">
        <input
          type="checkbox"
          checked={block.headerRow}
          onChange={(event) => update({ ...block, headerRow: event.target.checked })}
        />
        <span className="editor-field__label">Header row</span>
      </label>
      <div className="editor-inspector__buttons">
        <button type="button" className="button button--small" onClick={() => update(insertRow(block, rows))}>
          Add row
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={rows <= 1}
          onClick={() => update(removeRow(block, rows - 1))}
        >
          Remove row
        </button>
        <button type="button" className="button button--small" onClick={() => update(insertColumn(block, columns))}>
          Add column
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={columns <= 1}
          onClick={() => update(removeColumn(block, columns - 1))}
        >
          Remove column
        </button>
      </div>
      {columns > 1 &&
        block.columnWidths.map((width, index) => (
          <RangeField
            key={index}
            label={`Column ${index + 1} width`}
            unit="%"
            value={width}
            spec={COLUMN_WIDTH}
            onCommit={(next) => update(setColumnWidth(block, index, next))}
          />
        ))}
    </>
  );
}
