/**
 * Where the focus goes after an in-app page change, and where it goes when the element holding it
 * disappears: never to the page's body.
 */

/** The new page's main heading, else its main region (made focusable by script only). */
export function pageFocusTarget(root: ParentNode = document): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('main h1') ??
    root.querySelector<HTMLElement>('h1') ??
    root.querySelector<HTMLElement>('main')
  );
}

/** Puts the focus on `element` without adding it to the Tab order. */
export function focusQuietly(element: HTMLElement, preventScroll = false): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
  element.focus({ preventScroll });
}

/** What a page change is announced as: the page's heading, else the document title. */
export function pageAnnouncement(heading: string | null | undefined, title: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} page` : title;
}

/** Whether a focus loss needs rescuing: the focus fell to the body because its element went away or was disabled. */
export function focusWasLost(lost: Element, active: Element | null, body: Element): boolean {
  if (active !== null && active !== body) return false;
  return !lost.isConnected || lost.matches(':disabled') || lost.closest('[hidden], [inert]') !== null;
}
