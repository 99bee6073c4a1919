/**
 * Runs `task` once the page has loaded and the browser is idle (or a second later at most), so
 * that what it loads never competes with the page's first paint. Returns a cancel.
 */
export function afterPageInteractive(task: () => void): () => void {
  // Safari has no idle callbacks: the task runs as soon as the load event is done there.
  const idleCallbacks = typeof (window.requestIdleCallback as unknown) === 'function';
  let pending: number | undefined;
  const schedule = () => {
    pending = idleCallbacks ? window.requestIdleCallback(task, { timeout: 1000 }) : window.setTimeout(task, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (pending === undefined) return;
    if (idleCallbacks) window.cancelIdleCallback(pending);
    else window.clearTimeout(pending);
  };
}
