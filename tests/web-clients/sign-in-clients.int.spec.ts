import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '@lectern/testing/oidc-provider';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';
import { signUp } from '../../apps/web/src/api/account.js';
import {
  completeLink,
  linkedServicesQueryOptions,
  pendingLinkQueryOptions,
  providerSignInUrl,
  signInOptionsQueryOptions,
} from '../../apps/web/src/api/sign-in.js';
import { openPage, showPage } from './page.js';

// The account screens' calls about sign-in providers, through the web app's clients against the BFF.
describe('sign-in providers, as the web app asks them', () => {
  let idp: TestOidcProvider;
  let bff: TestBff;
  beforeAll(async () => {
    idp = await startTestOidcProvider();
    idp.allowRedirect('http://lectern.test/api/v1/auth/providers/testid/callback');
    bff = await createTestBff({ signInProviders: [idp.setting('testid')] });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await bff?.close();
    await idp?.stop();
  });

  it('offers the providers, links one to an existing account once its password is given, and lists it', async () => {
    showPage(await openPage(bff.app, '/users/sign_up'));
    expect(await new QueryClient().fetchQuery(signInOptionsQueryOptions())).toEqual({
      providers: [{ id: 'testid', name: 'Test ID' }],
      bot_check: null,
    });
    await signUp({ username: 'wren', email: 'wren@example.com', password: 'secret-password' });

    // Another browser comes back from the provider with Wren's verified address (the BFF and the
    // provider's sign-in page talk over the network, with the real fetch).
    idp.addAccount({ login: 'wren-at-test', email: 'wren@example.com', emailVerified: true });
    const page = await openPage(bff.app, '/users/sign_in');
    vi.unstubAllGlobals();
    const toProvider = await page.fetch(providerSignInUrl('testid', { intent: 'sign_in', redirect: '/wren' }));
    expect(toProvider.status).toBe(303);
    const callback = await idp.authorize(toProvider.headers.get('location')!, 'wren-at-test');
    const back = await page.fetch(`${callback.pathname}${callback.search}`);
    expect(back.headers.get('location')).toBe('/users/auth/link');
    showPage(page);

    expect(await new QueryClient().fetchQuery(pendingLinkQueryOptions())).toEqual({
      provider: { id: 'testid', name: 'Test ID' },
      email: 'wren@example.com',
      username: 'wren',
      signed_in: false,
    });
    const linked = await completeLink('secret-password');
    expect(linked).toMatchObject({ user: { username: 'wren' }, redirect: '/wren' });
    expect((await new QueryClient().fetchQuery(linkedServicesQueryOptions())).services).toEqual([
      { provider: 'testid', name: 'Test ID', email: 'wren@example.com', linked_at: expect.any(String) },
    ]);
  });
});
