import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deck, StatusResponse } from '@lectern/contracts';
import recorded from './recorded-answers.json';
import {
  fetchStatus,
  removeAvatar,
  requestPasswordReset,
  signIn,
  signOut,
  statusQueryOptions,
  updateAccount,
} from './account';
import { customerQueryOptions, subscriptionQueryOptions } from './billing';
import { deckDataQueryKey, fetchDeckContent, fetchDeckUpdatedAt } from './deck-content';
import { copyDeck, createDeck, deckQueryKey, fetchDeck, giveKudos, saveDeck } from './decks';
import {
  createMedia,
  fetchAllMedia,
  fetchMedia,
  fetchSearchSources,
  fetchUsage,
  searchExternal,
  updateMedia,
} from './media';
import { fetchProfileDecks } from './profiles';
import { fetchRevision, fetchRevisions, restoreRevision, revisionsQueryKey } from './revisions';
import { searchDecks } from './search';
import { createTag, fetchTags, renameTag, tagDecks } from './tags';
import { saveUserSetting } from './user-settings';

// Each client against the BFF's own answers to it, recorded from the BFF test harness
// (apps/bff/src/testing) on PGlite: the client asks for what the BFF serves, and the answer
// passes the contract schema the client names (checked here, as in development).

type Recording = { method: string; url: string; status: number; body: unknown };
const answers: Record<string, Recording> = recorded;
const answer = (name: string) => answers[name]!;
const body = <T>(name: string) => answer(name).body as T;

const deck = body<{ deck: Deck }>('createDeck').deck;
const tagId = body<{ tag: { id: string } }>('createTag').tag.id;
const mediaId = body<{ media: { id: string } }>('createMedia').media.id;
const revisionId = body<{ revisions: { id: number }[] }>('fetchRevisions').revisions.at(-1)!.id;

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const meta = { content: 'token' };
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { querySelector: () => meta });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  queryClient.clear();
});

/** Answers the next call with a recording, and gives what the client asked for. */
function replay(name: string) {
  const { status, body: payload } = answer(name);
  fetchMock.mockResolvedValueOnce(
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }),
  );
  return () => {
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    return { method: init?.method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
  };
}

const cases: [string, () => Promise<unknown>, (value: unknown) => void][] = [
  ['status', () => fetchStatus(), (value) => expect(value).toMatchObject({ user_signed_in: true })],
  ['createDeck', () => createDeck({ title: 'Recorded deck' }), (value) => expect(value).toEqual(deck)],
  ['fetchDeck', () => fetchDeck('ada', deck.slug), (value) => expect(value).toMatchObject({ id: deck.id })],
  ['fetchDeckContent', () => fetchDeckContent(deck.id), (value) => expect(value).toMatchObject({ version: 2 })],
  ['fetchDeckUpdatedAt', () => fetchDeckUpdatedAt(deck.id), (value) => expect(typeof value).toBe('string')],
  ['fetchRevisions', () => fetchRevisions(deck.id), (value) => expect(value).toHaveLength(2)],
  ['fetchRevision', () => fetchRevision(deck.id, revisionId), (value) => expect(value).toHaveProperty('data')],
  ['fetchProfileDecks', () => fetchProfileDecks('ada', 'personal', 1), (value) => expect(value).toHaveProperty('tabs')],
  ['searchDecks', () => searchDecks('recorded', 1, 'relevance'), (value) => expect(value).toHaveProperty('results')],
  [
    'giveKudos',
    () => giveKudos(queryClient, deck.id, true),
    (value) => expect(value).toEqual({ kudos_count: 1, kudoed: true }),
  ],
  ['copyDeck', () => copyDeck(deck.id, 'clone'), (value) => expect(value).toHaveProperty('slug')],
  ['createTag', () => createTag('deck'), (value) => expect(value).toMatchObject({ id: tagId })],
  ['renameTag', () => renameTag(tagId, 'Talks'), (value) => expect(value).toMatchObject({ name: 'Talks' })],
  ['tagDecks', () => tagDecks(tagId, [deck.id]), (value) => expect(value).toMatchObject({ decks: [deck.id] })],
  ['fetchTags', () => fetchTags('deck'), (value) => expect(value).toHaveLength(1)],
  ['createMedia', () => createMedia('own', 'Image', 'a.png'), (value) => expect(value).toMatchObject({ id: mediaId })],
  [
    'updateMedia',
    () => updateMedia('own', mediaId, { label: 'Logo' }),
    (value) => expect(value).toMatchObject({ label: 'Logo' }),
  ],
  ['fetchMedia', () => fetchMedia(mediaId), (value) => expect(value).toMatchObject({ id: mediaId })],
  ['fetchAllMedia', () => fetchAllMedia('own', false), (value) => expect(value).toHaveLength(1)],
  ['fetchUsage', () => fetchUsage(), (value) => expect(value).toHaveProperty('limit')],
  ['fetchSearchSources', () => fetchSearchSources(), (value) => expect(value).toEqual(['unsplash'])],
  ['searchExternal', () => searchExternal('unsplash', 'cats', 0, 25), (value) => expect(value).toHaveLength(1)],
  ['removeAvatar', () => removeAvatar(), (value) => expect(value).toEqual({ thumbnail_url: null })],
  ['updateAccount', () => updateAccount({ profile_photo: '' }), (value) => expect(value).toHaveProperty('user')],
  ['signOut', () => signOut(), (value) => expect(value).toBeUndefined()],
  [
    'fetchSubscription',
    () => queryClient.fetchQuery(subscriptionQueryOptions()),
    (value) => expect(value).toMatchObject({ plan: { tier: 'free' } }),
  ],
  [
    'fetchCustomer',
    () => queryClient.fetchQuery(customerQueryOptions()),
    (value) => expect(value).toMatchObject({ active_card: null, charges: [] }),
  ],
  [
    'signIn',
    () => signIn({ login: 'ada', password: 'secret-password' }),
    (value) => expect(value).toHaveProperty('csrf_token'),
  ],
  [
    'requestPasswordReset',
    () => requestPasswordReset('ada@example.com'),
    (value) => expect(value).toHaveProperty('message'),
  ],
];

