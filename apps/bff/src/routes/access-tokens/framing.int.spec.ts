import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck, signedUpClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

/** App pages refuse to be framed; the embed view may be, by the sites its link allows. */
describe('framing rules', () => {
  let bff: TestBff;
  const tokens: Record<'open' | 'restricted', string> = {} as never;

  beforeAll(async () => {
    bff = await createTestBff();
    const owner = await signedUpClient(bff.app, 'framer');
    await bff.setPlan('framer', 'pro');
    const deck = await createDeck(owner, { title: 'Framed', visibility: 'self' });
    for (const [kind, whitelist] of [
      ['open', ''],
      ['restricted', 'https://blog.example/posts'],
    ] as const) {
      const link = (await owner.post(`/api/v1/decks/${deck.id}/access_tokens`, {})).json().access_token;
      const saved = await owner.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}`, {
        access_token: { embed_domain_whitelist: whitelist },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      tokens[kind] = link.token;
    }
  });
  afterAll(() => bff.close());

  it.each(['/', '/framer', '/framer/framed', '/framer/framed/edit', '/users/sign_in'])(
    'refuses framing of %s',
    async (url) => {
      const page = await bff.app.inject({ url: `${url}?token=${tokens.open}` });
      expect(page.statusCode).toBe(200);
      expect(frameAncestors(page.headers['content-security-policy'])).toBe("'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    },
  );

  it("lets only Lectern's own pages frame the fullscreen view (the thumbnail preview)", async () => {
    const page = await bff.app.inject({ url: `/framer/framed/fullscreen?token=${tokens.open}` });
    expect(page.statusCode).toBe(200);
    expect(frameAncestors(page.headers['content-security-policy'])).toBe("'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses framing of API answers', async () => {
    const answer = await bff.app.inject({ url: '/api/v1/status' });
    expect(frameAncestors(answer.headers['content-security-policy'])).toBe("'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('lets any site frame the embed view, keeping the rest of the policy', async () => {
    for (const url of ['/framer/framed/embed', `/framer/framed/embed?token=${tokens.open}`, '/framer/framed/embed/']) {
      const page = await bff.app.inject({ url });
      // The deck is private: without its link's token the page is a 404 (with the app), framed all the same.
      expect(page.statusCode, url).toBe(url.includes('token=') ? 200 : 404);
      const csp = String(page.headers['content-security-policy']);
      expect(frameAncestors(csp), url).toBe('*');
      expect(csp).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBeUndefined();
    }
  });

  it("lets exactly the site of a link's embed whitelist frame the embed view", async () => {
    const page = await bff.app.inject({ url: `/framer/framed/embed?token=${tokens.restricted}&style=light` });
    expect(frameAncestors(page.headers['content-security-policy'])).toBe('https://blog.example');
    expect(page.headers['x-frame-options']).toBeUndefined();
  });
});
