import { useReducer } from 'react';
import type { PageType } from '../routing/page-type';
import { useCurrentUser, useSession } from '../session/session-context';
import { dueBanner } from './banner-rules';
import { CookieBanner } from './cookie-banner';
import { cookieNoticeSeen } from './cookie-consent';
import { promotionRunning } from './promotion';
import { PromotionBanner, promotionDismissal } from './promotion-banner';

/** The banner the page is due (`banner-rules.ts`), if any: the cookie banner or the promotional message. */
export function Banners({ pageType }: { pageType: PageType }) {
  const session = useSession();
  const accountType = useCurrentUser()?.account_type;
  // A banner that went away was remembered; the next render finds it no longer due.
  const [, closed] = useReducer((count: number) => count + 1, 0);
  const banner = dueBanner({
    pageType,
    session,
    accountType,
    cookieNoticeSeen: cookieNoticeSeen(),
    promotionRunning: promotionRunning(Date.now()),
    promotionDismissed: promotionDismissal.isSet(),
  });
  if (banner === 'cookie') return <CookieBanner onClose={closed} />;
  if (banner === 'promotion') return <PromotionBanner onClose={closed} />;
  return null;
}
