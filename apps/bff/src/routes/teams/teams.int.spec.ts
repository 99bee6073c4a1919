import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMembershipEvent, teamStreamId } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import type { AuditEntry, Team, TeamInvite, TeamMember } from '@lectern/contracts';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin as joinThroughInvitation, signUpTeam } from '../../testing/teams.js';

/** Teams through the API: sign-up, members, roles, invitations, settings, the audit, and what outsiders get. */
describe('teams', () => {
  let bff: TestBff;
  let owner: TestClient;
  let bo: TestClient;
  let cy: TestClient;
  let team: Team;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    bff = await createTestBff();
    owner = createClient(bff.app);
    const created = await signUpTeam(owner, 'Acme Rockets', 'acme', 'ann');
    expect(created.statusCode, created.body).toBe(201);
    team = created.json().team;
    ids.ann = created.json().user.id;
  });
  afterAll(() => bff.close());

  /** Invites `email`, and signs a new person up through the link the e-mail carries. */
  async function inviteAndJoin(email: string, username: string): Promise<TestClient> {
    let link = '';
    const {
      client: person,
      id,
      invitation,
    } = await joinThroughInvitation(bff, owner, email, username, async (token, client) => {
      link = `/api/v1/invitations/${encodeURIComponent(token)}`;
      expect((await client.get(link)).json()).toEqual({
        invitation: { email, team_role: 'member', team: { name: 'Acme Rockets', slug: 'acme' } },
      });
    });
    expect(invitation.email).toBe(email);
    const mail = bff.mails.findLast((m) => m.to === email);
    expect(mail?.text).toContain(invitation.invitation_url);
    expect((await person.get(link)).statusCode).toBe(404);
    expect((await person.get('/api/v1/team')).json().team.id).toBe(team.id);
    ids[username] = id;
    return person;
  }

  it('signs a team up on its own subdomain with its owner signed in', async () => {
    expect(team).toMatchObject({
      name: 'Acme Rockets',
      slug: 'acme',
      root_url: 'http://acme.lectern.test',
      account_billing_period: 'yearly',
      account_cost_per_user: null,
      manually_upgraded: false,
      user_count: 1,
      allow_scripts: false,
      beta_new_editor: false,
    });
    expect((await owner.get('/api/v1/teams.json')).json().results.map((t: Team) => t.id)).toEqual([team.id]);
    const members = (await owner.get('/api/v1/team/users')).json().results as TeamMember[];
    expect(members.map((m) => [m.username, m.team_role, m.membership.activated])).toEqual([['ann', 'owner', true]]);
  });

  it('answers slug lookups 204 taken and 404 free, and refuses a taken slug before making any account', async () => {
    const visitor = createClient(bff.app);
    expect((await visitor.get('/api/v1/team/lookup?slug=ACME')).statusCode).toBe(204);
    expect((await visitor.get('/api/v1/team/lookup?slug=api')).statusCode).toBe(204);
    expect((await visitor.get('/api/v1/team/lookup?slug=free-one')).statusCode).toBe(404);
    const again = await signUpTeam(visitor, 'Acme', 'Acme', 'dora');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ 'team.slug': ["That one's already taken :("] });
    expect((await visitor.get('/api/v1/users/lookup?username=dora')).statusCode).toBe(404);
  });

  it('refuses a slug of any size beyond the limit, and a name of 1 MB', async () => {
    const long = await signUpTeam(createClient(bff.app), 'Long', 'x'.repeat(100_000), 'longslug');
    expect(long.json().error.fields).toEqual({ 'team.slug': ['At most 40 characters'] });
    const huge = await signUpTeam(createClient(bff.app), 'n'.repeat(1_000_000), 'huge', 'hugename');
    expect(huge.json().error.fields).toEqual({ 'team.name': ['At most 100 characters'] });
  });

  it('lists the first problem of each part of a bad sign-up under its field', async () => {
    const response = await createClient(bff.app).post('/api/v1/teams', {
      team: { name: ' ', slug: 'a b' },
      user: { username: 'x', email: 'nope', password: '1' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toMatchObject({
      'team.name': ['Required'],
      'team.slug': ['No spaces please'],
      'user.email': ['Please enter a valid email'],
    });
  });

  it('lets exactly one of many simultaneous sign-ups have a slug', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signUpTeam(createClient(bff.app), `Race ${i}`, 'race', `racer${i}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    const accounts = await Promise.all(
      answers.map((_, i) => createClient(bff.app).get(`/api/v1/users/lookup?username=racer${i}`)),
    );
    // Only the winner's account exists: a refused sign-up leaves no account behind.
    expect(accounts.map((a) => a.statusCode).sort()).toEqual([204, 404, 404, 404, 404, 404]);
  });

  it('invites two people; both join through their links', async () => {
    bo = await inviteAndJoin('bo@example.com', 'bo');
    cy = await inviteAndJoin('cy@example.com', 'cy');
    const members = (await bo.get('/api/v1/team/users')).json().results as TeamMember[];
    expect(members.map((m) => [m.username, m.team_role])).toEqual([
      ['ann', 'owner'],
      ['bo', 'member'],
      ['cy', 'member'],
    ]);
  });

  it('lets only managers change members and invitations', async () => {
    const refused = [
      await bo.put(`/api/v1/team/users/${ids.cy}`, { user: { role: 'admin' } }),
      await bo.delete(`/api/v1/team/users/${ids.cy}/deactivate`),
      await bo.post(`/api/v1/team/users/${ids.cy}/reactivate`),
      await bo.delete(`/api/v1/team/users/${ids.cy}`, { absorb_decks: true }),
      await bo.post('/api/v1/team/invitations', { invitation: { email: 'eve@example.com' } }),
      await bo.get('/api/v1/team/invitations'),
      await bo.get('/api/v1/team/audit'),
      await bo.get('/api/v1/team/audit.csv'),
      await bo.put('/api/v1/team', { team: { name: 'Mine now' } }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
    expect((await bo.get('/api/v1/team')).json().team.name).toBe('Acme Rockets');
  });

  it('lets the owner make a member admin, and never lets anyone change the owner role', async () => {
    const promoted = await owner.put(`/api/v1/team/users/${ids.bo}`, { user: { role: 'admin' } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().user).toMatchObject({ username: 'bo', team_role: 'admin' });
    for (const client of [owner, bo]) {
      const response = await client.put(`/api/v1/team/users/${ids.ann}`, { user: { role: 'member' } });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe("The owner's role cannot be changed");
    }
    expect((await owner.put(`/api/v1/team/users/${ids.ann}`, { user: { role: 'owner' } })).statusCode).toBe(422);
    expect((await bo.delete(`/api/v1/team/users/${ids.ann}/deactivate`)).statusCode).toBe(403);
    expect((await bo.delete(`/api/v1/team/users/${ids.bo}/deactivate`)).json().error.message).toBe(
      'You cannot deactivate yourself',
    );
  });

  it('deactivates and reactivates a member; a deactivated member is refused the team', async () => {
    const off = await owner.delete(`/api/v1/team/users/${ids.cy}/deactivate`);
    expect(off.json().user.membership).toEqual({ activated: false, role: 'member' });
    expect((await cy.get('/api/v1/team/users')).statusCode).toBe(403);
    expect((await cy.get('/api/v1/teams')).json().results).toEqual([]);
    const on = await bo.post(`/api/v1/team/users/${ids.cy}/reactivate`);
    expect(on.json().user.membership).toEqual({ activated: true, role: 'member' });
    expect((await cy.get('/api/v1/team/users')).statusCode).toBe(200);
  });

  it('deletes only a deactivated member; their kept decks move to the manager who deleted them', async () => {
    const kept = await createDeck(cy, { title: 'Launch plan' });
    const trashed = await createDeck(cy, { title: 'Old notes' });
    expect((await cy.post(`/api/v1/decks/${trashed.id}/trash`)).statusCode).toBe(204);
    await createDeck(owner, { title: 'Launch plan' });
    expect((await owner.delete(`/api/v1/team/users/${ids.cy}`, { absorb_decks: true })).statusCode).toBe(409);
    expect((await owner.get(`/api/v1/decks/${kept.id}`)).json().deck.user.username).toBe('cy');
    await owner.delete(`/api/v1/team/users/${ids.cy}/deactivate`);
    expect((await owner.delete(`/api/v1/team/users/${ids.cy}`, { absorb_decks: true })).statusCode).toBe(204);
    const moved = await owner.get(`/api/v1/decks/${kept.id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    // The owner had a "launch-plan" already: the kept one gets the next free address.
    expect(moved.json().deck).toMatchObject({ user: { id: ids.ann, username: 'ann' }, slug: 'launch-plan-2' });
    expect((await owner.get('/api/v1/users/cy/decks')).json().results).toEqual([]);
    const annTrash = await owner.get('/api/v1/users/ann/decks?tab=trash');
    expect(annTrash.body).toContain(trashed.id);
    expect((await cy.get('/api/v1/team')).statusCode).toBe(404);
    const members = (await owner.get('/api/v1/team/users')).json().results as TeamMember[];
    expect(members.map((m) => m.username)).toEqual(['ann', 'bo']);
  });

  it('hands a signed-in member over to the team subdomain once, with a session of that host', async () => {
    const asked = await bo.post('/api/v1/session/handoff', { to: '/team/users' });
    expect(asked.statusCode, asked.body).toBe(200);
    const url = new URL(asked.json().url);
    expect(url.origin).toBe('http://acme.lectern.test');
    const path = `${url.pathname}${url.search}`;
    const onTeamHost = createClient(bff.app, { headers: { host: 'acme.lectern.test' } });
    const spent = await onTeamHost.get(path);
    expect(spent.statusCode).toBe(303);
    expect(spent.headers.location).toBe('/team/users');
    expect((await onTeamHost.get('/api/v1/team/users')).statusCode).toBe(200);
    // Once only, on that host only, and never for a forged or stale token.
    const again = createClient(bff.app, { headers: { host: 'acme.lectern.test' } });
    expect((await again.get(path)).headers.location).toMatch(/^\/users\/sign_in/);
    expect((await again.get('/api/v1/team/users')).statusCode).toBe(401);
    const fresh = new URL((await bo.post('/api/v1/session/handoff', {})).json().url);
    const elsewhere = createClient(bff.app, { headers: { host: 'other.lectern.test' } });
    expect((await elsewhere.get(`${fresh.pathname}${fresh.search}`)).headers.location).toMatch(/^\/users\/sign_in/);
    const forged = new URL(fresh);
    const [payload] = forged.searchParams.get('token')!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const other = Buffer.from(JSON.stringify({ ...claims, userId: ids.ann })).toString('base64url');
    forged.searchParams.set('token', `${other}.${forged.searchParams.get('token')!.split('.')[1]}`);
    expect((await again.get(`${forged.pathname}${forged.search}`)).headers.location).toMatch(/^\/users\/sign_in/);
    // Only to a path of the team's host, and only for a signed-in member.
    expect((await bo.post('/api/v1/session/handoff', { to: '//evil.example/x' })).statusCode).toBe(422);
    expect((await createClient(bff.app).post('/api/v1/session/handoff', {})).statusCode).toBe(401);
  });

  it('resends and cancels an invitation; an invited member cannot be invited twice', async () => {
    const invited = await owner.post('/api/v1/team/invitations', { invitation: { email: 'eve@example.com' } });
    const id = (invited.json().invitation as TeamInvite).id;
    const twice = await owner.post('/api/v1/team/invitations', { invitation: { email: 'EVE@example.com' } });
    expect(twice.json().error.fields).toEqual({ 'invitation.email': ['That e-mail has been invited already'] });
    const member = await owner.post('/api/v1/team/invitations', { invitation: { email: 'bo@example.com' } });
    expect(member.json().error.fields).toEqual({ 'invitation.email': ['That person is in a team already'] });
    const mailsBefore = bff.mails.length;
    expect((await bo.post(`/api/v1/team/invitations/${id}/resend`)).statusCode).toBe(200);
    await expect.poll(() => bff.mails.length).toBe(mailsBefore + 1);
    expect((await bo.delete(`/api/v1/team/invitations/${id}`)).statusCode).toBe(204);
    expect((await owner.get('/api/v1/team/invitations')).json().results).toEqual([]);
    expect((await bo.delete(`/api/v1/team/invitations/${id}`)).statusCode).toBe(404);
  });

  it('changes settings for managers, with a Google domain that has a dot and a slug that is free', async () => {
    const bad = await bo.put('/api/v1/team', { team: { google_domain: 'example' } });
    expect(bad.json().error.fields).toEqual({ 'team.google_domain': ['Please enter a valid domain'] });
    const saved = await bo.put('/api/v1/team', {
      team: { name: 'Acme', google_domain: 'acme.example', allow_scripts: true, global_css_input: '.x{}' },
    });
    expect(saved.json().team).toMatchObject({ name: 'Acme', google_domain: 'acme.example', allow_scripts: true });
    expect((await bo.put('/api/v1/team', { team: { slug: 'race' } })).statusCode).toBe(422);
    const moved = await bo.put('/api/v1/team', { team: { slug: 'acme-co' } });
    expect(moved.json().team.root_url).toBe('http://acme-co.lectern.test');
    expect((await owner.get('/api/v1/team/lookup?slug=acme')).statusCode).toBe(404);
    expect((await owner.get('/api/v1/team/lookup?slug=acme-co')).statusCode).toBe(204);
    expect((await bo.put('/api/v1/team', { team: { beta_new_editor: true } })).json().team.beta_new_editor).toBe(true);
    const noTheme = await bo.put('/api/v1/team', { team: { default_theme_id: 'theme-of-someone-else' } });
    expect(noTheme.json().error.fields).toEqual({ 'team.default_theme_id': ['Could not find theme data'] });
    expect(
      (await bo.put('/api/v1/team', { team: { default_theme_id: null } })).json().team.default_theme_id,
    ).toBeNull();
    const cleared = await bo.put('/api/v1/team', { team: { google_domain: '' } });
    expect(cleared.json().team.google_domain).toBeNull();
    expect((await bo.put('/api/v1/team', { team: { global_css_input: 'x'.repeat(100_001) } })).statusCode).toBe(422);
  });

  it("compiles the team's global CSS on the server and applies it to every deck of the team, only there", async () => {
    const saved = await bo.put('/api/v1/team', {
      team: {
        global_css_input: '@brand: #123456; h1 { color: @brand; } body { display: none; }',
        global_css_output: 'body { display: none }',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const css = saved.json().team.global_css_output as string;
    expect(css).toBe('.deck-slide h1{color:#123456}');
    const broken = await bo.put('/api/v1/team', { team: { global_css_input: 'h1 { color: ' } });
    expect(Object.keys(broken.json().error.fields)).toEqual(['team.global_css_input']);
    expect((await bo.put('/api/v1/team', { team: { global_css_input: '@import "x.css";' } })).statusCode).toBe(422);
    // A deck of the team shows it before its own styles; a deck outside the team does not.
    const ours = await createDeck(owner, { title: 'Styled' });
    expect(ours.css_output).toBe(css);
    const outsider = await signedUpClient(bff.app, 'quinn');
    expect((await createDeck(outsider, { title: 'Plain' })).css_output).toBe('');
    const page = await createClient(bff.app, { headers: { accept: 'text/html' } }).get(`/ann/${ours.slug}`);
    expect(page.body).toContain('.deck-slide h1{color:#123456}');
    await bo.put('/api/v1/team', { team: { global_css_input: '' } });
    expect((await owner.get(`/api/v1/decks/${ours.id}`)).json().deck.css_output).toBe('');
  });

  it('keeps every deck of the team internal while it allows no public decks', async () => {
    const outsider = await signedUpClient(bff.app, 'pat');
    const outsiders = await createDeck(outsider, { title: 'Open to all' });
    expect((await bo.put('/api/v1/team', { team: { allow_public_decks: false } })).statusCode).toBe(200);
    const fresh = await createDeck(owner, { title: 'Quiet plan' });
    expect(fresh.visibility).toBe('team');
    const refused = [
      await owner.post('/api/v1/decks', { deck: { title: 'Loud plan', visibility: 'all' } }),
      await owner.post(`/api/v1/decks/${fresh.id}/publish`, { visibility: 'all' }),
      await owner.put(`/api/v1/decks/${fresh.id}`, { deck: { visibility: 'all' } }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect((await owner.put(`/api/v1/decks/${fresh.id}`, { deck: { visibility: 'self' } })).statusCode).toBe(200);
    // A copy of a public deck starts internal; a copy of an internal one stays so.
    const forked = (await owner.post(`/api/v1/decks/${outsiders.id}/fork`)).json().deck;
    expect((await owner.get(`/api/v1/decks/${forked.id}`)).json().deck.visibility).toBe('team');
    expect((await owner.post(`/api/v1/decks/${forked.id}/trash`)).statusCode).toBe(204);
    // Someone outside the team is not held to it.
    expect((await createDeck(outsider, { title: 'Mine' })).visibility).toBe('all');
    expect((await bo.put('/api/v1/team', { team: { allow_public_decks: true } })).statusCode).toBe(200);
    expect((await owner.post(`/api/v1/decks/${fresh.id}/publish`, { visibility: 'all' })).statusCode).toBe(200);
    expect((await createDeck(owner, { title: 'Loud again' })).visibility).toBe('all');
  });

  it("removes the team's logo for managers only", async () => {
    // No call of the product sets a logo (spec/002 §7 lists its removal only): one is recorded as an event.
    const stream = teamStreamId(team.id);
    await bff.store.append(
      stream,
      [
        {
          id: newEventId(),
          type: 'TeamSettingsChanged',
          data: { settings: { logo_url: '/files/logo.png' } },
          metadata: { actorId: ids.ann!, correlationId: newEventId(), causationId: null },
        },
      ],
      { expectedVersion: await bff.store.streamVersion(stream) },
    );
    await expect.poll(async () => (await bo.get('/api/v1/team')).json().team.logo_url).toBe('/files/logo.png');
    const outsider = await signedUpClient(bff.app, 'rita');
    expect((await outsider.delete('/api/v1/team/remove_logo')).statusCode).toBe(404);
    const removed = await owner.delete('/api/v1/team/remove_logo');
    expect(removed.json().team.logo_url).toBeNull();
  });

  it('searches members by name or e-mail', async () => {
    const found = (await bo.get('/api/v1/team/search?q=ANN')).json().results as TeamMember[];
    expect(found.map((m) => m.username)).toEqual(['ann']);
    expect((await bo.get('/api/v1/team/search?q=%25')).json().results).toEqual([]);
  });

  it('suggests up to five active teammates while one types, never oneself', async () => {
    const suggested = async (client: TestClient, q: string) =>
      ((await client.post('/api/v1/team/search', { q })).json().results as { name: string }[]).map((r) => r.name);
    expect(await suggested(bo, 'example.com')).toEqual(['ann']);
    expect((await bo.post('/api/v1/team/search', { q: 'ann' })).json().results).toEqual([
      { id: ids.ann, name: 'ann', email: 'ann@example.com' },
    ]);
    expect(await suggested(owner, 'example.com')).toEqual(['bo']);
    expect((await bo.post('/api/v1/team/search', { q: '' })).statusCode).toBe(422);
    expect((await createClient(bff.app).post('/api/v1/team/search', { q: 'a' })).statusCode).toBe(401);
  });

  it('shows a member of another team nothing of this one', async () => {
    const other = createClient(bff.app);
    expect((await signUpTeam(other, 'Other', 'other', 'olga')).statusCode).toBe(201);
    const acmeHost = createClient(bff.app, { headers: { host: 'acme-co.lectern.test' } });
    // The same person (her session cookie) asking on Acme's subdomain.
    const olgaOnAcme = createClient(bff.app, { headers: { host: 'acme-co.lectern.test' } });
    olgaOnAcme.setCookie('lectern_session', other.cookie('lectern_session')!);
    for (const path of ['/team', '/team/users', '/team/search?q=a', '/team/invitations', '/team/audit', '/team/decks'])
      expect((await olgaOnAcme.get(`/api/v1${path}`)).statusCode, path).toBe(403);
    expect((await olgaOnAcme.put(`/api/v1/team/users/${ids.bo}`, { user: { role: 'member' } })).statusCode).toBe(403);
    // On her own team, Acme's people and invitations are unknown.
    expect((await other.put(`/api/v1/team/users/${ids.bo}`, { user: { role: 'member' } })).statusCode).toBe(404);
    expect((await other.get('/api/v1/team/search?q=bo')).json().results).toEqual([]);
    const acmeInvite = await owner.post('/api/v1/team/invitations', { invitation: { email: 'zed@example.com' } });
    const inviteId = (acmeInvite.json().invitation as TeamInvite).id;
    expect((await other.delete(`/api/v1/team/invitations/${inviteId}`)).statusCode).toBe(404);
    expect((await other.post(`/api/v1/team/invitations/${inviteId}/resend`)).statusCode).toBe(404);
    expect((await acmeHost.get('/api/v1/team')).statusCode).toBe(401);
    expect(
      (await createClient(bff.app, { headers: { host: 'nobody.lectern.test' } }).get('/api/v1/team')).statusCode,
    ).toBe(401);
    // Acme's managers on their own subdomain, as the web app asks.
    const annOnAcme = createClient(bff.app, { headers: { host: 'acme-co.lectern.test' } });
    annOnAcme.setCookie('lectern_session', owner.cookie('lectern_session')!);
    expect((await annOnAcme.get('/api/v1/team')).json().team.slug).toBe('acme-co');
  });

  it('audits every membership change, equal to the membership events in the log, as JSON and CSV', async () => {
    const audit = (await owner.get('/api/v1/team/audit')).json().results as AuditEntry[];
    const events = (await bff.store.readStream(teamStreamId(team.id))).filter(isMembershipEvent);
    expect(audit.map((e) => [e.id, e.actor.id, e.at])).toEqual(
      events.map((e) => [e.id, e.metadata.actorId, e.recordedAt.toISOString()]),
    );
    expect(audit.map((e) => `${e.action} ${e.member.username ?? e.member.email} by ${e.actor.username}`)).toEqual([
      'team_created ann by ann',
      'invited bo@example.com by ann',
      'joined bo by bo',
      'invited cy@example.com by ann',
      'joined cy by cy',
      'role_changed bo by ann',
      'deactivated cy by ann',
      'reactivated cy by bo',
      'deactivated cy by ann',
      'deleted cy by ann',
      'invited eve@example.com by ann',
      'invitation_resent eve@example.com by bo',
      'invitation_cancelled eve@example.com by bo',
      'invited zed@example.com by ann',
    ]);
    expect(audit.find((e) => e.action === 'deleted')?.absorb_decks).toBe(true);
    expect(audit.find((e) => e.action === 'role_changed')?.role).toBe('admin');

    const csv = await bo.get('/api/v1/team/audit.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"time","action","member","member_email","role","decks_kept","by"');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(
      audit.map((e) => `"${e.at}","${e.action}"`),
    );

    const aboutCy = (await owner.get(`/api/v1/team/audit?member=${ids.cy}`)).json().results as AuditEntry[];
    expect(aboutCy.map((e) => e.action)).toEqual(['joined', 'deactivated', 'reactivated', 'deactivated', 'deleted']);
    const byEmail = (await owner.get('/api/v1/team/audit?member=CY@example.com')).json().results as AuditEntry[];
    expect(byEmail.map((e) => e.action)).toEqual([
      'invited',
      'joined',
      'deactivated',
      'reactivated',
      'deactivated',
      'deleted',
    ]);
    const today = audit[0]!.at.slice(0, 10);
    expect((await owner.get(`/api/v1/team/audit?from=${today}&to=${today}`)).json().results).toHaveLength(audit.length);
    expect((await owner.get('/api/v1/team/audit?to=2000-01-01')).json().results).toEqual([]);
    expect((await owner.get('/api/v1/team/audit?from=yesterday')).statusCode).toBe(422);
    expect((await owner.put('/api/v1/team/audit', {})).statusCode).toBe(404);
  });

  it('lets the team read an internal deck and tells everyone else it does not exist', async () => {
    const deck = await createDeck(bo, { title: 'Roadmap', visibility: 'team' });
    expect(deck.visibility).toBe('team');
    expect((await owner.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(200);
    const olga = createClient(bff.app);
    const signedIn = await olga.post('/api/v1/session', { user: { login: 'olga', password: 'secret-password' } });
    expect(signedIn.json().user.membership).toMatchObject({ role: 'owner', activated: true });
    expect(signedIn.json().user.team_id).not.toBe(team.id);
    expect((await olga.get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(404);
    const titles = async (client: TestClient, query = '') =>
      ((await client.get(`/api/v1/team/decks${query}`)).json().results as { title: string }[]).map((d) => d.title);
    expect(await titles(owner)).toContain('Roadmap');
    expect(await titles(owner, '?q=roadm')).toEqual(['Roadmap']);
    expect(await titles(owner, '?q=%25')).toEqual([]);
    expect(await titles(olga)).not.toContain('Roadmap');
    // The shared tab of one's own profile lists the team's internal decks, others' only.
    const shared = async (client: TestClient, username: string) => {
      const answer = (await client.get(`/api/v1/users/${username}/decks?tab=shared`)).json();
      return { titles: (answer.results as { title: string }[]).map((d) => d.title), count: answer.tabs.shared };
    };
    expect(await shared(owner, 'ann')).toEqual({ titles: ['Roadmap'], count: 1 });
    expect(await shared(bo, 'bo')).toEqual({ titles: [], count: 0 });
    expect(await shared(olga, 'olga')).toEqual({ titles: [], count: 0 });
    expect(await shared(olga, 'ann')).toEqual({ titles: [], count: 0 });
    expect(await shared(createClient(bff.app), 'ann')).toEqual({ titles: [], count: 0 });
    // On bo's own list, his teammates see his internal deck; nobody else does.
    const listed = async (client: TestClient) => {
      const answer = (await client.get('/api/v1/users/bo/decks')).json();
      return { titles: (answer.results as { title: string }[]).map((d) => d.title), count: answer.tabs.personal };
    };
    expect(await listed(owner)).toEqual({ titles: ['Roadmap'], count: 1 });
    expect(await listed(olga)).toEqual({ titles: [], count: 0 });
    expect(await listed(createClient(bff.app))).toEqual({ titles: [], count: 0 });
    expect((await createClient(bff.app).get('/api/v1/team/decks')).statusCode).toBe(401);
    expect((await createClient(bff.app).get(`/api/v1/decks/${deck.id}`)).statusCode).toBe(404);
    const ann = await createClient(bff.app).post('/api/v1/session', {
      user: { login: 'ann', password: 'secret-password' },
    });
    expect(ann.json().user).toMatchObject({ team_id: team.id, membership: { role: 'owner' } });
  });
});
