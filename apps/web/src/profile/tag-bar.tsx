import type { Tag } from '@lectern/contracts';
import { TagNameInput } from './tag-name-input';
import { DROP_TAG_ATTRIBUTE } from './use-deck-drag';

interface TagBarProps {
  tags: readonly Tag[];
  selected: Tag | undefined;
  defaultTagId: string | null;
  /** How many decks "All decks" holds. */
  deckCount: number;
  /** The tag being renamed. */
  renaming: string | null;
  /** The tag decks are dragged over. */
  dropTarget: string | null;
  onSelect: (tag: Tag | undefined) => void;
  onCreate: () => void;
  onRenamed: (tag: Tag, name: string | undefined) => void;
}

/** The owner's tags on the personal tab: filter by one, drop decks on one, add one. */
export function TagBar({ tags, selected, defaultTagId, deckCount, renaming, dropTarget, ...on }: TagBarProps) {
  return (
    <ul className="tag-bar" aria-label="Tags">
      <li>
        <button type="button" className="tag-bar__tag" aria-pressed={!selected} onClick={() => on.onSelect(undefined)}>
          All decks
          <span className="count">{deckCount}</span>
        </button>
      </li>
      {tags.map((tag) => (
        <li key={tag.id}>
          {renaming === tag.id ? (
            <TagNameInput tag={tag} onDone={(name) => on.onRenamed(tag, name)} />
          ) : (
            <button
              type="button"
              className="tag-bar__tag"
              aria-pressed={selected?.id === tag.id}
              data-drop-target={dropTarget === tag.id || undefined}
              {...{ [DROP_TAG_ATTRIBUTE]: tag.id }}
              onClick={() => on.onSelect(tag)}
            >
              {tag.name}
              {tag.id === defaultTagId && <span className="tag-bar__default">default</span>}
              <span className="count">{tag.decks.length}</span>
            </button>
          )}
        </li>
      ))}
      <li>
        <button type="button" className="tag-bar__tag tag-bar__tag--new" onClick={on.onCreate}>
          <span aria-hidden="true">+</span> New tag
        </button>
      </li>
    </ul>
  );
}
