import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { focusQuietly, focusWasLost, pageAnnouncement, pageFocusTarget } from './page-focus';

/**
 * How long a new page may take to draw its heading (a code-split screen, a suspended query):
 * the wait ends as soon as the heading is there, so only a slow device or network waits long.
 */
const HEADING_WAIT_MS = 10_000;

/**
 * After an in-app page change (a link, Back, Forward: not an address rewritten in place) the focus
 * moves to the new page's main heading, unless the page put it in itself (a form's first field)
 * or the person moved it while the page was drawing, and the page is announced. Whenever the focused element
 * goes away (a closing popup, a removed block, a disabled button) and the focus falls to the body,
 * it moves to the screen's fallback (`data-focus-fallback`) or its main heading instead.
 * Answers the announcement for a polite live region.
 */
export function usePageFocus(): string {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let pageChanged = false;
    // What held the focus when the address changed; a person who moves it elsewhere before the new
    // page is drawn keeps it there.
    let heldAtChange: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribeHistory = router.history.subscribe(({ action }) => {
      if (action.type === 'REPLACE') return;
      pageChanged = true;
      heldAtChange = document.activeElement;
    });
    const unsubscribeResolved = router.subscribe('onResolved', (event) => {
      const moved = pageChanged && event.pathChanged;
      pageChanged = false;
      if (!moved) return;
      const started = Date.now();
      clearTimeout(timer);
      const settle = () => {
        const heading = document.querySelector('main h1');
        if (!heading && Date.now() - started < HEADING_WAIT_MS) {
          timer = setTimeout(settle, 50);
          return;
        }
        // A screen that put the focus in a field of its own (a form's first field) keeps it there.
        const active = document.activeElement;
        const placed =
          active instanceof HTMLElement &&
          (active.isContentEditable || active.matches('main input, main select, main textarea'));
        const movedByPerson =
          active instanceof HTMLElement &&
          active !== heldAtChange &&
          !active.matches('body, h1, main, [data-focus-fallback]');
        const target = pageFocusTarget();
        if (target && !placed && !movedByPerson) focusQuietly(target);
        setAnnouncement(pageAnnouncement(heading?.textContent, document.title));
      };
      timer = setTimeout(settle, 0);
    });
    return () => {
      clearTimeout(timer);
      unsubscribeHistory();
      unsubscribeResolved();
    };
  }, [router]);

  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      const lost = event.target;
      if (!(lost instanceof Element) || event.relatedTarget) return;
      setTimeout(() => {
        if (!focusWasLost(lost, document.activeElement, document.body)) return;
        const target = document.querySelector<HTMLElement>('[data-focus-fallback]') ?? pageFocusTarget();
        if (target) focusQuietly(target, true);
      }, 0);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, []);

  return announcement;
}