describe('each client against its recorded BFF answer', () => {
  it.each(cases)('%s', async (name, call, check) => {
    const asked = replay(name);
    check(await call());
    const { method, url } = answer(name);
    expect(asked()).toMatchObject({ method, url });
  });

  it('records an answer for every case', () => {
    const covered = new Set([
      ...cases.map(([name]) => name),
      'saveDeck settings',
      'saveDeck content',
      'restoreRevision',
      'saveUserSetting',
    ]);
    expect(Object.keys(answers).filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe('a successful save updates the query cache', () => {
  const stale = { ...deck, title: 'Old title', center: false };

  it('puts the answered deck into every cached read of it, and under its current address', async () => {
    queryClient.setQueryData(deckQueryKey('ada', deck.id), stale);
    queryClient.setQueryData(deckQueryKey('ada', 'old-slug', 'link-token'), stale);
    queryClient.setQueryData(deckQueryKey('ada', 'another-deck'), { ...stale, id: 'another' });
    const asked = replay('saveDeck settings');

    const saved = await saveDeck(queryClient, deck.id, { title: 'Recorded deck', center: true });

    expect(asked()).toMatchObject({ method: 'PUT', body: { deck: { title: 'Recorded deck', center: true } } });
    expect(saved).toMatchObject({ title: 'Recorded deck', center: true });
    for (const key of [
      deckQueryKey('ada', deck.id),
      deckQueryKey('ada', 'old-slug', 'link-token'),
      deckQueryKey('ada', deck.slug),
    ])
      expect(queryClient.getQueryData(key)).toEqual(saved);
    expect(queryClient.getQueryData<Deck>(deckQueryKey('ada', 'another-deck'))?.title).toBe('Old title');
  });

  it('after a content save keeps the new version and marks the cached markup to be fetched again', async () => {
    queryClient.setQueryData(deckQueryKey('ada', deck.slug), stale);
    queryClient.setQueryData(deckDataQueryKey(deck.id), { data: '', version: 1 });
    replay('saveDeck content');

    const saved = await saveDeck(queryClient, deck.id, { data: '<section><p>One</p></section>', version: 1 });

    expect(queryClient.getQueryData<Deck>(deckQueryKey('ada', deck.slug))?.version).toBe(saved.version);
    expect(queryClient.getQueryState(deckDataQueryKey(deck.id))?.isInvalidated).toBe(true);
  });

  it('leaves the cache as it was when the save fails', async () => {
    queryClient.setQueryData(deckQueryKey('ada', deck.slug), stale);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'newer_version', message: 'Newer version available' } }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );

    await expect(saveDeck(queryClient, deck.id, { data: '', version: 1 })).rejects.toMatchObject({ status: 409 });
    expect(queryClient.getQueryData(deckQueryKey('ada', deck.slug))).toEqual(stale);
  });

  it('after a restore shows the restored deck and fetches its content and history again', async () => {
    queryClient.setQueryData(deckQueryKey('ada', deck.slug), stale);
    queryClient.setQueryData(deckDataQueryKey(deck.id), { data: '', version: 2 });
    queryClient.setQueryData(revisionsQueryKey(deck.id), []);
    replay('restoreRevision');

    const restored = await restoreRevision(queryClient, deck.id, revisionId);

    expect(queryClient.getQueryData(deckQueryKey('ada', deck.slug))).toEqual(restored);
    expect(queryClient.getQueryState(deckDataQueryKey(deck.id))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(revisionsQueryKey(deck.id))?.isInvalidated).toBe(true);
  });

  it('writes the answered kudos into the cached deck', async () => {
    queryClient.setQueryData(deckQueryKey('ada', deck.slug), stale);
    replay('giveKudos');

    await giveKudos(queryClient, deck.id, true);

    expect(queryClient.getQueryData(deckQueryKey('ada', deck.slug))).toEqual({
      ...stale,
      kudos_count: 1,
      kudoed: true,
    });
  });

  it('writes saved user settings into the cached status', async () => {
    const status = body<StatusResponse>('status');
    queryClient.setQueryData(statusQueryOptions().queryKey, status);
    replay('saveUserSetting');

    await saveUserSetting(queryClient, 'speaker_layout', 'wide');

    expect(queryClient.getQueryData(statusQueryOptions().queryKey)).toMatchObject({
      user: { settings: { speaker_layout: 'wide' } },
    });
  });
});
