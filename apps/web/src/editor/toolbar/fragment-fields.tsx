import {
  blockFragment,
  FRAGMENT_INDEX_RANGE,
  FRAGMENT_STYLES,
  fragmentIndexFrom,
  type Block,
  type Fragment,
  type FragmentStyle,
} from '@lectern/deck-format';
import { useEditorApi, useEditorSession } from '../editor-context';
import { currentSlide } from '../model/editor-state';
import { RangeField } from './range-field';
import { SelectField } from '../../forms/select-field';

const ORDER_RANGE = { ...FRAGMENT_INDEX_RANGE, decimals: 0 };

/** The order a block gets when it becomes a fragment: after every fragment the slide has. */
function nextOrder(blocks: readonly Block[]): number {
  const orders = blocks.map((block) => blockFragment(block)?.index ?? 0);
  return fragmentIndexFrom(Math.max(0, ...orders) + 1);
}

/** Any block as a fragment: whether it is one, its style and its order (spec/000 §9: nine styles). */
export function FragmentFields({ block }: { block: Block }) {
  const { run, store } = useEditorApi();
  useEditorSession();
  const fragment = blockFragment(block);
  const set = (next: Fragment | null) => void run('setFragment', { id: block.id, fragment: next });
  return (
    <fieldset className="editor-checks">
      <legend className="editor-field__label">Animation</legend>
      <label className="editor-check">
        <input
          type="checkbox"
          checked={fragment !== null}
          onChange={(event) =>
            set(event.target.checked ? { style: 'fade-in', index: nextOrder(currentSlide(store.state).blocks) } : null)
          }
        />
        Fragment
      </label>
      {fragment && (
        <>
          <SelectField<FragmentStyle>
            label="Fragment style"
            value={fragment.style}
            options={FRAGMENT_STYLES}
            onChange={(style) => set({ ...fragment, style })}
          />
          <RangeField
            label="Fragment order"
            value={fragment.index ?? FRAGMENT_INDEX_RANGE.min}
            spec={ORDER_RANGE}
            onCommit={(index) => set({ ...fragment, index })}
          />
        </>
      )}
    </fieldset>
  );
}
