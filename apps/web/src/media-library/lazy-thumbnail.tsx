import { useEffect, useRef, useState } from 'react';
import { THUMBNAIL_LOAD_MARGIN_PX } from './constants';

/**
 * A thumbnail that loads once it comes within 100 px of the visible part of `root`, the list's
 * scrolling box (spec/001 §9). It is decorative: the item's button carries the name.
 */
export function LazyThumbnail({ src, root, fit }: { src: string; root: Element | null; fit: 'cover' | 'contain' }) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (near || !element || !root) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      root,
      rootMargin: `${THUMBNAIL_LOAD_MARGIN_PX}px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, root]);

  return (
    <span ref={box} className="media-thumb">
      {near && <img className={`media-thumb__image media-thumb__image--${fit}`} src={src} alt="" draggable={false} />}
    </span>
  );
}
