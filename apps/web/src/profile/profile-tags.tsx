import { useState } from 'react';
import type { Tag } from '@lectern/contracts';
import type { ConfirmRequest } from '../dialogs/confirm-dialog';
import { TagBar } from './tag-bar';
import { TagSettings } from './tag-settings';
import { useTagActions } from './use-tag-actions';

interface ProfileTagsProps {
  tags: readonly Tag[];
  selected: Tag | undefined;
  defaultTagId: string | null;
  /** How many decks "All decks" holds. */
  deckCount: number;
  /** The tag decks are dragged over. */
  dropTarget: string | null;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  /** Shows a tag's decks (undefined: all of them), with the default tag as it now is. */
  onShow: (tag: Tag | undefined, defaultTagId?: string | null) => Promise<void>;
}

/** The owner's tags: the tag bar and the selected tag's settings (spec/000 §4). */
export function ProfileTags({
  tags,
  selected,
  defaultTagId,
  deckCount,
  dropTarget,
  confirm,
  onShow,
}: ProfileTagsProps) {
  const tagActions = useTagActions(confirm);
  const [renaming, setRenaming] = useState<string | null>(null);

  /** A new tag enters rename mode at once. */
  const create = async () => {
    const created = await tagActions.create();
    if (created) setRenaming(created.id);
  };

  /** A renamed selected tag moves the address to its new slug. */
  const renamed = async (tag: Tag, name: string | undefined) => {
    setRenaming(null);
    if (name === undefined) return;
    const result = await tagActions.rename(tag, name);
    if (result && result.id === selected?.id) await onShow(result);
  };

  /** The default tag has no tag part in the address: it changes with the default. */
  const toggleDefault = async (tag: Tag) => {
    const next = tag.id === defaultTagId ? null : tag.id;
    if (await tagActions.makeDefault(next)) await onShow(tag, next);
  };

  const remove = async (tag: Tag) => {
    if (await tagActions.remove(tag)) await onShow(undefined);
  };

  return (
    <div className="profile__tags">
      <TagBar
        tags={tags}
        selected={selected}
        defaultTagId={defaultTagId}
        deckCount={deckCount}
        renaming={renaming}
        dropTarget={dropTarget}
        onSelect={(tag) => void onShow(tag)}
        onCreate={() => void create()}
        onRenamed={(tag, name) => void renamed(tag, name)}
      />
      {selected && (
        <TagSettings
          tag={selected}
          isDefault={selected.id === defaultTagId}
          onRename={() => setRenaming(selected.id)}
          onToggleDefault={() => void toggleDefault(selected)}
          onDelete={() => void remove(selected)}
        />
      )}
    </div>
  );
}
