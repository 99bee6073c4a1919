import { IFRAME_SANDBOX } from '@lectern/deck-format';

/** The name presented frames get: the stored markup gives them none. */
const FRAME_TITLE = 'Iframe';

function confine(frame: HTMLIFrameElement): void {
  if (frame.getAttribute('sandbox') === IFRAME_SANDBOX) return;
  frame.setAttribute('sandbox', IFRAME_SANDBOX);
  frame.setAttribute('referrerpolicy', 'no-referrer');
  if (!frame.title) frame.title = FRAME_TITLE;
  // A frame already loading started without the sandbox: it loads again inside it.
  const src = frame.getAttribute('src');
  if (src) frame.setAttribute('src', src);
}

/**
 * reveal.js draws `data-background-iframe` pages in frames of its own, without a sandbox or a
 * name; they get the ones block iframes have as soon as they are added. Answers the stop.
 */
export function confineBackgroundFrames(root: HTMLElement): () => void {
  root.querySelectorAll<HTMLIFrameElement>('.backgrounds iframe').forEach(confine);
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (node instanceof HTMLIFrameElement) confine(node);
        else if (node instanceof HTMLElement) node.querySelectorAll('iframe').forEach(confine);
      }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
