import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck } from '@lectern/contracts';
import { createClient, createDeck, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** A team's deck: admins can be added, and managers invite newcomers to the team too. */
describe('collaborators on an enterprise team’s deck', () => {
  let bff: TestBff;
  let manager: TestClient;
  let member: TestClient;
  let deck: Deck;

  beforeAll(async () => {
    bff = await createTestBff();
    manager = createClient(bff.app);
    const created = await manager.post('/api/v1/teams', {
      team: { name: 'Orbit Works', slug: 'orbit' },
      user: { username: 'orla', email: 'orla@example.com', password: 'secret-password' },
      subscription: { billing_period: 'yearly' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await manager.post('/api/v1/team/invitations', { invitation: { email: 'milo@example.com' } });
    const token = decodeURIComponent(bff.mails.at(-1)!.text.match(/\/invitations\/(\S+)/)![1]!);
    member = createClient(bff.app);
    const joined = await member.post(`/api/v1/invitations/${encodeURIComponent(token)}`, {
      user: { username: 'milo', password: 'secret-password' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    deck = await createDeck(manager, { title: 'Launch plan', visibility: 'team' });
    await manager.post(`/api/v1/decks/${deck.id}/make_collaborative`);
  });
  afterAll(() => bff.close());

  it('adds an admin on an enterprise deck', async () => {
    const added = await manager.post(`/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: 'milo@example.com', role: 'admin' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().user).toMatchObject({ username: 'milo', role: 'admin' });
    // An admin manages collaborators too.
    expect(
      (await member.put(`/api/v1/decks/${deck.id}/users/${added.json().user.id}`, { user: { role: 'editor' } }))
        .statusCode,
    ).toBe(200);
  });

  it('invites an unknown address into the team as well when a manager asks', async () => {
    const invited = await manager.post(`/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: 'nova@example.com', role: 'viewer', add_to_team: true },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mails = bff.mails.filter((mail) => mail.to === 'nova@example.com').map((mail) => mail.subject);
    expect(mails).toEqual([
      'orla invited you to collaborate on "Launch plan"',
      'orla invited you to Orbit Works on Lectern',
    ]);
    const teamInvitations = (await manager.get('/api/v1/team/invitations')).json();
    expect(JSON.stringify(teamInvitations)).toContain('nova@example.com');
    // A member who does not manage the team cannot invite into it.
    const refused = await member.post(`/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: 'vega@example.com', role: 'viewer', add_to_team: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(bff.mails.some((mail) => mail.to === 'vega@example.com')).toBe(false);
  });

  it('does not invite an address on the team’s own domain into the team: it joins by signing in', async () => {
    expect((await manager.put('/api/v1/team', { team: { google_domain: 'orbit.example' } })).statusCode).toBe(200);
    const invited = await manager.post(`/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: 'Lyra@Orbit.example', role: 'viewer', add_to_team: true },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mails = bff.mails.filter((mail) => mail.to.toLowerCase() === 'lyra@orbit.example').map((m) => m.subject);
    expect(mails).toEqual(['orla invited you to collaborate on "Launch plan"']);
    const teamInvitations = (await manager.get('/api/v1/team/invitations')).json();
    expect(JSON.stringify(teamInvitations).toLowerCase()).not.toContain('lyra@orbit.example');
  });
});
