import { useState } from 'react';
import type { Tag } from '@lectern/contracts';
import { ChoiceDialog } from '../dialogs/choice-dialog';
import { Icon } from './icons';

export interface TrayActions {
  trash: () => void;
  restore: () => void;
  destroy: () => void;
  tag: (tagId: string) => void;
  untag: () => void;
  clear: () => void;
}

/**
 * The selection tray (spec/001 §2, §4). In the trash: Restore and Delete permanently. Elsewhere:
 * add to a tag, remove from the tag shown, and Delete, which offers cancel, remove from library
 * (to the trash) or delete permanently.
 */
export function SelectionTray({
  count,
  inTrash,
  tags,
  shownTag,
  actions,
}: {
  count: number;
  inTrash: boolean;
  tags: readonly Tag[];
  shownTag: Tag | null;
  actions: TrayActions;
}) {
  const [asking, setAsking] = useState(false);
  const items = count === 1 ? '1 item' : `${count} items`;
  const answer = (choice: 'trash' | 'destroy' | 'cancel') => {
    setAsking(false);
    if (choice !== 'cancel') actions[choice]();
  };

  return (
    <div className="selection-tray" role="region" aria-label="Selection">
      <span className="selection-tray__count">{items} selected</span>
      <div className="selection-tray__actions">
        {inTrash ? (
          <button type="button" className="button button--small" onClick={actions.restore}>
            <Icon name="restore" />
            Restore
          </button>
        ) : (
          <>
            {tags.length > 0 && (
              <select
                className="selection-tray__tags"
                aria-label="Add to tag"
                value=""
                onChange={(event) => actions.tag(event.target.value)}
              >
                <option value="" disabled>
                  Add to tag…
                </option>
                {tags.map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {tag.name}
                  </option>
                ))}
              </select>
            )}
            {shownTag && (
              <button type="button" className="button button--small" onClick={actions.untag}>
                <Icon name="tag" />
                Remove from {shownTag.name}
              </button>
            )}
          </>
        )}
        <button type="button" className="button button--small media-button--danger" onClick={() => setAsking(true)}>
          <Icon name="trash" />
          {inTrash ? 'Delete permanently' : 'Delete'}
        </button>
        <button type="button" className="button button--small" onClick={actions.clear}>
          Clear selection
        </button>
      </div>
      {asking && (
        <ChoiceDialog
          title={`Delete ${items}?`}
          text={
            inTrash
              ? 'Deleted media are gone for good, also from the decks that show them.'
              : 'Removed media go to the trash, where they can be restored. Deleted media are gone for good, also from the decks that show them.'
          }
          choices={
            inTrash
              ? [{ value: 'destroy', label: 'Delete permanently', kind: 'danger' }]
              : [
                  { value: 'trash', label: 'Remove from library', kind: 'primary' },
                  { value: 'destroy', label: 'Delete permanently', kind: 'danger' },
                ]
          }
          onChoose={answer}
          className="dialog media-choice"
          actionsClassName="media-choice__actions"
        />
      )}
    </div>
  );
}
