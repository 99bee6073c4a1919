import { blockFragment, type Block } from '@lectern/deck-format';

/** The order of a fragment block, shown at its corner on the canvas (never presented). */
export function FragmentBadge({ block }: { block: Block }) {
  const fragment = blockFragment(block);
  if (!fragment) return null;
  const order = fragment.index === null ? 'in document order' : String(fragment.index);
  return (
    <span className="editor-fragment-badge" title={`Fragment, order ${order}`} aria-hidden="true">
      {fragment.index ?? '•'}
    </span>
  );
}
