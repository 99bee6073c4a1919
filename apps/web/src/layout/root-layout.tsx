import { Outlet } from '@tanstack/react-router';
import { SiteBanners, WarningNoticeSlot } from '../banners';
import { NotificationRegion } from '../notifications/notification-region';
import { usePageType } from '../routing/page-type';
import { SessionCheck } from '../session/session-check';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { usePageFocus } from '../routing/use-page-focus';

/** The shared layout. Its root carries the page type (spec/000 §2) as a class and a data attribute. */
export function RootLayout() {
  const pageType = usePageType();
  const pageAnnouncement = usePageFocus();
  return (
    <div className={`page page--${pageType}`} data-page-type={pageType}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <WarningNoticeSlot pageType={pageType} />
      <SiteHeader />
      <main id="main" className="page__main">
        <Outlet />
      </main>
      <SiteFooter />
      <p className="visually-hidden" role="status" aria-live="polite">
        {pageAnnouncement}
      </p>
      <SiteBanners pageType={pageType} />
      <NotificationRegion />
      <SessionCheck />
    </div>
  );
}
