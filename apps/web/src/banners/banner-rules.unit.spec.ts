import { describe, expect, it } from 'vitest';
import { dueBanner, type BannerFacts } from './banner-rules';

const visitor: BannerFacts = {
  pageType: 'home',
  session: 'signed-out',
  accountType: undefined,
  cookieNoticeSeen: false,
  promotionRunning: true,
  promotionDismissed: false,
};
const freeUser: BannerFacts = { ...visitor, session: 'signed-in', accountType: 'default' };

describe('the banner a page shows', () => {
  it('shows the cookie banner to a signed-out visitor outside the deck views until it was seen', () => {
    for (const pageType of ['home', 'static', 'user-profile', 'sign-in', 'pricing'] as const) {
      expect(dueBanner({ ...visitor, pageType })).toBe('cookie');
    }
    expect(dueBanner({ ...visitor, cookieNoticeSeen: true })).toBeNull();
  });

  it('never shows the cookie banner on deck views, sign-up, invitation and new-team pages', () => {
    const without = [
      'deck-show',
      'embed',
      'live-client',
      'live-server',
      'speaker-view',
      'fullscreen',
      'kiosk',
    ] as const;
    for (const pageType of [...without, 'sign-up', 'invitation', 'team-sign-up'] as const) {
      expect(dueBanner({ ...visitor, pageType })).toBeNull();
    }
  });

  it('shows nothing while it is not known who is there', () => {
    expect(dueBanner({ ...visitor, session: 'pending' })).toBeNull();
  });

  it('shows the promotion to a signed-in free user on other pages and in the editor, not on other deck views', () => {
    expect(dueBanner(freeUser)).toBe('promotion');
    expect(dueBanner({ ...freeUser, pageType: 'deck-edit' })).toBe('promotion');
    expect(dueBanner({ ...freeUser, pageType: 'deck-show' })).toBeNull();
    expect(dueBanner({ ...freeUser, pageType: 'presenter' })).toBeNull();
  });

  it('shows the promotion only while it runs, until dismissed, and to free users alone', () => {
    expect(dueBanner({ ...freeUser, promotionRunning: false })).toBeNull();
    expect(dueBanner({ ...freeUser, promotionDismissed: true })).toBeNull();
    expect(dueBanner({ ...freeUser, accountType: 'pro' })).toBeNull();
    expect(dueBanner({ ...freeUser, accountType: 'enterprise' })).toBeNull();
  });

  it('never shows the cookie banner to a signed-in person', () => {
    expect(dueBanner({ ...freeUser, accountType: 'pro', pageType: 'home' })).toBeNull();
  });
});
