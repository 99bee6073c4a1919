import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deck } from '@lectern/contracts';
import recorded from './recorded-collaboration-answers.json';
import {
  acceptInvitation,
  approveEditorRequest,
  becomeEditor,
  cancelEditorRequest,
  changeCollaboratorRole,
  deleteComment,
  denyEditorRequest,
  editComment,
  fetchComments,
  fetchDeckUsers,
  inviteCollaborator,
  makeCollaborative,
  markCommentsRead,
  postComment,
  removeCollaborator,
  requestEditor,
  searchTeamMembers,
} from './collaboration';
import { deckQueryKey } from './decks';

// Each collaboration client against the BFF's own answer to it, recorded once from the BFF test
// harness (apps/bff/src/testing) making each call as the web makes it; answers are checked against
// their contract schema as in development.

type Recording = { method: string; url: string; status: number; body: unknown };
const answers: Record<string, Recording> = recorded;
const answer = (name: string) => answers[name]!;
const body = <T>(name: string) => answer(name).body as T;

const deck = body<{ deck: Deck }>('makeCollaborative').deck;
const editorId = body<{ user: { id: string } }>('inviteCollaborator').user.id;
const commentId = body<{ comment: { id: string } }>('postComment').comment.id;
const invitationId = answer('acceptInvitation').url.split('/').at(-1)!;

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { querySelector: () => ({ content: 'token' }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function replay(name: string) {
  const { status, body: payload } = answer(name);
  fetchMock.mockResolvedValueOnce(
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }),
  );
  return () => {
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    return {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
  };
}

const cases: [string, () => Promise<unknown>, (value: unknown) => void][] = [
  [
    'makeCollaborative',
    () => makeCollaborative(queryClient, deck.id),
    (value) => expect(value).toMatchObject({ collaborative: true }),
  ],
  [
    'inviteCollaborator',
    () => inviteCollaborator(deck.id, { email: 'bea@example.com', role: 'editor', add_to_team: false }),
    (value) => expect(value).toMatchObject({ username: 'bea', role: 'editor' }),
  ],
  [
    'changeCollaboratorRole',
    () => changeCollaboratorRole(deck.id, editorId, 'admin'),
    (value) => expect(value).toMatchObject({ role: 'admin' }),
  ],
  ['becomeEditor', () => becomeEditor(deck.id), (value) => expect(value).toHaveProperty('editor_id')],
  ['requestEditor', () => requestEditor(deck.id), (value) => expect(value).toMatchObject({ pending: [editorId] })],
  ['cancelEditorRequest', () => cancelEditorRequest(deck.id), (value) => expect(value).toMatchObject({ pending: [] })],
  [
    'denyEditorRequest',
    () => denyEditorRequest(deck.id, editorId),
    (value) => expect(value).toMatchObject({ pending: [] }),
  ],
  [
    'approveEditorRequest',
    () => approveEditorRequest(deck.id, editorId),
    (value) => expect(value).toMatchObject({ editor_id: editorId }),
  ],
  [
    'postComment',
    () => postComment(deck.id, 'Nice', 'intro'),
    (value) => expect(value).toMatchObject({ message: 'Nice' }),
  ],
  ['editComment', () => editComment(commentId, 'Nicer'), (value) => expect(value).toMatchObject({ message: 'Nicer' })],
  [
    'fetchComments',
    () => fetchComments(deck.id, { slide_hash: 'intro', page: 1 }),
    (value) => expect(value).toHaveProperty('unread_count'),
  ],
  ['markCommentsRead', () => markCommentsRead(deck.id), (value) => expect(value).toBeUndefined()],
  ['deleteComment', () => deleteComment(commentId), (value) => expect(value).toBeUndefined()],
  ['fetchDeckUsers', () => fetchDeckUsers(deck.id), (value) => expect(value).toHaveProperty('editor')],
  ['searchTeamMembers', () => searchTeamMembers('bea'), (value) => expect(value).toMatchObject([{ name: 'bea' }])],
  ['acceptInvitation', () => acceptInvitation(invitationId), (value) => expect(value).toMatchObject({ id: deck.id })],
  ['removeCollaborator', () => removeCollaborator(deck.id, editorId), (value) => expect(value).toBeUndefined()],
];

describe('each collaboration client against its recorded BFF answer', () => {
  it.each(cases)('%s', async (name, call, check) => {
    const asked = replay(name);
    check(await call());
    const { method, url } = answer(name);
    expect(asked()).toMatchObject({ method, url });
  });

  it('records an answer for every case', () => {
    expect(Object.keys(answers).sort()).toEqual(cases.map(([name]) => name).sort());
  });

  it('puts the deck made collaborative into the cache', async () => {
    queryClient.setQueryData(deckQueryKey(deck.user.username, deck.slug), { ...deck, collaborative: false });
    replay('makeCollaborative');
    await makeCollaborative(queryClient, deck.id);
    expect(queryClient.getQueryData<Deck>(deckQueryKey(deck.user.username, deck.slug))?.collaborative).toBe(true);
  });
});
