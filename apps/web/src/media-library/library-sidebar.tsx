import type { MediaItem, Tag } from '@lectern/contracts';
import { Icon, type IconName } from './icons';
import type { LibraryView, MediaFilter } from './media-filter';
import { StorageMeter } from './storage-meter-view';
import { TagList } from './tag-list';
import type { TagActions } from './use-tag-actions';

const FILTERS: { filter: MediaFilter; name: string; icon: IconName }[] = [
  { filter: 'all', name: 'All', icon: 'grid' },
  { filter: 'images', name: 'Images', icon: 'image' },
  { filter: 'videos', name: 'Videos', icon: 'video' },
  { filter: 'audio', name: 'Audio', icon: 'audio' },
  { filter: 'trash', name: 'Trash', icon: 'trash' },
];

/**
 * The sidebar of a library (spec/001 §2): the filters (only All when one type is being selected;
 * Trash only in an editable library that has something in it), the tags and, where one may upload,
 * the storage meter.
 */
export function LibrarySidebar({
  view,
  library,
  trash,
  tags,
  editable,
  typeFixed,
  dropTagId,
  tagActions,
  onView,
}: {
  view: LibraryView;
  library: readonly MediaItem[];
  trash: readonly MediaItem[];
  tags: readonly Tag[];
  editable: boolean;
  /** The library is selecting one type of media. */
  typeFixed: boolean;
  dropTagId: string | null;
  tagActions: TagActions;
  onView: (view: LibraryView) => void;
}) {
  const filters = FILTERS.filter(({ filter }) => {
    if (filter === 'trash') return editable && trash.length > 0;
    return filter === 'all' || !typeFixed;
  });
  const shown = new Set(library.map((item) => item.id));

  return (
    <aside className="media-sidebar" aria-label="Library">
      <nav aria-label="Filters">
        <ul className="media-sidebar__filters">
          {filters.map(({ filter, name, icon }) => (
            <li key={filter}>
              <button
                type="button"
                className="media-filter"
                aria-label={filter === 'trash' ? `${name} (${trash.length})` : undefined}
                aria-current={view.type === 'filter' && view.filter === filter ? 'true' : undefined}
                onClick={() => onView({ type: 'filter', filter })}
              >
                <Icon name={icon} />
                <span className="media-filter__name">{name}</span>
                {filter === 'trash' && <span className="media-filter__count">{trash.length}</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <TagList
        tags={tags}
        shownTagId={view.type === 'tag' ? view.tagId : null}
        dropTagId={dropTagId}
        editable={editable}
        actions={tagActions}
        countOf={(tag) => tag.medias.filter((id) => shown.has(id)).length}
        onShow={(tagId) => onView({ type: 'tag', tagId })}
      />
      {editable && <StorageMeter />}
    </aside>
  );
}
