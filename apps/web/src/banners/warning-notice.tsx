import { useState } from 'react';
import type { PageType } from '../routing/page-type';
import { isDeckView } from './banner-rules';
import { warningNoticeDismissal } from './warning-notice-state';
import './warning-notice.css';

/**
 * The operator's warning notice (spec/001 §9, decision 0075): on every page that is not a deck
 * view, above the header, until the visitor dismisses it; the dismissal is stored in this browser.
 */
export function WarningNotice({ pageType, text }: { pageType: PageType; text: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || isDeckView(pageType)) return null;
  return (
    <section className="warning-notice" aria-label="Warning notice">
      <p className="warning-notice__text">{text}</p>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          warningNoticeDismissal.set();
          setDismissed(true);
        }}
      >
        Dismiss
      </button>
    </section>
  );
}
