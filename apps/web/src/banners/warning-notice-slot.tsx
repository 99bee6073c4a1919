import { lazy, Suspense } from 'react';
import type { PageType } from '../routing/page-type';
import { configuredWarningNotice, warningNoticeDismissal } from './warning-notice-state';

// Fetched only when the operator set a notice this browser has not dismissed.
const WarningNotice = lazy(() => import('./warning-notice').then((module) => ({ default: module.WarningNotice })));

/** Where the layout shows the operator's warning notice (decision 0075). */
export function WarningNoticeSlot({ pageType }: { pageType: PageType }) {
  const text = configuredWarningNotice();
  if (!text || warningNoticeDismissal.isSet()) return null;
  return (
    <Suspense fallback={null}>
      <WarningNotice pageType={pageType} text={text} />
    </Suspense>
  );
}
