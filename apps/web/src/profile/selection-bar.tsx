import type { Tag } from '@lectern/contracts';

interface SelectionBarProps {
  count: number;
  /** The tag shown, whose decks the selection can leave. */
  tag: Tag | undefined;
  canDrag: boolean;
  onUntag: () => void;
  onClear: () => void;
}

/** What is selected, and what can be done with it. */
export function SelectionBar({ count, tag, canDrag, onUntag, onClear }: SelectionBarProps) {
  return (
    <div className="selection-bar" role="region" aria-label="Selection">
      <p className="selection-bar__count" role="status">
        {count === 1 ? '1 deck selected' : `${count} decks selected`}
        {canDrag && <span className="selection-bar__hint"> · drag onto a tag to tag them</span>}
      </p>
      {tag && (
        <button type="button" className="button button--small" onClick={onUntag}>
          Remove from {tag.name}
        </button>
      )}
      <button type="button" className="button button--small" onClick={onClear} aria-keyshortcuts="Escape">
        Clear selection
      </button>
    </div>
  );
}
