import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deck, StatusResponse } from '@lectern/contracts';
import { mediaMessages } from '@lectern/domain';
import { startDropboxDouble, type DropboxDouble } from '@lectern/testing';
import type { MediaSearchSource } from '../../apps/bff/src/media/search/index.js';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';
import {
  fetchStatus,
  removeAvatar,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
  statusQueryOptions,
  updateAccount,
} from '../../apps/web/src/api/account.js';
import { customerQueryOptions, subscriptionQueryOptions } from '../../apps/web/src/api/billing.js';
import { AnswerMismatchError, ApiError, apiRequest } from '../../apps/web/src/api/client.js';
import { deckDataQueryKey, fetchDeckContent, fetchDeckUpdatedAt } from '../../apps/web/src/api/deck-content.js';
import { copyDeck, createDeck, deckQueryKey, fetchDeck, giveKudos, saveDeck } from '../../apps/web/src/api/decks.js';
import {
  createMedia,
  createMediaFromUrl,
  fetchAllMedia,
  fetchMedia,
  fetchSearchSources,
  fetchUsage,
  searchExternal,
  updateMedia,
} from '../../apps/web/src/api/media.js';
import {
  disconnectFileSync,
  fileSyncQueryOptions,
  saveExportToFileSync,
  startFileSyncConnection,
} from '../../apps/web/src/api/file-sync.js';
import { fetchProfileDecks } from '../../apps/web/src/api/profiles.js';
import { fetchRevision, fetchRevisions, restoreRevision, revisionsQueryKey } from '../../apps/web/src/api/revisions.js';
import { searchDecks } from '../../apps/web/src/api/search.js';
import { createTag, fetchTags, renameTag, tagDecks } from '../../apps/web/src/api/tags.js';
import { saveUserSetting } from '../../apps/web/src/api/user-settings.js';
import { openPage, showPage } from './page.js';

// The web app's API clients (apps/web/src/api) run against the BFF of this test run, in a page
// it served: every call goes through the client as the app makes it, and every answer must pass
// the contract schema the client names (checked in development and tests, `import.meta.env.DEV`).

const unsplash: MediaSearchSource = {
  name: 'unsplash',
  search: async () => [
    {
      url: 'https://images.example/cat.jpg',
      thumb_url: 'https://images.example/cat-small.jpg',
      webp_thumb_url: null,
      width: 640,
      height: 480,
      download_url: 'https://images.example/cat.jpg?download',
      meta: { creator_name: 'Cat Person', profile_url: null },
    },
  ],
};

