import { useEffect, useState } from 'react';

/** How long the media at `src` plays, in seconds, once the browser has read it; null until then or when unknown. */
export function useMediaDuration(src: string | null, kind: 'video' | 'audio'): number | null {
  const [known, setKnown] = useState<{ src: string; duration: number } | null>(null);
  useEffect(() => {
    if (!src) return;
    const element = document.createElement(kind);
    element.preload = 'metadata';
    const read = () => {
      if (Number.isFinite(element.duration)) setKnown({ src, duration: element.duration });
    };
    element.addEventListener('loadedmetadata', read);
    element.src = src;
    return () => {
      element.removeEventListener('loadedmetadata', read);
      element.removeAttribute('src');
      element.load();
    };
  }, [src, kind]);
  return known?.src === src ? known.duration : null;
}
