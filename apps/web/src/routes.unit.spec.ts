import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createAppRouter } from './router';
import { SessionStore } from './session/session-store';
import { pageTypeOf } from './routing/page-type';

const router = createAppRouter(new QueryClient(), new SessionStore());

/** The screen an address opens, as its route id and page type; undefined when it shows the not-found screen. */
function screenAt(pathname: string) {
  const matches = router.matchRoutes(pathname, {});
  if (matches.some((match) => match._notFound)) return undefined;
  return { id: matches.at(-1)?.routeId, pageType: pageTypeOf(matches) };
}

describe('routes of spec/000 §2, spec/001 §2 and spec/002 §2', () => {
  it.each([
    ['/', '/', 'home'],
    ['/explore', '/explore', 'home'],
    ['/features', '/features', 'home'],
    ['/search', '/search', 'base'],
    ['/pricing', '/pricing', 'pricing'],
    ['/changelog', '/changelog', 'static'],
    ['/about', '/about', 'static'],
    ['/security/cookies', '/security/cookies', 'static'],
    ['/users/sign_in', '/users/sign_in', 'sign-in'],
    ['/users/sign_out', '/users/sign_out', 'base'],
    ['/users/sign_up', '/users/sign_up', 'sign-up'],
    ['/users/password', '/users/password/', 'password'],
    ['/users/password/edit', '/users/password/edit', 'password'],
    ['/users/edit', '/users/edit', 'account-edit'],
    ['/media', '/media', 'media-library'],
    ['/teams/new', '/teams/new', 'team-sign-up'],
    ['/teams/audit', '/teams/audit', 'base'],
    ['/edit', '/edit', 'team-edit'],
    ['/edit_members', '/edit_members', 'team-edit-members'],
    ['/team', '/team/', 'team-show'],
    ['/team/users', '/team/users', 'team-edit-members'],
    ['/team/invitations', '/team/invitations', 'team-edit-members'],
    ['/invitations/abc', '/invitations/$token', 'invitation'],
    ['/account/upgrade', '/account/upgrade', 'subscription-new'],
    ['/account/update_billing', '/account/update_billing', 'subscription-edit'],
    ['/account/update_billing_period', '/account/update_billing_period', 'subscription-edit-period'],
    ['/account/billing', '/account/billing', 'subscription-show'],
    ['/themes', '/themes', 'theme-edit'],
    ['/alice', '/$username/_profile/', 'user-profile'],
    ['/alice/decks/work', '/$username/_profile/decks/$tag', 'user-profile'],
    ['/alice/new', '/$username/new', 'deck-edit'],
    ['/alice/my-deck', '/$username/$slugOrId/', 'deck-show'],
    ['/alice/my-deck/edit', '/$username/$slugOrId/edit', 'deck-edit'],
    ['/alice/my-deck/edit/templates', '/$username/$slugOrId/edit_/templates', 'template-browser'],
    ['/alice/my-deck/review', '/$username/$slugOrId/review', 'review'],
    ['/alice/my-deck/embed', '/$username/$slugOrId/embed', 'embed'],
    ['/alice/my-deck/live', '/$username/$slugOrId/live', 'live-client'],
    ['/alice/my-deck/live/server', '/$username/$slugOrId/live_/server', 'live-server'],
    ['/alice/my-deck/kiosk', '/$username/$slugOrId/kiosk', 'kiosk'],
    ['/alice/my-deck/fullscreen', '/$username/$slugOrId/fullscreen', 'fullscreen'],
    ['/alice/my-deck/export', '/$username/$slugOrId/export', 'export'],
    ['/alice/my-deck/preview', '/$username/$slugOrId/preview', 'fullscreen'],
  ])('%s opens %s as page type %s', (pathname, id, pageType) => {
    expect(screenAt(pathname)).toEqual({ id, pageType });
  });

  it('shows the not-found screen, as page type base, below the deepest screens', () => {
    for (const pathname of ['/alice/my-deck/edit/extra', '/users/sign_in/again', '/alice/decks/work/more']) {
      expect(screenAt(pathname)).toBeUndefined();
      expect(pageTypeOf(router.matchRoutes(pathname, {}))).toBe('base');
    }
  });

  it('gives every screen a page type', () => {
    const withoutPageType = Object.values(router.routesById)
      .filter((route) => !route.isRoot && !route.options.staticData?.pageType)
      .map((route) => route.id);
    expect(withoutPageType).toEqual([]);
  });
});