describe('the web clients against the BFF', () => {
  let bff: TestBff;
  let queryClient: QueryClient;
  let deck: Deck;
  let dropbox: DropboxDouble;

  beforeAll(async () => {
    dropbox = await startDropboxDouble();
    bff = await createTestBff({ mediaSearch: [unsplash], dropbox: dropbox.settings() });
    showPage(await openPage(bff.app));
    await signUp({ username: 'ada', email: 'ada@example.com', password: 'secret-password' });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await bff.close();
    await dropbox.stop();
  });
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => queryClient.clear());

  it('checks answers against their contract schemas here', async () => {
    await expect(apiRequest('/status', { answer: 'deckResponse' })).rejects.toThrow(AnswerMismatchError);
  });

  describe('decks', () => {
    it('fetchStatus', async () => {
      expect(await fetchStatus()).toMatchObject({ user_signed_in: true, user: { username: 'ada' } });
    });

    it('createDeck and fetchDeck', async () => {
      deck = await createDeck({ title: 'Contract deck' });
      expect(deck).toMatchObject({ title: 'Contract deck', user: { username: 'ada' } });
      expect(await fetchDeck('ada', deck.slug)).toMatchObject({ id: deck.id, title: 'Contract deck' });
    });

    it('saveDeck with settings puts the answered deck into every cached read of it, and under its address', async () => {
      const stale = { ...deck, title: 'Old title', center: false };
      queryClient.setQueryData(deckQueryKey('ada', deck.id), stale);
      queryClient.setQueryData(deckQueryKey('ada', 'old-slug', 'link-token'), stale);
      queryClient.setQueryData(deckQueryKey('ada', 'another-deck'), { ...stale, id: 'another' });

      const saved = await saveDeck(queryClient, deck.id, { title: 'Contract deck', center: true });

      expect(saved).toMatchObject({ id: deck.id, title: 'Contract deck', center: true });
      for (const key of [
        deckQueryKey('ada', deck.id),
        deckQueryKey('ada', 'old-slug', 'link-token'),
        deckQueryKey('ada', saved.slug),
      ])
        expect(queryClient.getQueryData(key)).toEqual(saved);
      expect(queryClient.getQueryData<Deck>(deckQueryKey('ada', 'another-deck'))?.title).toBe('Old title');
      deck = saved;
    });

    it('saveDeck with content keeps the new version and marks the cached markup to be fetched again', async () => {
      queryClient.setQueryData(deckQueryKey('ada', deck.slug), deck);
      queryClient.setQueryData(deckDataQueryKey(deck.id), { data: '', version: deck.version });

      const saved = await saveDeck(queryClient, deck.id, {
        data: '<section><p>One</p></section>',
        version: deck.version,
      });

      expect(saved.version).toBe(deck.version + 1);
      expect(queryClient.getQueryData<Deck>(deckQueryKey('ada', deck.slug))?.version).toBe(saved.version);
      expect(queryClient.getQueryState(deckDataQueryKey(deck.id))?.isInvalidated).toBe(true);
      deck = saved;
    });

    it('saveDeck refused as based on an older version leaves the cache as it was', async () => {
      queryClient.setQueryData(deckQueryKey('ada', deck.slug), deck);

      await expect(saveDeck(queryClient, deck.id, { data: '', version: deck.version - 1 })).rejects.toMatchObject({
        status: 409,
        code: 'newer_version',
      });
      expect(queryClient.getQueryData(deckQueryKey('ada', deck.slug))).toEqual(deck);
    });

    it('fetchDeckContent and fetchDeckUpdatedAt', async () => {
      const content = await fetchDeckContent(deck.id);
      expect(content.version).toBe(deck.version);
      expect(content.data).toContain('One');
      expect(Date.parse(await fetchDeckUpdatedAt(deck.id))).not.toBeNaN();
    });

    it('fetchRevisions and fetchRevision', async () => {
      const revisions = await fetchRevisions(deck.id);
      expect(revisions.map((revision) => revision.version)).toEqual([deck.version, deck.version - 1]);
      expect(await fetchRevision(deck.id, revisions[0]!.id)).toMatchObject({ revision: revisions[0] });
    });

    it('restoreRevision shows the restored deck and fetches its content and history again', async () => {
      const oldest = (await fetchRevisions(deck.id)).at(-1)!;
      queryClient.setQueryData(deckQueryKey('ada', deck.slug), deck);
      queryClient.setQueryData(deckDataQueryKey(deck.id), { data: '', version: deck.version });
      queryClient.setQueryData(revisionsQueryKey(deck.id), []);

      const restored = await restoreRevision(queryClient, deck.id, oldest.id);

      expect(restored.version).toBe(deck.version + 1);
      expect(queryClient.getQueryData(deckQueryKey('ada', deck.slug))).toEqual(restored);
      expect(queryClient.getQueryState(deckDataQueryKey(deck.id))?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(revisionsQueryKey(deck.id))?.isInvalidated).toBe(true);
      deck = restored;
    });

    it('fetchProfileDecks and searchDecks', async () => {
      const profile = await fetchProfileDecks('ada', 'personal', 1);
      expect(profile.results.map((card) => card.id)).toEqual([deck.id]);
      expect(profile.tabs).toMatchObject({ personal: 1 });
      expect((await searchDecks('contract', 1, 'relevance')).results.map((card) => card.id)).toEqual([deck.id]);
    });

    it('giveKudos writes the answered kudos into the cached deck', async () => {
      queryClient.setQueryData(deckQueryKey('ada', deck.slug), deck);

      expect(await giveKudos(queryClient, deck.id, true)).toEqual({ kudos_count: 1, kudoed: true });
      expect(queryClient.getQueryData(deckQueryKey('ada', deck.slug))).toEqual({
        ...deck,
        kudos_count: 1,
        kudoed: true,
      });
    });

    it('copyDeck', async () => {
      const copy = await copyDeck(deck.id, 'clone');
      expect(copy).toMatchObject({ user: { username: 'ada' } });
      expect(copy.id).not.toBe(deck.id);
    });
  });

  describe('tags', () => {
    it('createTag, renameTag, tagDecks and fetchTags', async () => {
      const tag = await createTag('deck');
      expect(await renameTag(tag.id, 'Talks')).toMatchObject({ id: tag.id, name: 'Talks' });
      expect(await tagDecks(tag.id, [deck.id])).toMatchObject({ decks: [deck.id] });
      expect(await fetchTags('deck')).toMatchObject([{ id: tag.id, name: 'Talks', decks: [deck.id] }]);
    });
  });

  describe('media', () => {
    it('createMedia, updateMedia, fetchMedia, fetchAllMedia and fetchUsage', async () => {
      const created = await createMedia('own', 'Image', 'a.png');
      expect(await updateMedia('own', created.id, { label: 'Logo' })).toMatchObject({ id: created.id, label: 'Logo' });
      expect(await fetchMedia(created.id)).toMatchObject({ id: created.id, label: 'Logo' });
      expect((await fetchAllMedia('own', false)).map((item) => item.id)).toEqual([created.id]);
      expect((await fetchUsage()).limit).toBeGreaterThan(0);
    });

    it('createMediaFromUrl: the server refuses an address it must not fetch, with its message', async () => {
      const refused = await createMediaFromUrl('own', 'https://127.0.0.1/a.png', 'Image').catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ status: 422, message: mediaMessages.urlRefused });
    });

    it('fetchSearchSources and searchExternal', async () => {
      expect(await fetchSearchSources()).toEqual(['unsplash']);
      expect(await searchExternal('unsplash', 'cats', 0, 25)).toMatchObject([
        { url: 'https://images.example/cat.jpg' },
      ]);
    });
  });

  describe('the account', () => {
    it('saveUserSetting writes the saved settings into the cached status', async () => {
      queryClient.setQueryData<StatusResponse>(statusQueryOptions().queryKey, await fetchStatus());

      expect(await saveUserSetting(queryClient, 'speaker_layout', 'wide')).toMatchObject({ speaker_layout: 'wide' });
      expect(queryClient.getQueryData(statusQueryOptions().queryKey)).toMatchObject({
        user: { settings: { speaker_layout: 'wide' } },
      });
    });

    it('removeAvatar and updateAccount', async () => {
      expect(await removeAvatar()).toEqual({ thumbnail_url: null });
      expect(await updateAccount({ billing_address: '1 Market Street' })).toMatchObject({
        user: { username: 'ada', billing_address: '1 Market Street' },
      });
    });

    it('the billing queries', async () => {
      expect(await queryClient.fetchQuery(subscriptionQueryOptions())).toMatchObject({ plan: { tier: 'free' } });
      expect(await queryClient.fetchQuery(customerQueryOptions())).toMatchObject({ active_card: null, charges: [] });
    });

    it('the Dropbox calls: its state, the consent page, saving refused until connected, disconnecting', async () => {
      expect(await queryClient.fetchQuery(fileSyncQueryOptions())).toEqual({
        provider: 'Dropbox',
        configured: true,
        connected: false,
        connected_at: null,
        ended: null,
      });
      const { authorize_url } = await startFileSyncConnection();
      expect(authorize_url.startsWith(`${dropbox.url}/oauth2/authorize?`)).toBe(true);
      const refused = await saveExportToFileSync(deck.id, 'no-such-export').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(404);
      await disconnectFileSync();
    });

    it('signOut, signIn and requestPasswordReset', async () => {
      await signOut();
      expect(await fetchStatus()).toEqual({ user_signed_in: false });
      expect(await signIn({ login: 'ada', password: 'secret-password' })).toMatchObject({ user: { username: 'ada' } });
      expect(await fetchStatus()).toMatchObject({ user_signed_in: true });
      expect(await requestPasswordReset('ada@example.com')).toHaveProperty('message');
    });
  });
});
