import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck, DeckUser } from '@lectern/contracts';
import { createPresenceBoard, type PresenceBoard } from '@lectern/pubsub';
import { waitUntil } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** Collaborators and the editor seat, through the API: who may do what, and the server's own checks. */
describe('collaborators and the editor seat', () => {
  let bff: TestBff;
  let owner: TestClient;
  let editor: TestClient;
  let viewer: TestClient;
  let stranger: TestClient;
  let anonymous: TestClient;
  let deck: Deck;
  const ids: Record<string, string> = {};
  // Realtime's side of presence: the pages people have open, as the BFF hears of them.
  let realtime: PresenceBoard;

  const users = async (client: TestClient) =>
    (await client.get(`/api/v1/decks/${deck.id}/users`)).json() as { users: DeckUser[]; editor: { editor_id: string } };
  const save = (client: TestClient, data: string, version: number) =>
    client.put(`/api/v1/decks/${deck.id}`, { deck: { data, version } });
  const currentVersion = async () => ((await owner.get(`/api/v1/decks/${deck.id}/data`)).json() as Deck).version;
  const opens = async (name: string, userId: string, status: 'viewing' | 'idle' = 'viewing') => {
    await realtime.set({ connectionId: name, deckId: deck.id, userId, status, slideId: null });
    await waitUntil(() =>
      bff.presence.inDeck(deck.id).some((entry) => entry.connectionId === name && entry.status === status),
    );
  };
  const closes = async (name: string) => {
    await realtime.remove(name);
    await waitUntil(() => !bff.presence.inDeck(deck.id).some((entry) => entry.connectionId === name));
  };

  beforeAll(async () => {
    bff = await createTestBff();
    realtime = createPresenceBoard(bff.pubsub);
    await realtime.start();
    owner = await signedUpClient(bff.app, 'maestro');
    editor = await signedUpClient(bff.app, 'ed');
    viewer = await signedUpClient(bff.app, 'vi');
    stranger = await signedUpClient(bff.app, 'outsider');
    anonymous = createClient(bff.app);
    await bff.setPlan('maestro', 'pro');
    for (const [name, client] of Object.entries({ owner, editor, viewer, stranger }))
      ids[name] = (await client.get('/api/v1/status')).json().user.id as string;
    deck = await createDeck(owner, { title: 'Roadmap', visibility: 'self' });
  });
  afterAll(async () => {
    await realtime.stop();
    await bff.close();
  });

  it('is made collaborative by its owner alone, who then edits it', async () => {
    expect(deck.collaborative).toBe(false);
    expect(deck.deck_user_editor_limit).toBe(50);
    expect((await stranger.post(`/api/v1/decks/${deck.id}/make_collaborative`)).statusCode).toBe(404);
    expect((await anonymous.post(`/api/v1/decks/${deck.id}/make_collaborative`)).statusCode).toBe(401);
    expect(
      (await owner.post(`/api/v1/decks/${deck.id}/users/invite`, { user: { email: 'ed@example.com', role: 'editor' } }))
        .statusCode,
    ).toBe(409);
    const made = await owner.post(`/api/v1/decks/${deck.id}/make_collaborative`);
    expect(made.statusCode, made.body).toBe(200);
    expect((made.json() as { deck: Deck }).deck.collaborative).toBe(true);
    expect((await users(owner)).editor.editor_id).toBe(ids.owner);
  });

  it('takes collaborators by address with a role, and mails them', async () => {
    const invite = (client: TestClient, email: string, role: string) =>
      client.post(`/api/v1/decks/${deck.id}/users/invite`, { user: { email, role } });
    const added = await invite(owner, 'ED@example.com', 'editor');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().user).toMatchObject({ id: ids.editor, username: 'ed', role: 'editor', pending: false });
    expect((await invite(owner, 'vi@example.com', 'viewer')).statusCode).toBe(201);
    expect(bff.mails.at(-1)).toMatchObject({
      to: 'vi@example.com',
      subject: 'maestro invited you to collaborate on "Roadmap"',
    });
    expect(bff.mails.at(-1)!.text).toContain('http://lectern.test/maestro/roadmap/review');

    const refusal = async (response: Awaited<ReturnType<typeof invite>>) => {
      expect(response.statusCode, response.body).toBe(422);
      return (response.json() as { error: { fields: Record<string, string[]> } }).error.fields;
    };
    expect(await refusal(await invite(owner, 'not-an-address', 'viewer'))).toEqual({
      email: ['Please enter a valid email'],
    });
    expect((await refusal(await invite(owner, 'maestro@example.com', 'viewer'))).email).toHaveLength(1);
    expect((await refusal(await invite(owner, 'vi@example.com', 'editor'))).email).toHaveLength(1);
    // Admins only on enterprise decks.
    expect((await refusal(await invite(owner, 'outsider@example.com', 'admin'))).role).toHaveLength(1);
    expect((await refusal(await invite(owner, `a\u0000b@example.com`, 'viewer')))['user.email']).toHaveLength(1);
    // Only those who administer the deck invite; to others it stays unknown.
    expect((await invite(editor, 'outsider@example.com', 'viewer')).statusCode).toBe(403);
    expect((await invite(stranger, 'outsider@example.com', 'viewer')).statusCode).toBe(404);
  });

  it('lists its users to its collaborators, with addresses only for those who administer it', async () => {
    const seenByOwner = await users(owner);
    expect(seenByOwner.users.map((user) => [user.username, user.role, user.editing])).toEqual([
      ['maestro', 'owner', true],
      ['ed', 'editor', false],
      ['vi', 'viewer', false],
    ]);
    expect(seenByOwner.users.map((user) => user.email)).toEqual([
      'maestro@example.com',
      'ed@example.com',
      'vi@example.com',
    ]);
    expect((await users(viewer)).users.map((user) => user.email)).toEqual([null, null, null]);
    expect((await stranger.get(`/api/v1/decks/${deck.id}/users`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/v1/decks/${deck.id}/users`)).statusCode).toBe(401);
  });

  it('refuses every content save but the current editor’s, whatever the client sends', async () => {
    const version = await currentVersion();
    const refused = await save(editor, '<section data-id="a"><p>mine now</p></section>', version);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_editor');
    expect((await save(viewer, '<section data-id="a"></section>', version)).statusCode).toBe(403);
    expect((await save(stranger, '<section data-id="a"></section>', version)).statusCode).toBe(404);
    expect((await editor.post(`/api/v1/decks/${deck.id}/revisions/1/restore`)).statusCode).toBe(403);
    const accepted = await save(owner, '<section data-id="intro"><p>owner</p></section>', version);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await currentVersion()).toBe(version + 1);
  });

  it('hands the seat over only as the handover protocol allows', async () => {
    await opens('owner-page', ids.owner!);
    // The owner is active: opening the editor does not take the seat, pressing Edit asks for it.
    const taken = await editor.post(`/api/v1/decks/${deck.id}/users/become_editor`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('editor_busy');
    expect((await viewer.post(`/api/v1/decks/${deck.id}/handover`)).statusCode).toBe(403);
    const asked = await editor.post(`/api/v1/decks/${deck.id}/handover`);
    expect(asked.json()).toEqual({ editor: { editor_id: ids.owner, pending: [ids.editor] } });
    // Only the editor answers.
    expect((await editor.post(`/api/v1/decks/${deck.id}/handover/approve`, { user_id: ids.editor })).statusCode).toBe(
      403,
    );
    const denied = await owner.post(`/api/v1/decks/${deck.id}/handover/deny`, { user_id: ids.editor });
    expect(denied.json()).toEqual({ editor: { editor_id: ids.owner, pending: [] } });
    expect((await owner.post(`/api/v1/decks/${deck.id}/handover/approve`, { user_id: ids.editor })).statusCode).toBe(
      409,
    );
    // Asked again and approved: the editor saves and the owner no longer does.
    await editor.post(`/api/v1/decks/${deck.id}/handover`);
    const approved = await owner.post(`/api/v1/decks/${deck.id}/handover/approve`, { user_id: ids.editor });
    expect(approved.json()).toEqual({ editor: { editor_id: ids.editor, pending: [] } });
    const version = await currentVersion();
    expect((await save(editor, '<section data-id="intro"><p>ed</p></section>', version)).statusCode).toBe(200);
    expect((await save(owner, '<section data-id="intro"><p>owner</p></section>', version + 1)).statusCode).toBe(403);
    // The owner asks back and cancels; the request is gone.
    await opens('editor-page', ids.editor!);
    expect((await owner.post(`/api/v1/decks/${deck.id}/handover`)).json().editor.pending).toEqual([ids.owner]);
    expect((await owner.post(`/api/v1/decks/${deck.id}/handover/cancel`)).json().editor.pending).toEqual([]);
  });

  it('gives the seat at once when its holder is idle or gone', async () => {
    await opens('editor-page', ids.editor!, 'idle');
    const idle = await owner.post(`/api/v1/decks/${deck.id}/users/become_editor`);
    expect(idle.json()).toEqual({ editor: { editor_id: ids.owner, pending: [] } });
    await owner.post(`/api/v1/decks/${deck.id}/handover`);
    await editor.post(`/api/v1/decks/${deck.id}/handover`);
    await closes('owner-page');
    const gone = await editor.post(`/api/v1/decks/${deck.id}/handover`);
    expect(gone.json()).toEqual({ editor: { editor_id: ids.editor, pending: [] } });
    await closes('editor-page');
  });

  it('changes roles and removes collaborators, never the owner, and a removed one loses the deck', async () => {
    const change = (client: TestClient, userId: string, role: string) =>
      client.put(`/api/v1/decks/${deck.id}/users/${userId}`, { user: { role } });
    expect((await change(owner, ids.owner!, 'viewer')).statusCode).toBe(403);
    expect((await change(editor, ids.viewer!, 'editor')).statusCode).toBe(403);
    expect((await change(owner, 'nobody', 'editor')).statusCode).toBe(404);
    const promoted = await change(owner, ids.viewer!, 'editor');
    expect(promoted.json().user).toMatchObject({ id: ids.viewer, role: 'editor' });
    // Realtime asks again after the event, and is answered from read models that show it.
    const stream = `deck-${deck.id}`;
    const [promotion] = await bff.store.readStream(stream, { fromVersion: await bff.store.streamVersion(stream) });
    expect(promotion!.type).toBe('CollaboratorRoleChanged');
    const access = (client: TestClient, after: unknown) =>
      client.get(`/api/v1/decks/${deck.id}/collaboration?after=${after}`);
    expect((await access(viewer, promotion!.position)).json()).toMatchObject({ role: 'editor', can_edit: true });
    expect((await access(stranger, promotion!.position)).statusCode).toBe(404);
    for (const bad of [-1, 'soon', 2 ** 60]) expect((await access(viewer, bad)).statusCode).toBe(422);
    // The editor made a viewer leaves the seat, and may no longer save.
    const demoted = await change(owner, ids.editor!, 'viewer');
    expect(demoted.json().user).toMatchObject({ role: 'viewer', editing: false });
    expect((await users(owner)).editor.editor_id).toBeNull();
    expect((await owner.delete(`/api/v1/decks/${deck.id}/users/${ids.owner}`)).statusCode).toBe(403);
    expect((await owner.delete(`/api/v1/decks/${deck.id}/users/${ids.editor}`)).statusCode).toBe(204);
    expect((await editor.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(404);
    expect((await editor.get(`/api/v1/decks/${deck.id}/comments`)).statusCode).toBe(404);
  });

  it('waits for an address nobody has, and lets in only someone signed in with it who follows the link', async () => {
    const invited = await owner.post(`/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: 'Newcomer@example.com', role: 'viewer' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = invited.json().user as DeckUser;
    expect(invitation).toMatchObject({ user_id: null, pending: true, email: 'Newcomer@example.com' });
    expect(bff.mails.at(-1)!.text).toContain(`http://lectern.test/invitations/deck/${invitation.id}`);
    const accept = (client: TestClient, id = invitation.id) => client.post(`/api/v1/deck_invitations/${id}`);
    expect((await accept(stranger)).statusCode).toBe(404);
    expect((await accept(anonymous)).statusCode).toBe(401);
    const newcomer = await signedUpClient(bff.app, 'newcomer');
    expect((await accept(newcomer, 'invitation-guess')).statusCode).toBe(404);
    const accepted = await accept(newcomer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await newcomer.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(200);
    expect((await users(owner)).users.find((user) => user.username === 'newcomer')).toMatchObject({ pending: false });
  });

  it('lists the decks shared with someone on their own profile’s Shared tab, to them alone', async () => {
    const shared = (await viewer.get('/api/v1/users/vi/decks?tab=shared')).json();
    expect(shared.results.map((card: { title: string }) => card.title)).toEqual(['Roadmap']);
    expect(shared.tabs.shared).toBe(1);
    const seenByOthers = (await stranger.get('/api/v1/users/vi/decks?tab=shared')).json();
    expect(seenByOthers).toMatchObject({ results: [], tabs: { shared: 0 } });
  });
});
