import { libraryTexts } from './texts';

/** The library while it loads (spec/001 §4 "Library load"). */
export function LibraryLoading() {
  return (
    <div className="media-state" role="status">
      <span className="media-spinner" aria-hidden="true" />
      Loading media…
    </div>
  );
}

/** The library could not be loaded: what failed, and 'Try again' (spec/001 §8). */
export function LibraryFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="media-state" role="alert">
      <p className="media-state__title">{message}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        {libraryTexts.tryAgain}
      </button>
    </div>
  );
}

/** An empty list says why (spec/001 §8). */
export function EmptyList({ title, text }: { title: string; text?: string }) {
  return (
    <div className="media-state">
      <p className="media-state__title">{title}</p>
      {text && <p className="media-state__text">{text}</p>}
    </div>
  );
}
