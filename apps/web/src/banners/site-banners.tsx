import { lazy, Suspense } from 'react';
import type { PageType } from '../routing/page-type';
import { useSession } from '../session/session-context';
import { cookieNoticeSeen } from './cookie-consent';
import { promotionRunning } from './promotion';

// Fetched only by a page that may show a banner.
const Banners = lazy(() => import('./banners').then((module) => ({ default: module.Banners })));

/**
 * The site-wide banners of the layout (decision 0060): only a signed-out visitor who has not seen
 * the cookie banner, or a signed-in person while a promotion runs, fetches them (`banners.tsx`
 * decides which one the page shows, if any).
 */
export function SiteBanners({ pageType }: { pageType: PageType }) {
  const session = useSession();
  const mayShow =
    session === 'signed-out' ? !cookieNoticeSeen() : session === 'signed-in' && promotionRunning(Date.now());
  if (!mayShow) return null;
  return (
    <Suspense fallback={null}>
      <Banners pageType={pageType} />
    </Suspense>
  );
}
