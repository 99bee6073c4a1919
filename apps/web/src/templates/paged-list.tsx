import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { templateTexts } from './texts';

/** The template list loads its next page once its end is within two screen heights (spec/002 §9). */
const LOAD_AHEAD_SCREENS = 2;
/** ... and has stayed there this long. */
const LOAD_DEBOUNCE_MS = 200;

/** The nearest box around `element` that scrolls its content vertically; the page's when none does. */
function scrollingBox(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement)
    if (/(auto|scroll)/.test(getComputedStyle(box).overflowY)) return box;
  return null;
}

/** Fetches the next page when `end` comes within two heights of the scrolling box that holds it. */
function useLoadAhead(end: RefObject<HTMLElement | null>, more: boolean, loadMore: () => void) {
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const element = end.current;
    if (!element || !more) return;
    const root = scrollingBox(element);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => latest.current(), LOAD_DEBOUNCE_MS);
      },
      { root, rootMargin: `0px 0px ${LOAD_AHEAD_SCREENS * (root?.clientHeight ?? window.innerHeight)}px 0px` },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [end, more]);
}

/**
 * A list of one of the browser's pages, loaded a page at a time: loading, an empty placeholder, an
 * error with a retry, or the items, with more loaded as the end scrolls near (or on request).
 */
export function PagedList<Page, Item>({
  query,
  items,
  label,
  empty,
  failed,
  children,
}: {
  query: UseInfiniteQueryResult<{ pages: Page[] }>;
  items: readonly Item[];
  label: string;
  empty: string;
  failed: string;
  children: (item: Item) => ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  const more = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const { fetchNextPage } = query;
  useLoadAhead(end, more, () => void fetchNextPage());

  if (query.isPending) return <p role="status">{templateTexts.loading}</p>;
  if (query.isError && items.length === 0)
    return (
      <div className="template-list__problem" role="alert">
        <p>{failed}</p>
        <button type="button" className="button button--small" onClick={() => void query.refetch()}>
          {templateTexts.retry}
        </button>
      </div>
    );
  if (items.length === 0) return <p className="template-list__empty">{empty}</p>;
  return (
    <>
      <ul className="template-list" aria-label={label}>
        {items.map(children)}
      </ul>
      <div ref={end} className="template-list__end">
        {query.isFetchingNextPage && <p role="status">{templateTexts.loading}</p>}
        {query.isFetchNextPageError && (
          <div className="template-list__problem" role="alert">
            <p>{failed}</p>
            <button type="button" className="button button--small" onClick={() => void fetchNextPage()}>
              {templateTexts.retry}
            </button>
          </div>
        )}
        {more && (
          <button type="button" className="button button--small" onClick={() => void fetchNextPage()}>
            {templateTexts.showMore}
          </button>
        )}
      </div>
    </>
  );
}
