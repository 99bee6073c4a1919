import type { Tag } from '@lectern/contracts';

interface TagSettingsProps {
  tag: Tag;
  isDefault: boolean;
  onRename: () => void;
  onToggleDefault: () => void;
  onDelete: () => void;
}

/** The selected tag's settings, for the owner. */
export function TagSettings({ tag, isDefault, onRename, onToggleDefault, onDelete }: TagSettingsProps) {
  return (
    <div className="tag-settings" role="group" aria-label={`Tag ${tag.name}`}>
      <button type="button" className="button button--small button--quiet" onClick={onRename}>
        Rename tag
      </button>
      <button type="button" className="button button--small button--quiet" onClick={onToggleDefault}>
        {isDefault ? 'Clear default tag' : 'Make default tag'}
      </button>
      <button type="button" className="button button--small button--quiet button--danger-text" onClick={onDelete}>
        Delete tag
      </button>
    </div>
  );
}
