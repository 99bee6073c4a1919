import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

interface DeckRef {
  id: string;
  slug: string;
}

/** Access tokens (private links in the UI): who manages them, what they open, and the password that guards them. */
describe('access tokens', () => {
  let bff: TestBff;
  let owner: TestClient;
  let freeOwner: TestClient;
  let otherUser: TestClient;
  let anonymous: TestClient;
  const decks: Record<'private' | 'internal' | 'otherPrivate' | 'public' | 'free', DeckRef> = {} as never;
  const SECRET = 'quetzalsecret';

  async function createLink(deck: DeckRef, settings: Record<string, unknown> = {}) {
    const created = await owner.post(`/api/v1/decks/${deck.id}/access_tokens`, { access_token: { name: 'Board' } });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json().access_token as { id: string; token: string };
    if (Object.keys(settings).length > 0) {
      const saved = await owner.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}`, { access_token: settings });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return link;
  }

  const readPaths = (deck: DeckRef, token?: string) => {
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    return [
      `/api/v1/decks/${deck.id}${query}`,
      `/api/v1/decks/${deck.id}/data${query}`,
      `/api/v1/decks/${deck.id}/updated_at${query}`,
      `/api/v1/users/keeper/decks/${deck.slug}${query}`,
      `/api/v1/users/keeper/decks/${deck.id}${query}`,
    ];
  };
  const viewsPath = (deck: DeckRef, token?: string) =>
    `/api/v1/decks/${deck.id}/views${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  async function expectEveryRead(client: TestClient, deck: DeckRef, token: string | undefined, status: number) {
    for (const path of readPaths(deck, token)) {
      const response = await client.get(path);
      expect(response.statusCode, `GET ${path}`).toBe(status);
      if (status !== 200) expect(response.body).not.toContain(SECRET);
    }
    expect((await client.post(viewsPath(deck, token))).statusCode, `POST ${viewsPath(deck, token)}`).toBe(
      status === 200 ? 204 : status,
    );
  }

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'keeper');
    freeOwner = await signedUpClient(bff.app, 'thrifty');
    otherUser = await signedUpClient(bff.app, 'snoop');
    anonymous = createClient(bff.app);
    await bff.setPlan('keeper', 'pro');
    // Private decks need a paid plan; access tokens need pro or enterprise.
    await bff.setPlan('thrifty', 'lite');
    decks.private = await createDeck(owner, { title: `private ${SECRET}`, visibility: 'self' });
    decks.internal = await createDeck(owner, { title: `internal ${SECRET}`, visibility: 'team' });
    decks.otherPrivate = await createDeck(owner, { title: `other ${SECRET}`, visibility: 'self' });
    decks.public = await createDeck(owner, { title: 'public', visibility: 'all' });
    decks.free = await createDeck(freeOwner, { title: 'free', visibility: 'self' });
  });
  afterAll(() => bff.close());

  describe('managing links', () => {
    it('takes a plan with access tokens', async () => {
      const refused = await freeOwner.post(`/api/v1/decks/${decks.free.id}/access_tokens`, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('upgrade_required');
      expect((await freeOwner.get(`/api/v1/decks/${decks.free.id}/access_tokens`)).statusCode).toBe(403);
    });

    it("is for the deck's owners and admins: others do not learn the deck exists, visitors must sign in", async () => {
      expect((await otherUser.post(`/api/v1/decks/${decks.private.id}/access_tokens`, {})).statusCode).toBe(404);
      expect((await anonymous.get(`/api/v1/decks/${decks.private.id}/access_tokens`)).statusCode).toBe(404);
      expect((await otherUser.get(`/api/v1/decks/${decks.public.id}/access_tokens`)).statusCode).toBe(403);
      expect((await anonymous.get(`/api/v1/decks/${decks.public.id}/access_tokens`)).statusCode).toBe(401);
    });

    it("creates, lists, saves and deletes links; 'Untitled' by default, never showing a password", async () => {
      const created = await owner.post(`/api/v1/decks/${decks.public.id}/access_tokens`, {});
      expect(created.statusCode, created.body).toBe(201);
      const link = created.json().access_token;
      expect(link).toMatchObject({
        deck_id: decks.public.id,
        name: 'Untitled',
        has_password: false,
        link_type: 'view',
        notify_on_view: false,
        deck_view_count: 0,
        embed_domain_whitelist: '',
      });
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const saved = await owner.put(`/api/v1/decks/${decks.public.id}/access_tokens/${link.id}`, {
        access_token: { name: 'Board', password: 'open sesame', link_type: 'presenter', notify_on_view: true },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().access_token).toMatchObject({
        name: 'Board',
        has_password: true,
        link_type: 'presenter',
        notify_on_view: true,
      });
      expect(saved.body).not.toContain('open sesame');
      expect(saved.body).not.toContain('scrypt');
      const list = await owner.get(`/api/v1/decks/${decks.public.id}/access_tokens`);
      expect(list.json().access_tokens.map((t: { id: string }) => t.id)).toEqual([link.id]);
      expect((await owner.delete(`/api/v1/decks/${decks.public.id}/access_tokens/${link.id}`)).statusCode).toBe(204);
      expect((await owner.get(`/api/v1/decks/${decks.public.id}/access_tokens`)).json().access_tokens).toEqual([]);
      expect((await owner.delete(`/api/v1/decks/${decks.public.id}/access_tokens/${link.id}`)).statusCode).toBe(404);
    });

    it("does not manage one deck's link through another deck", async () => {
      const link = await createLink(decks.private);
      const path = `/api/v1/decks/${decks.otherPrivate.id}/access_tokens/${link.id}`;
      expect((await owner.put(path, { access_token: { name: 'moved' } })).statusCode).toBe(404);
      expect((await owner.delete(path)).statusCode).toBe(404);
    });

    it('sanitizes the embed whitelist as the spec says, and holds it to 512 characters', async () => {
      const link = await createLink(decks.public);
      const path = `/api/v1/decks/${decks.public.id}/access_tokens/${link.id}`;
      const saved = await owner.put(path, {
        access_token: { embed_domain_whitelist: '  https://blog.example:8443/<b>post</b>?a=1#x_y%20  ' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // As typed: trimmed, and only the characters spec/001 §5 strips are gone; nothing is rewritten.
      expect(saved.json().access_token.embed_domain_whitelist).toBe('https://blog.example:8443/bpost/ba1#x_y%20');
      const listed = (await owner.get(`/api/v1/decks/${decks.public.id}/access_tokens`)).json().access_tokens;
      expect(listed.find((token: { id: string }) => token.id === link.id).embed_domain_whitelist).toBe(
        'https://blog.example:8443/bpost/ba1#x_y%20',
      );
      const tooLong = await owner.put(path, { access_token: { embed_domain_whitelist: 'a'.repeat(513) } });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().error.fields['access_token.embed_domain_whitelist']).toEqual(['At most 512 characters']);
      const tooLongName = await owner.put(path, { access_token: { name: 'n'.repeat(256) } });
      expect(tooLongName.statusCode).toBe(422);
    });
  });

  describe('opening decks', () => {
    it.each(['otherUser', 'anonymous'] as const)(
      '%s gets a 404 for a private or internal deck on every read, without a link',
      async (who) => {
        const client = who === 'otherUser' ? otherUser : anonymous;
        for (const deck of [decks.private, decks.internal]) await expectEveryRead(client, deck, undefined, 404);
      },
    );

    it.each(['otherUser', 'anonymous'] as const)(
      '%s opens a deck with its link, on every read, and never another deck with it',
      async (who) => {
        const client = who === 'otherUser' ? otherUser : anonymous;
        const privateDeckToken = await createLink(decks.private);
        const internalLink = await createLink(decks.internal);
        await expectEveryRead(client, decks.private, privateDeckToken.token, 200);
        await expectEveryRead(client, decks.internal, internalLink.token, 200);
        await expectEveryRead(client, decks.otherPrivate, privateDeckToken.token, 404);
        await expectEveryRead(client, decks.private, internalLink.token, 404);
        await expectEveryRead(client, decks.private, 'no-such-token', 404);
        expect(
          (await client.get(`/api/v1/decks/${decks.private.id}?token=${privateDeckToken.token}`)).json().deck,
        ).toMatchObject({
          title: `private ${SECRET}`,
          can_edit: false,
          can_administer: false,
        });
      },
    );

    it('gives view only: a link edits nothing and reads no revisions', async () => {
      const link = await createLink(decks.private);
      const query = `?token=${link.token}`;
      const edit = await otherUser.put(`/api/v1/decks/${decks.private.id}${query}`, { deck: { title: 'mine' } });
      expect(edit.statusCode).toBe(403);
      expect((await otherUser.get(`/api/v1/decks/${decks.private.id}/revisions${query}`)).statusCode).toBe(403);
      expect((await anonymous.post(`/api/v1/decks/${decks.private.id}/fork${query}`)).statusCode).toBe(401);
      expect((await otherUser.post(`/api/v1/decks/${decks.private.id}/fork${query}`)).statusCode).toBe(403);
    });

    it('stops opening the deck once the link is deleted', async () => {
      const link = await createLink(decks.private);
      await expectEveryRead(anonymous, decks.private, link.token, 200);
      await owner.delete(`/api/v1/decks/${decks.private.id}/access_tokens/${link.id}`);
      await expectEveryRead(anonymous, decks.private, link.token, 404);
    });
  });

  describe('a password link', () => {
    it('asks for the password, refuses a wrong one, and opens with the right one', async () => {
      const link = await createLink(decks.private, { password: 'open sesame' });
      const visitor = createClient(bff.app);
      for (const path of readPaths(decks.private, link.token)) {
        const locked = await visitor.get(path);
        expect(locked.statusCode, path).toBe(401);
        expect(locked.json().error.code).toBe('password_required');
        expect(locked.body).not.toContain(SECRET);
      }
      // Without the link the deck stays unknown, and the lock only guards what the link opens.
      await expectEveryRead(visitor, decks.private, undefined, 404);
      expect((await visitor.get(`/api/v1/decks/${decks.private.id}/revisions?token=${link.token}`)).statusCode).toBe(
        404,
      );

      const wrong = await visitor.put(`/api/v1/access_tokens/${link.token}`, { access_token: { password: 'guess' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.fields).toEqual({ 'access_token.password': ['Wrong password'] });
      expect((await visitor.get(readPaths(decks.private, link.token)[0]!)).statusCode).toBe(401);

      const right = await visitor.put(`/api/v1/access_tokens/${link.token}.json`, {
        access_token: { password: 'open sesame' },
      });
      expect(right.statusCode, right.body).toBe(200);
      const unlock = right.cookies.find((cookie) => cookie.name === `lectern_link_${link.id}`);
      expect(unlock).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      await expectEveryRead(visitor, decks.private, link.token, 200);

      // Another browser has not given the password.
      expect((await createClient(bff.app).get(readPaths(decks.private, link.token)[0]!)).statusCode).toBe(401);
    });

    it('asks again once the password changes, and not at all once it is removed', async () => {
      const link = await createLink(decks.private, { password: 'first' });
      const visitor = createClient(bff.app);
      const path = readPaths(decks.private, link.token)[0]!;
      await visitor.put(`/api/v1/access_tokens/${link.token}`, { access_token: { password: 'first' } });
      expect((await visitor.get(path)).statusCode).toBe(200);
      await owner.put(`/api/v1/decks/${decks.private.id}/access_tokens/${link.id}`, {
        access_token: { password: 'second' },
      });
      expect((await visitor.get(path)).statusCode).toBe(401);
      await owner.put(`/api/v1/decks/${decks.private.id}/access_tokens/${link.id}`, { access_token: { password: '' } });
      expect((await createClient(bff.app).get(path)).statusCode).toBe(200);
    });

    it('opens in a frame that carries the unlock in its address, and only there, only for that link and password', async () => {
      const link = await createLink(decks.private, { password: 'framed' });
      // A frame on another site: no CSRF seed and no unlock cookie reach Lectern.
      const frame = createClient(bff.app);
      frame.forgetCsrf();
      const answer = await frame.put(
        `/api/v1/access_tokens/${link.token}`,
        { access_token: { password: 'framed' } },
        { csrf: false },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const framed = answer.json().access_token.token as string;
      expect(framed.startsWith(`${link.token}.`)).toBe(true);
      await expectEveryRead(createClient(bff.app), decks.private, framed, 200);

      // Not for another deck, not with a changed expiry or proof, not with another link's proof.
      await expectEveryRead(createClient(bff.app), decks.otherPrivate, framed, 404);
      const [, expires, proof] = framed.split('.');
      const later = `${link.token}.${Number(expires) + 1000}.${proof}`;
      expect((await createClient(bff.app).get(readPaths(decks.private, later)[0]!)).statusCode).toBe(401);
      const other = await createLink(decks.private, { password: 'framed' });
      const borrowed = `${other.token}.${expires}.${proof}`;
      expect((await createClient(bff.app).get(readPaths(decks.private, borrowed)[0]!)).statusCode).toBe(401);
      // A wrong password in a frame unlocks nothing.
      const wrong = await frame.put(
        `/api/v1/access_tokens/${link.token}`,
        { access_token: { password: 'no' } },
        {
          csrf: false,
        },
      );
      expect(wrong.statusCode).toBe(422);
      // A new password ends it.
      await owner.put(`/api/v1/decks/${decks.private.id}/access_tokens/${link.id}`, {
        access_token: { password: 'changed' },
      });
      expect((await createClient(bff.app).get(readPaths(decks.private, framed)[0]!)).statusCode).toBe(401);
    });

    it('does not open with an expired frame unlock', async () => {
      const link = await createLink(decks.private, { password: 'brief' });
      const answer = await createClient(bff.app).put(`/api/v1/access_tokens/${link.token}`, {
        access_token: { password: 'brief' },
      });
      const framed = answer.json().access_token.token as string;
      const later = Date.now() + 5 * 60 * 60 * 1000;
      const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
      try {
        expect((await createClient(bff.app).get(readPaths(decks.private, framed)[0]!)).statusCode).toBe(401);
      } finally {
        clock.mockRestore();
      }
    });

    it('does not let a forged unlock cookie in', async () => {
      const link = await createLink(decks.private, { password: 'secret' });
      const visitor = createClient(bff.app);
      visitor.setCookie(`lectern_link_${link.id}`, 'forged');
      expect((await visitor.get(readPaths(decks.private, link.token)[0]!)).statusCode).toBe(401);
    });

    it('does not ask the owner, who sees the deck anyway', async () => {
      const link = await createLink(decks.private, { password: 'secret' });
      expect((await owner.get(readPaths(decks.private, link.token)[0]!)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown link and counts attempts per link', async () => {
      expect(
        (await anonymous.put('/api/v1/access_tokens/no-such-token', { access_token: { password: 'x' } })).statusCode,
      ).toBe(404);
      const link = await createLink(decks.private, { password: 'secret' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        // Every attempt from a new address: the limit per link holds on its own.
        const client = createClient(bff.app);
        statuses.push(
          (await client.put(`/api/v1/access_tokens/${link.token}`, { access_token: { password: 'nope' } })).statusCode,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses[10]).toBe(429);
    });
  });
});
