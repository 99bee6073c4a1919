import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Deck, DeckUser } from '@lectern/contracts';
import { createPresenceBoard, type PresenceBoard } from '@lectern/pubsub';
import { waitUntil } from '@lectern/testing';
import { createClient } from '../../apps/bff/src/testing/client.js';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../apps/bff/src/testing/teams.js';
import { signIn, signUp } from '../../apps/web/src/api/account.js';
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
} from '../../apps/web/src/api/collaboration.js';
import { createDeck, deckQueryKey } from '../../apps/web/src/api/decks.js';
import { openPage, showPage, type Page } from './page.js';

// The web app's collaboration clients against the BFF of this test run, each person in a page of
// their own; every answer must pass the contract schema the client names (see clients.int.spec.ts).

describe('the collaboration clients against the BFF', () => {
  let bff: TestBff;
  // Realtime's side of presence: Ada's editor page is open, so the seat is asked for, not taken.
  let realtime: PresenceBoard;
  let ada: Page;
  let bea: Page;
  let deck: Deck;
  let beaOnDeck: DeckUser;
  const queryClient = new QueryClient();

  /** A person of the team, signed in on a page of the web app. */
  async function signedInPage(username: string): Promise<Page> {
    const page = await openPage(bff.app);
    showPage(page);
    await signIn({ login: username, password: 'secret-password' });
    return page;
  }

  beforeAll(async () => {
    bff = await createTestBff();
    realtime = createPresenceBoard(bff.pubsub);
    await realtime.start();
    const owner = createClient(bff.app);
    await signUpTeam(owner, 'Ada Works', 'ada-works', 'ada');
    await inviteAndJoin(bff, owner, 'bea@example.com', 'bea');
    bea = await signedInPage('bea');
    ada = await signedInPage('ada');
    deck = await createDeck({ title: 'Collaboration deck' });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await realtime.stop();
    await bff.close();
  });

  it('makeCollaborative puts the deck, collaborative, into the cache', async () => {
    queryClient.setQueryData(deckQueryKey('ada', deck.slug), deck);
    expect(await makeCollaborative(queryClient, deck.id)).toMatchObject({ id: deck.id, collaborative: true });
    expect(queryClient.getQueryData<Deck>(deckQueryKey('ada', deck.slug))?.collaborative).toBe(true);
  });

  it('inviteCollaborator and changeCollaboratorRole', async () => {
    beaOnDeck = await inviteCollaborator(deck.id, { email: 'bea@example.com', role: 'editor', add_to_team: false });
    expect(beaOnDeck).toMatchObject({ username: 'bea', role: 'editor', pending: false });
    expect(await changeCollaboratorRole(deck.id, beaOnDeck.id, 'admin')).toMatchObject({ role: 'admin' });
  });

  it('becomeEditor, requestEditor, cancelEditorRequest, denyEditorRequest and approveEditorRequest', async () => {
    const adaId = (await becomeEditor(deck.id)).editor_id!;
    await realtime.set({
      connectionId: 'ada-editor',
      deckId: deck.id,
      userId: adaId,
      status: 'viewing',
      slideId: null,
    });
    await waitUntil(() => bff.presence.inDeck(deck.id).some((entry) => entry.connectionId === 'ada-editor'));
    const beaId = beaOnDeck.user_id!;

    showPage(bea);
    expect(await requestEditor(deck.id)).toEqual({ editor_id: adaId, pending: [beaId] });
    expect(await cancelEditorRequest(deck.id)).toEqual({ editor_id: adaId, pending: [] });
    await requestEditor(deck.id);
    showPage(ada);
    expect(await denyEditorRequest(deck.id, beaId)).toEqual({ editor_id: adaId, pending: [] });
    showPage(bea);
    await requestEditor(deck.id);
    showPage(ada);
    expect(await approveEditorRequest(deck.id, beaId)).toEqual({ editor_id: beaId, pending: [] });
  });

  it('postComment, editComment, fetchComments, markCommentsRead and deleteComment', async () => {
    const comment = await postComment(deck.id, 'Nice', 'intro');
    expect(comment).toMatchObject({ message: 'Nice', slide_hash: 'intro' });
    expect(await editComment(comment.id, 'Nicer')).toMatchObject({ id: comment.id, message: 'Nicer' });
    showPage(bea);
    const unread = await fetchComments(deck.id, { slide_hash: 'intro', page: 1 });
    expect(unread).toMatchObject({ comments: [{ id: comment.id, message: 'Nicer' }], unread_count: 1 });
    await markCommentsRead(deck.id);
    expect(await fetchComments(deck.id)).toMatchObject({ unread_count: 0 });
    showPage(ada);
    await deleteComment(comment.id);
    expect((await fetchComments(deck.id)).comments).toEqual([]);
  });

  it('fetchDeckUsers and searchTeamMembers', async () => {
    const { users, editor } = await fetchDeckUsers(deck.id);
    expect(users.map((user) => [user.username, user.role])).toEqual([
      ['ada', 'owner'],
      ['bea', 'admin'],
    ]);
    expect(editor.editor_id).toBe(beaOnDeck.user_id);
    expect(await searchTeamMembers('bea')).toEqual([{ id: beaOnDeck.user_id, name: 'bea', email: 'bea@example.com' }]);
  });

  it('acceptInvitation: an address without an account joins once signed up with it', async () => {
    const invitation = await inviteCollaborator(deck.id, { email: 'cy@example.com', role: 'viewer' });
    expect(invitation).toMatchObject({ user_id: null, pending: true });
    showPage(await openPage(bff.app));
    await signUp({ username: 'cy', email: 'cy@example.com', password: 'secret-password' });
    expect(await acceptInvitation(invitation.id)).toMatchObject({ id: deck.id });
    showPage(ada);
  });

  it('removeCollaborator', async () => {
    await removeCollaborator(deck.id, beaOnDeck.id);
    expect((await fetchDeckUsers(deck.id)).users.map((user) => user.username)).toEqual(['ada', 'cy']);
  });
});
