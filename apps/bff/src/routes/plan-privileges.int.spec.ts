import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFooterHideable, mediaStreamId, PLAN_LIMITS, type AccountType } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import { createClient, createDeck, signedUpClient, type TestClient } from '../testing/client.js';
import { createTestBff, type TestBff } from '../testing/harness.js';
import { signUpTeam } from '../testing/teams.js';

const PLANS = ['default', 'lite', 'pro', 'enterprise'] as const satisfies readonly AccountType[];

type Privilege =
  | 'privateDecks'
  | 'hideEmbedFooter'
  | 'privateLinks'
  | 'customCss'
  | 'embedWhitelist'
  | 'teamTemplates'
  | 'sharedThemes'
  | 'teamMedia';

/**
 * spec/000 §6, written out cell by cell (not read from the policy): "private decks and hiding the
 * embed footer need any paid plan; private links, custom CSS and the embed domain whitelist need pro
 * or enterprise; team slide templates, shared themes and team media are enterprise only. A free
 * account is any default plan." Storage, "limited" on every plan, is checked below the table.
 */
const SPEC_000_6: Record<Privilege, Record<AccountType, boolean>> = {
  privateDecks: { default: false, lite: true, pro: true, enterprise: true },
  hideEmbedFooter: { default: false, lite: true, pro: true, enterprise: true },
  privateLinks: { default: false, lite: false, pro: true, enterprise: true },
  customCss: { default: false, lite: false, pro: true, enterprise: true },
  embedWhitelist: { default: false, lite: false, pro: true, enterprise: true },
  teamTemplates: { default: false, lite: false, pro: false, enterprise: true },
  sharedThemes: { default: false, lite: false, pro: false, enterprise: true },
  teamMedia: { default: false, lite: false, pro: false, enterprise: true },
};

/**
 * How the API refuses each privilege: a plan-bound change is refused with `upgrade_required`; the
 * team's shared things belong to a team, and the enterprise plan is the team plan (spec/002 §1), so
 * someone on another plan has no team and is told nothing is there.
 */
const REFUSAL: Record<Privilege, { status: number; code: string }> = {
  privateDecks: { status: 403, code: 'upgrade_required' },
  hideEmbedFooter: { status: 0, code: 'the footer is painted' },
  privateLinks: { status: 403, code: 'upgrade_required' },
  customCss: { status: 403, code: 'upgrade_required' },
  embedWhitelist: { status: 403, code: 'upgrade_required' },
  teamTemplates: { status: 404, code: 'not_found' },
  sharedThemes: { status: 404, code: 'not_found' },
  teamMedia: { status: 404, code: 'not_found' },
};

const EMBED_FOOTER = /<footer class="embed-footer">/;
const HIDE_ALL = '?style=hidden&byline=hidden&share=hidden';

/**
 * Each plan's privileges as the server enforces them, through the API: one person per plan tries
 * each privileged change, and the answer (allowed, or refused as REFUSAL says) must be the spec's
 * cell. The enterprise person is a team's owner: the team lends its members the enterprise plan.
 */
