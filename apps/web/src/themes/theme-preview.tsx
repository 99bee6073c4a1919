import { useEffect, useRef, useState } from 'react';
import { THEME_PREVIEW_READY, type Theme } from '@lectern/contracts';
import { chosenSize } from '../deck-settings';
import { previewMessage, repaintDelayMs } from './preview-message';
import type { ThemeDraft } from './theme-draft';
import { themeTexts } from './theme-texts';

/** The preview's width on the page; the slide is scaled to it. */
const PREVIEW_WIDTH = 320;
/** The preview frame's page (served by the BFF, sandboxed in an origin of its own). */
const PREVIEW_PAGE = '/themes/preview';

/**
 * The theme as edited on a sample slide, drawn by the deck player in a sandboxed frame of an origin
 * of its own, which says `theme-preview-ready` once it can show a theme: its look, its markup and,
 * where the team allows scripts, its script, which cannot reach the editor's origin. It repaints
 * 250 ms after an edit, 1,000 ms after an edit of the script; while the theme has a script each
 * repaint loads the frame afresh, so the script runs once on the slide it repaints.
 */
export function ThemePreview({
  draft,
  saved,
  allowScripts,
}: {
  draft: ThemeDraft;
  saved: Theme;
  allowScripts: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(draft);
  useEffect(() => {
    const timer = setTimeout(() => setShown(draft), repaintDelayMs(shown.js, draft.js));
    return () => clearTimeout(timer);
  }, [draft, shown.js]);

  const message = previewMessage(shown, saved, allowScripts);
  const latest = useRef(message);
  latest.current = message;
  const [load, setLoad] = useState(0);
  const ready = useRef<MessageEventSource | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!event.source || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type !== THEME_PREVIEW_READY) return;
      ready.current = event.source;
      // The frame's origin is its own (opaque): it cannot be named.
      (event.source as Window).postMessage(latest.current, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const first = useRef(true);
  const key = JSON.stringify(message);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (latest.current.script !== '') {
      ready.current = null;
      setLoad((count) => count + 1);
    } else (ready.current as Window | null)?.postMessage(latest.current, '*');
  }, [key]);

  const size = chosenSize(shown);
  return (
    <figure className="theme-preview">
      <figcaption className="field__label">{themeTexts.preview}</figcaption>
      <iframe
        key={load}
        ref={frame}
        className="theme-preview__frame"
        src={PREVIEW_PAGE}
        title={themeTexts.previewFrame}
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        width={PREVIEW_WIDTH}
        height={Math.round((PREVIEW_WIDTH * size.height) / size.width)}
        data-testid="theme-preview"
      />
    </figure>
  );
}
