import type { MediaItem } from '@lectern/contracts';
import { dragGhosts } from './drag-gesture';
import { Icon } from './icons';

/** The dragged items under the pointer: up to ten stacked thumbnails, and '+N' for the rest. */
export function DragGhosts({ items, x, y }: { items: readonly MediaItem[]; x: number; y: number }) {
  const { shown, more } = dragGhosts(items);
  return (
    <div className="drag-ghosts" aria-hidden="true" style={{ transform: `translate(${x + 12}px, ${y + 12}px)` }}>
      {shown.map((item, index) => (
        <span key={item.id} className="drag-ghost" style={{ translate: `${index * 4}px ${index * 4}px` }}>
          {item.thumb_url ? (
            <img src={item.thumb_url} alt="" />
          ) : (
            <Icon name={item.type === 'Video' ? 'video' : item.type === 'Audio' ? 'audio' : 'image'} />
          )}
        </span>
      ))}
      {more && <span className="drag-ghosts__more">{more}</span>}
    </div>
  );
}
