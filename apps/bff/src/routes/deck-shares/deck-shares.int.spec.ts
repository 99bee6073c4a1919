import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/** Sharing a deck by e-mail, and what a private link's visits do: counted once per visitor, told to the owner. */
describe('sharing by e-mail and link visits', () => {
  let bff: TestBff;
  let owner: TestClient;
  let reader: TestClient;
  let deck: { id: string; slug: string };
  let publicDeck: { id: string; slug: string };

  const share = (client: TestClient, deckId: string, deckShare: Record<string, unknown>) =>
    client.post(`/api/v1/decks/${deckId}/deck_shares`, { deck_share: deckShare });
  const valid = { emails: ' ada@example.com , grace@example.com,,', from: 'Keeper', body: 'Have a look' };

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'sharer');
    reader = await signedUpClient(bff.app, 'onlooker');
    await bff.setPlan('sharer', 'pro');
    deck = await createDeck(owner, { title: 'Roadmap', visibility: 'self' });
    publicDeck = await createDeck(owner, { title: 'Open plans', visibility: 'all' });
  });
  afterAll(() => bff.close());

  describe('e-mail shares', () => {
    it('mails every recipient, split on commas and trimmed, the deck address with the message', async () => {
      const before = bff.mails.length;
      const response = await share(owner, publicDeck.id, valid);
      expect(response.statusCode, response.body).toBe(204);
      const sent = bff.mails.slice(before);
      expect(sent.map((mail) => mail.to).sort()).toEqual(['ada@example.com', 'grace@example.com']);
      expect(sent[0]!.subject).toBe('Keeper shared “Open plans” with you');
      expect(sent[0]!.text).toContain('Have a look');
      expect(sent[0]!.text).toContain(`http://lectern.test/sharer/${publicDeck.slug}`);
      expect(sent[0]!.text).not.toContain('token=');
    });

    it("sends a private link of the deck, and only the deck's own", async () => {
      const link = (
        await owner.post(`/api/v1/decks/${deck.id}/access_tokens`, { access_token: { name: 'Mail' } })
      ).json().access_token as { id: string; token: string };
      const before = bff.mails.length;
      expect((await share(owner, deck.id, { ...valid, access_token_id: link.id })).statusCode).toBe(204);
      expect(bff.mails.at(-1)!.text).toContain(`/sharer/${deck.slug}?token=${link.token}`);
      expect(bff.mails.length - before).toBe(2);
      expect((await share(owner, publicDeck.id, { ...valid, access_token_id: link.id })).statusCode).toBe(404);
    });

    it('needs every field, within its limit, and real addresses', async () => {
      const refusals = [
        { ...valid, emails: ' , ' },
        { ...valid, emails: 'ada@example.com, not an address' },
        { ...valid, emails: `${'a'.repeat(2490)}@example.com` },
        { ...valid, from: '' },
        { ...valid, from: 'x'.repeat(256) },
        { ...valid, body: '   ' },
        { ...valid, body: 'x'.repeat(2501) },
        { emails: valid.emails, from: valid.from },
      ];
      for (const refused of refusals) {
        const response = await share(owner, publicDeck.id, refused);
        expect(response.statusCode, JSON.stringify(refused).slice(0, 80)).toBe(422);
      }
    });

    it('keeps a header on one line whatever the sender name holds', async () => {
      const injected = await share(owner, publicDeck.id, {
        ...valid,
        emails: 'ada@example.com',
        from: 'Eve\r\nBcc: victim@example.com',
      });
      expect(injected.statusCode).toBe(204);
      expect(bff.mails.at(-1)!.to).toBe('ada@example.com');
      expect(bff.mails.at(-1)!.subject).toBe('Eve Bcc: victim@example.com shared “Open plans” with you');
    });

    it('is for signed-in people who can see the deck; a private link is sent only by its managers', async () => {
      expect((await share(createClient(bff.app), publicDeck.id, valid)).statusCode).toBe(401);
      expect((await share(reader, deck.id, valid)).statusCode).toBe(404);
      const link = (await owner.get(`/api/v1/decks/${deck.id}/access_tokens`)).json().access_tokens[0] as {
        id: string;
      };
      expect((await share(reader, publicDeck.id, { ...valid, access_token_id: link.id })).statusCode).toBe(403);
    });

    it('is rate-limited per sender', async () => {
      const sender = await signedUpClient(bff.app, 'chatty');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1)
        statuses.push((await share(sender, publicDeck.id, { ...valid, emails: 'ada@example.com' })).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
      expect(statuses[10]).toBe(429);
      // Another sender still has a budget of their own.
      expect((await share(reader, publicDeck.id, { ...valid, emails: 'ada@example.com' })).statusCode).toBe(204);
    });
  });

  describe('link visits', () => {
    it('counts once per visitor and tells the owner when the link notifies on view', async () => {
      const created = await owner.post(`/api/v1/decks/${deck.id}/access_tokens`, { access_token: { name: 'Board' } });
      const link = created.json().access_token as { id: string; token: string };
      await owner.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}`, { access_token: { notify_on_view: true } });
      const count = async () =>
        (
          (await owner.get(`/api/v1/decks/${deck.id}/access_tokens`)).json().access_tokens as {
            id: string;
            deck_view_count: number;
          }[]
        ).find((row) => row.id === link.id)!.deck_view_count;
      const views = `/api/v1/decks/${deck.id}/views?token=${encodeURIComponent(link.token)}`;
      const before = bff.mails.length;

      const visitor = createClient(bff.app, { remoteAddress: '198.51.100.7' });
      expect((await visitor.post(views)).statusCode).toBe(204);
      expect((await visitor.post(views)).statusCode).toBe(204);
      expect(await count()).toBe(1);
      await waitUntil(() => bff.mails.length > before);
      const notice = bff.mails.at(-1)!;
      expect(notice.to).toBe('sharer@example.com');
      expect(notice.subject).toBe('Your private link “Board” to “Roadmap” was opened');

      expect((await createClient(bff.app, { remoteAddress: '198.51.100.8' }).post(views)).statusCode).toBe(204);
      // The owner opening their own link is no visit.
      expect((await owner.post(views)).statusCode).toBe(204);
      expect(await count()).toBe(2);
    });

    it("is not counted through another deck's link", async () => {
      const other = await createDeck(owner, { title: 'Elsewhere', visibility: 'self' });
      const link = (await owner.post(`/api/v1/decks/${other.id}/access_tokens`, {})).json().access_token as {
        token: string;
      };
      const visitor = createClient(bff.app, { remoteAddress: '198.51.100.9' });
      expect((await visitor.post(`/api/v1/decks/${deck.id}/views?token=${link.token}`)).statusCode).toBe(404);
    });
  });
});
