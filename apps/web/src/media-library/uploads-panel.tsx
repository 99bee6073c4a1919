import { useEffect, useMemo, useReducer, useState, type MouseEvent } from 'react';
import type { MediaItem, Tag } from '@lectern/contracts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './constants';
import { DragGhosts } from './drag-ghosts';
import { Icon } from './icons';
import { LibrarySidebar } from './library-sidebar';
import { EmptyList, LibraryFailed, LibraryLoading } from './library-states';
import { allMedia, emptyListText, shownMedia, type LibraryView } from './media-filter';
import { MediaTile } from './media-tile';
import { emptySelection, selectionReducer } from '../ui/range-selection';
import { SelectionTray } from './selection-tray';
import { UploadButton } from './upload-button';
import type { MediaType } from './upload-rules';
import { useLibrarySource } from './library-source';
import { libraryTexts } from './texts';
import { useDebounced } from '../ui/use-debounced';
import { useLibraryData } from './use-library-data';
import { useMediaActions } from './use-media-actions';
import { useMediaDrag } from './use-media-drag';
import { useProcessingPolls } from './use-processing-polls';
import { useTagActions } from './use-tag-actions';
import type { PreviewTarget } from './media-preview';

export interface UploadsPanelProps {
  /** Only this type is shown, and clicking an item inserts it; otherwise the library is managed. */
  only?: MediaType;
  onInsert?: (item: MediaItem) => void;
  accept: string;
  onFiles: (files: File[]) => void;
  onPreview: (target: PreviewTarget) => void;
}

/**
 * A library's panel (spec/001 §2): My Uploads, or Team Media (`LibrarySourceContext`), loading,
 * failed with 'Try again', or the library itself; one that may not be changed is read-only.
 */
export function UploadsPanel(props: UploadsPanelProps) {
  const data = useLibraryData();
  if (data.status === 'loading') return <LibraryLoading />;
  if (data.status === 'failed') return <LibraryFailed message={data.message} onRetry={data.retry} />;
  return <Uploads {...props} library={data.library} trash={data.trash} tags={data.tags} />;
}

/** A view of a tag or of the trash that is gone shows everything again. */
function viewStillThere(view: LibraryView, trash: readonly MediaItem[], tags: readonly Tag[]): LibraryView {
  if (view.type === 'tag') return tags.some((tag) => tag.id === view.tagId) ? view : allMedia;
  return view.filter === 'trash' && trash.length === 0 ? allMedia : view;
}

function Uploads({
  only,
  onInsert,
  accept,
  onFiles,
  onPreview,
  library,
  trash,
  tags,
}: UploadsPanelProps & { library: MediaItem[]; trash: MediaItem[]; tags: Tag[] }) {
  const [chosenView, setView] = useState<LibraryView>(allMedia);
  const [term, setTerm] = useState('');
  const searchTerm = useDebounced(term, SEARCH_DEBOUNCE_MS);
  const [selection, select] = useReducer(selectionReducer, emptySelection);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const actions = useMediaActions();
  const tagActions = useTagActions();
  const { name: libraryName, editable } = useLibrarySource();
  useProcessingPolls(library);

  const view = viewStillThere(chosenView, trash, tags);
  const inTrash = view.type === 'filter' && view.filter === 'trash';
  const shownTag = view.type === 'tag' ? (tags.find((tag) => tag.id === view.tagId) ?? null) : null;
  const items = useMemo(
    () => shownMedia({ library, trash, tags }, view, searchTerm, only),
    [library, trash, tags, view, searchTerm, only],
  );
  const order = useMemo(() => items.map((item) => item.id), [items]);
  useEffect(() => select({ type: 'retain', shown: order }), [order]);
  const drag = useMediaDrag({
    order,
    selected: selection.ids,
    onDrop: (tagId, ids) => void actions.tag(tagId, ids, 'add'),
  });

  // Managing, or in the trash, a click selects; selecting media to insert, it inserts. Managing a
  // library one may not change, it previews.
  const selects = editable && (!onInsert || inTrash);
  const preview = (item: MediaItem) => item.url && onPreview({ type: item.type, url: item.url, label: item.label });
  const clickItem = (item: MediaItem, event: MouseEvent) => {
    if (drag.endsDrag()) return;
    if (!selects) return onInsert ? onInsert(item) : preview(item);
    select(event.shiftKey ? { type: 'range', id: item.id, order } : { type: 'toggle', id: item.id });
  };
  const selected = [...selection.ids];
  const clearAfter = (action: () => Promise<void>) => () => {
    select({ type: 'clear' });
    void action();
  };
  const dragged = drag.drag.phase === 'dragging' ? drag.drag : null;

  return (
    <div className="media-uploads">
      <LibrarySidebar
        view={view}
        library={library}
        trash={trash}
        tags={tags}
        editable={editable}
        typeFixed={only !== undefined}
        dropTagId={drag.overTag}
        tagActions={tagActions}
        onView={setView}
      />
      <div className="media-main">
        <div className="media-toolbar">
          <label className="media-search">
            <Icon name="search" />
            <input
              type="search"
              className="media-search__input"
              aria-label="Search media"
              placeholder="Search media"
              maxLength={SEARCH_MAX_LENGTH}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
          </label>
          {editable ? (
            <UploadButton accept={accept} multiple={!onInsert} onFiles={onFiles} />
          ) : (
            <p className="media-toolbar__note">{libraryTexts.teamReadOnly}</p>
          )}
        </div>
        <div className="media-list" ref={setRoot}>
          {items.length === 0 ? (
            <EmptyList {...emptyListText(view, searchTerm, only, library.length === 0, libraryName)} />
          ) : (
            <ul className="media-grid" aria-label={inTrash ? 'Trash' : 'Media'}>
              {items.map((item) => (
                <MediaTile
                  key={item.id}
                  item={item}
                  root={root}
                  selected={selection.ids.has(item.id)}
                  selects={selects}
                  editable={editable}
                  renaming={renaming === item.id}
                  onClick={(event) => clickItem(item, event)}
                  onPointerDown={(event) => editable && !inTrash && drag.press(item.id, event)}
                  onPreview={() => preview(item)}
                  onRename={() => setRenaming(item.id)}
                  onRenamed={(label) => actions.rename(item, label)}
                  onRenameDone={() => setRenaming(null)}
                  onInline={() => void actions.setInline(item, !item.inline)}
                />
              ))}
            </ul>
          )}
        </div>
        {selected.length > 0 && (
          <SelectionTray
            count={selected.length}
            inTrash={inTrash}
            tags={tags}
            shownTag={shownTag}
            actions={{
              trash: clearAfter(() => actions.trash(selected)),
              restore: clearAfter(() => actions.restore(selected)),
              destroy: clearAfter(() => actions.destroy(selected)),
              tag: (tagId) => void actions.tag(tagId, selected, 'add'),
              untag: clearAfter(() => actions.tag(shownTag!.id, selected, 'remove')),
              clear: () => select({ type: 'clear' }),
            }}
          />
        )}
      </div>
      {dragged && (
        <DragGhosts
          items={dragged.ids.flatMap((id) => items.find((item) => item.id === id) ?? [])}
          x={dragged.x}
          y={dragged.y}
        />
      )}
    </div>
  );
}