describe('privileges by plan, through the API', () => {
  let bff: TestBff;
  let png: Buffer;
  const people = {} as Record<AccountType, { client: TestClient; username: string }>;

  beforeAll(async () => {
    bff = await createTestBff();
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    for (const plan of PLANS) {
      const username = `priv-${plan}`;
      if (plan === 'enterprise') {
        const client = createClient(bff.app);
        const team = await signUpTeam(client, 'Privileged', 'privileged', username);
        expect(team.statusCode, team.body).toBe(201);
        people[plan] = { client, username };
      } else {
        people[plan] = { client: await signedUpClient(bff.app, username), username };
        await bff.setPlan(username, plan);
      }
    }
  }, 180_000);
  afterAll(() => bff.close());

  type Answer = { statusCode: number; body: string; json: () => { error?: { code: string } } };

  /** Whether the answer allowed the change; a refusal must be the one the privilege's row expects. */
  const allowedBy = (privilege: Privilege) => (answer: Answer) => {
    if (answer.statusCode < 300) return true;
    expect(answer.statusCode, answer.body).toBe(REFUSAL[privilege].status);
    expect(answer.json().error?.code, answer.body).toBe(REFUSAL[privilege].code);
    return false;
  };

  /** The embed footer the server paints, and the one the embed view draws from the deck's answer, agree. */
  async function footerHidden(owner: { client: TestClient; username: string }, deckId: string, slug: string) {
    await bff.caughtUp();
    const painted = await createClient(bff.app).get(`/${owner.username}/${slug}/embed${HIDE_ALL}`);
    expect(painted.statusCode, painted.body).toBe(200);
    const { deck } = (await createClient(bff.app).get(`/api/v1/decks/${deckId}`)).json();
    const drawnHidden = embedFooterHideable({ visibility: deck.visibility, ownerAccountType: deck.user.account_type });
    const paintedHidden = !EMBED_FOOTER.test(painted.body);
    expect(paintedHidden, 'the painted embed and the embed view disagree on the footer').toBe(drawnHidden);
    return paintedHidden;
  }

  const attempts: Record<Privilege, (person: { client: TestClient; username: string }) => Promise<boolean>> = {
    async privateDecks({ client }) {
      const deck = await createDeck(client, { visibility: 'all' });
      return allowedBy('privateDecks')(await client.put(`/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } }));
    },
    async hideEmbedFooter(person) {
      // spec/001 §6: the embed's style=hidden, byline=hidden and share=hidden, on a public deck.
      const deck = await createDeck(person.client, { title: 'Framed', visibility: 'all' });
      return footerHidden(person, deck.id, deck.slug);
    },
    async privateLinks({ client }) {
      const deck = await createDeck(client, { visibility: 'all' });
      return allowedBy('privateLinks')(
        await client.post(`/api/v1/decks/${deck.id}/access_tokens`, { access_token: { name: 'Board' } }),
      );
    },
    async customCss({ client }) {
      const deck = await createDeck(client, { visibility: 'all' });
      return allowedBy('customCss')(
        await client.put(`/api/v1/decks/${deck.id}`, { deck: { css_input: '.reveal h1 { color: red; }' } }),
      );
    },
    async embedWhitelist({ client }) {
      // Without private links there is no link to restrict: that refusal is the whitelist's too.
      const allowed = allowedBy('embedWhitelist');
      const deck = await createDeck(client, { visibility: 'all' });
      const own = await client.post(`/api/v1/decks/${deck.id}/access_tokens`, {});
      if (!allowed(own)) return false;
      const id = (own.json() as { access_token: { id: string } }).access_token.id;
      return allowed(
        await client.put(`/api/v1/decks/${deck.id}/access_tokens/${id}`, {
          access_token: { embed_domain_whitelist: 'example.com' },
        }),
      );
    },
    async teamTemplates({ client }) {
      const allowed = allowedBy('teamTemplates');
      const html =
        '<section><div class="sl-block" data-block-type="text"><div class="sl-block-content"><h1>Cover</h1></div></div></section>';
      const saved = await client.post('/api/v1/team/slide_templates', { slide_template: { label: 'Cover', html } });
      if (!allowed(saved)) return false;
      const listed = await client.get('/api/v1/team/slide_templates');
      return allowed(listed) && (listed.json() as { results: unknown[] }).results.length > 0;
    },
    async sharedThemes({ client }) {
      const allowed = allowedBy('sharedThemes');
      const created = await client.post('/api/v1/themes', { theme: { name: 'House style' } });
      if (!allowed(created)) return false;
      const listed = await client.get('/api/v1/themes');
      return allowed(listed) && (listed.json() as { results: { name: string }[] }).results.length > 0;
    },
    async teamMedia({ client }) {
      const allowed = allowedBy('teamMedia');
      const created = await client.post('/api/v1/team/media', { media: { type: 'Image', filename: 'logo.png' } });
      if (!allowed(created)) return false;
      const uploaded = await client.upload(created.json().media.upload_url, png, 'image/png');
      if (!allowed(uploaded)) return false;
      const listed = await client.get('/api/v1/team/media');
      return allowed(listed) && (listed.json() as { results: unknown[] }).results.length > 0;
    },
  };

  for (const privilege of Object.keys(SPEC_000_6) as Privilege[])
    for (const plan of PLANS) {
      const cell = `${privilege} on ${plan}: ${SPEC_000_6[privilege][plan] ? 'allowed' : 'refused'}`;
      it(cell, async () => expect(await attempts[privilege](people[plan])).toBe(SPEC_000_6[privilege][plan]));
    }

  it('paints the embed footer again once the owner of a hidden-footer embed drops to the free plan', async () => {
    const owner = { client: await signedUpClient(bff.app, 'priv-lapsing'), username: 'priv-lapsing' };
    await bff.setPlan(owner.username, 'lite');
    const deck = await createDeck(owner.client, { title: 'Lapsing', visibility: 'all' });
    expect(await footerHidden(owner, deck.id, deck.slug)).toBe(true);
    await bff.setPlan(owner.username, 'default');
    expect(await footerHidden(owner, deck.id, deck.slug)).toBe(false);
  });

  /** Records stored media of `bytes` in `userId`'s own library, as an upload leaves it in the log. */
  async function storeBytes(userId: string, bytes: number) {
    const mediaId = crypto.randomUUID();
    const metadata = { actorId: userId, correlationId: newEventId(), causationId: null };
    const stored = await bff.store.append(
      mediaStreamId(mediaId),
      [
        {
          id: newEventId(),
          type: 'MediaCreated',
          data: {
            mediaId,
            ownerId: userId,
            teamId: null,
            kind: 'image',
            filename: 'big.png',
            label: 'big',
            createdAt: new Date().toISOString(),
          },
          metadata,
        },
        {
          id: newEventId(),
          type: 'MediaFileStored',
          data: {
            original: { key: `media/${userId}/${mediaId}/original`, contentType: 'image/png', size: bytes },
            inline: false,
          },
          metadata,
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await bff.waitFor(stored.position);
  }

  async function uploadPng(client: TestClient) {
    const created = await client.post('/api/v1/media', { media: { type: 'Image', filename: 'photo.png' } });
    expect(created.statusCode, created.body).toBe(201);
    return client.upload(created.json().media.upload_url, png, 'image/png');
  }

  it.each(PLANS)("limits storage on %s: uploads fill it to the plan's limit, and no further", async (plan) => {
    const { client } = people[plan];
    const { user } = (await client.get('/api/v1/status')).json() as {
      user: { id: string; storage_limit: number; storage_used: number };
    };
    const limit = PLAN_LIMITS[plan].storageLimit;
    expect(user.storage_limit).toBe(limit);
    await storeBytes(user.id, limit - user.storage_used - png.length);

    const fits = await uploadPng(client);
    expect(fits.statusCode, fits.body).toBe(200);
    const past = await uploadPng(client);
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json().error.message).toBe('Storage limit reached');
    // The product can tell how full it is (spec/000 §6).
    expect((await client.get('/api/v1/media/usage')).json()).toEqual({ bytes: limit, limit });
  });
});
