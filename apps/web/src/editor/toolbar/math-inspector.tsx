import type { MathBlock } from '@lectern/deck-format';
import { useEditorApi } from '../editor-context';
import { DraftTextArea } from './draft-text-area';

/** A math block's properties: the LaTeX and whether it is a display formula or inline. */
export function MathInspector({ block }: { block: MathBlock }) {
  const { run } = useEditorApi();
  return (
    <>
      <DraftTextArea label="LaTeX" blockId={block.id} field="latex" value={block.latex} rows={4} />
      <label className="editor-field editor-field--check">
        <input
          type="checkbox"
          checked={block.display}
          onChange={(event) => void run('updateBlock', { id: block.id, change: { display: event.target.checked } })}
        />
        <span className="editor-field__label">Display formula</span>
      </label>
    </>
  );
}
