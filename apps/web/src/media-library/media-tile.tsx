import type { MouseEvent, PointerEvent } from 'react';
import type { MediaItem } from '@lectern/contracts';
import { Icon } from './icons';
import { LabelEditor } from './label-editor';
import { LazyThumbnail } from './lazy-thumbnail';
import { isProcessing } from './processing-poll';

export interface TileProps {
  item: MediaItem;
  /** The list's scrolling box, for loading the thumbnail when it comes near. */
  root: Element | null;
  selected: boolean;
  /** Clicking selects (true) or inserts (false). */
  selects: boolean;
  editable: boolean;
  renaming: boolean;
  onClick: (event: MouseEvent) => void;
  onPointerDown: (event: PointerEvent) => void;
  onPreview: () => void;
  onRename: () => void;
  onRenamed: (label: string) => Promise<string | null>;
  onRenameDone: () => void;
  onInline: () => void;
}

const duration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** One item of the list (spec/001 §2): its thumbnail, label and buttons to preview, rename and inline an SVG. */
export function MediaTile(props: TileProps) {
  const { item, selected, editable } = props;
  const thumbnail = item.thumb_url ?? (item.type === 'Image' && item.status === 'complete' ? item.url : null);
  const processing = isProcessing(item);

  return (
    <li className="media-tile" data-selected={selected || undefined} data-id={item.id}>
      <button
        type="button"
        className="media-tile__main"
        aria-label={processing ? `${item.label} (processing)` : item.label}
        aria-pressed={props.selects ? selected : undefined}
        onClick={props.onClick}
        onPointerDown={props.onPointerDown}
      >
        {thumbnail ? (
          <LazyThumbnail src={thumbnail} root={props.root} fit={item.svg ? 'contain' : 'cover'} />
        ) : (
          <span className="media-thumb media-thumb--empty">
            <Icon name={item.type === 'Video' ? 'video' : item.type === 'Audio' ? 'audio' : 'image'} />
          </span>
        )}
        {processing && <span className="media-tile__processing">Processing…</span>}
        {item.type !== 'Image' && (
          <span className="media-tile__badge">
            <Icon name="play" />
            {item.duration !== null && duration(item.duration)}
          </span>
        )}
        {selected && (
          <span className="media-tile__check">
            <Icon name="check" />
          </span>
        )}
      </button>
      <div className="media-tile__footer">
        {props.renaming ? (
          <LabelEditor label={item.label} onSave={props.onRenamed} onDone={props.onRenameDone} />
        ) : (
          <span className="media-tile__label" title={item.label}>
            {item.label}
          </span>
        )}
        <div className="media-tile__actions" hidden={props.renaming}>
          <button
            type="button"
            className="media-icon-button"
            aria-label={`Preview ${item.label}`}
            data-tooltip="Preview"
            disabled={!item.url}
            onClick={props.onPreview}
          >
            <Icon name="eye" />
          </button>
          {editable && !item.hidden && (
            <button
              type="button"
              className="media-icon-button"
              aria-label={`Rename ${item.label}`}
              data-tooltip="Rename"
              onClick={props.onRename}
            >
              <Icon name="pencil" />
            </button>
          )}
          {editable && !item.hidden && item.svg && (
            <button
              type="button"
              className="media-icon-button"
              aria-label={`Insert ${item.label} as inline SVG`}
              data-tooltip="Insert as inline SVG"
              aria-pressed={item.inline}
              onClick={props.onInline}
            >
              <Icon name="code" />
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
