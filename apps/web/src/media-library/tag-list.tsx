import { useId, useState } from 'react';
import type { Tag } from '@lectern/contracts';
import { TAG_NAME_MAX_LENGTH } from '@lectern/domain';
import { Icon } from './icons';
import type { TagActions } from './use-tag-actions';

/** The name field of the tag being edited: Enter or leaving it saves, Escape cancels. */
function TagNameInput({ tag, onSave, onCancel }: { tag: Tag; onSave: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(tag.name);
  const [done, setDone] = useState(false);
  const finish = (save: boolean) => {
    if (done) return;
    setDone(true);
    if (save) onSave(name);
    else onCancel();
  };
  return (
    <input
      className="tag-list__input"
      aria-label="Tag name"
      value={name}
      maxLength={TAG_NAME_MAX_LENGTH}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish(false);
        }
      }}
      onBlur={() => finish(true)}
    />
  );
}

/**
 * The media tags (spec/001 §2, §4): each filters the list, takes dragged items, and in an editable
 * library can be renamed and deleted; a new tag opens in edit mode.
 */
export function TagList({
  tags,
  shownTagId,
  dropTagId,
  editable,
  actions,
  countOf,
  onShow,
}: {
  tags: readonly Tag[];
  /** How many of the tag's items the list shows. */
  countOf: (tag: Tag) => number;
  shownTagId: string | null;
  /** The tag that dragged items are over. */
  dropTagId: string | null;
  editable: boolean;
  actions: TagActions;
  onShow: (tagId: string) => void;
}) {
  const titleId = useId();
  // A library one may not change, with no tags, has nothing to say about them.
  if (!editable && tags.length === 0) return null;
  return (
    <section className="tag-list" aria-labelledby={titleId}>
      <div className="tag-list__header">
        <h3 id={titleId} className="media-sidebar__title">
          Tags
        </h3>
        {editable && (
          <button
            type="button"
            className="media-icon-button"
            aria-label="New tag"
            onClick={() => void actions.create()}
          >
            <Icon name="plus" />
          </button>
        )}
      </div>
      {tags.length === 0 && editable && <p className="tag-list__hint">Group your media with tags.</p>}
      <ul className="tag-list__items" aria-label="Tags">
        {tags.map((tag) => (
          <li
            key={tag.id}
            className="tag-list__item"
            data-drop-tag={editable ? tag.id : undefined}
            data-drop-over={dropTagId === tag.id || undefined}
          >
            {actions.editing === tag.id ? (
              <TagNameInput
                tag={tag}
                onSave={(name) => void actions.rename(tag.id, name)}
                onCancel={() => actions.edit(null)}
              />
            ) : (
              <>
                <button
                  type="button"
                  className="media-filter"
                  aria-label={`${tag.name} (${countOf(tag)})`}
                  aria-current={shownTagId === tag.id ? 'true' : undefined}
                  onClick={() => onShow(tag.id)}
                >
                  <Icon name="tag" />
                  <span className="media-filter__name">{tag.name}</span>
                  <span className="media-filter__count">{countOf(tag)}</span>
                </button>
                {editable && (
                  <span className="tag-list__actions">
                    <button
                      type="button"
                      className="media-icon-button"
                      aria-label={`Rename tag ${tag.name}`}
                      data-tooltip="Rename"
                      onClick={() => actions.edit(tag.id)}
                    >
                      <Icon name="pencil" />
                    </button>
                    <button
                      type="button"
                      className="media-icon-button"
                      aria-label={`Delete tag ${tag.name}`}
                      data-tooltip="Delete"
                      onClick={() => void actions.remove(tag.id)}
                    >
                      <Icon name="close" />
                    </button>
                  </span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
