import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ACCESS_CHANGED, liveChannel } from '@lectern/live-streams';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { waitUntil } from '@lectern/testing';

const state = (indexh: number) => JSON.stringify({ indexh, indexv: 0, indexf: null, paused: false, overview: false });

describe('deck streams: who creates, publishes and follows them', () => {
  let bff: TestBff;
  let owner: TestClient;
  let stranger: TestClient;
  let anonymous: TestClient;
  const decks: Record<'public' | 'private' | 'other', string> = {} as never;
  let privateLink: string;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'streamer');
    stranger = await signedUpClient(bff.app, 'streamwatcher');
    anonymous = createClient(bff.app);
    await bff.setPlan('streamer', 'pro');
    decks.public = (await createDeck(owner, { title: 'Public talk' })).id;
    decks.private = (await createDeck(owner, { title: 'Private talk', visibility: 'self' })).id;
    decks.other = (await createDeck(owner, { title: 'Other private talk', visibility: 'self' })).id;
    const link = await owner.post(`/api/v1/decks/${decks.private}/access_tokens`, { access_token: { name: 'Board' } });
    privateLink = link.json().access_token.token;
  });
  afterAll(() => bff.close());

  const streamOf = (deckId: string) => `/api/v1/decks/${deckId}/stream`;

  it('the owner creates a stream, and resumes the same one with the same key and state', async () => {
    const created = await owner.post(streamOf(decks.public));
    expect(created.statusCode).toBe(200);
    const stream = created.json();
    expect(stream).toEqual({ publisher_key: expect.any(String), active: true, state: null });
    expect(stream.publisher_key.length).toBeGreaterThanOrEqual(32);
    expect((await owner.put(streamOf(decks.public), { state: state(2) })).statusCode).toBe(204);
    const resumed = (await owner.post(`${streamOf(decks.public)}.json`)).json();
    expect(resumed).toEqual({ publisher_key: stream.publisher_key, active: true, state: state(2) });
  });

  it('nobody else creates a stream: a stranger is refused, a visitor must sign in, a private deck stays unknown', async () => {
    expect((await stranger.post(streamOf(decks.public))).statusCode).toBe(403);
    expect((await anonymous.post(streamOf(decks.public))).statusCode).toBe(401);
    expect((await stranger.post(streamOf(decks.private))).statusCode).toBe(404);
    expect((await anonymous.post(streamOf(decks.private))).statusCode).toBe(404);
  });

  it('a published state reaches pub/sub once, and every viewer of a public deck reads it', async () => {
    const sent: string[] = [];
    const stop = await bff.pubsub.subscribe(liveChannel(decks.public), (message) => sent.push(message));
    expect((await owner.put(streamOf(decks.public), { state: state(5) })).statusCode).toBe(204);
    await stop();
    expect(sent.map((message) => JSON.parse(message))).toEqual([
      { type: 'live:state', deck_id: decks.public, state: state(5) },
    ]);
    for (const viewer of [stranger, anonymous])
      expect((await viewer.get(streamOf(decks.public))).json()).toEqual({
        state: state(5),
        settings: null,
        active: true,
        can_publish: false,
      });
    expect((await owner.get(streamOf(decks.public))).json().can_publish).toBe(true);
  });

  it('tells the live service when who may see a deck changes, so no earlier answer lets anyone in', async () => {
    const deck = (await createDeck(owner, { title: 'Soon private talk' })).id;
    const heard: string[] = [];
    const stop = await bff.pubsub.subscribe(liveChannel(deck), (message) => heard.push(message));
    const accessChanges = () => heard.filter((message) => message === LIVE_ACCESS_CHANGED).length;
    expect((await owner.put(`/api/v1/decks/${deck}`, { deck: { title: 'Renamed talk' } })).statusCode).toBe(200);
    expect(accessChanges()).toBe(0);
    expect((await owner.put(`/api/v1/decks/${deck}`, { deck: { visibility: 'self' } })).statusCode).toBe(200);
    await waitUntil(() => accessChanges() === 1);
    expect((await owner.post(`/api/v1/decks/${deck}/publish`, { visibility: 'all' })).statusCode).toBe(200);
    await waitUntil(() => accessChanges() === 2);
    expect((await owner.post(`/api/v1/decks/${deck}/trash`)).statusCode).toBe(204);
    await waitUntil(() => accessChanges() === 3);
    await stop();
  });

  it('a holder of the publisher key publishes without signing in, for that deck only', async () => {
    const key = (await owner.post(streamOf(decks.public))).json().publisher_key;
    const remote = createClient(bff.app, { headers: { 'x-publisher-key': key } });
    expect((await remote.put(streamOf(decks.public), { state: state(7) })).statusCode).toBe(204);
    expect((await remote.get(streamOf(decks.public))).json()).toMatchObject({ state: state(7), can_publish: true });
    await owner.post(streamOf(decks.private));
    expect((await remote.put(streamOf(decks.private), { state: state(1) })).statusCode).toBe(404);
    expect((await remote.post(streamOf(decks.public))).statusCode).toBe(401);
  });

  it('a wrong publisher key publishes nothing', async () => {
    const forger = createClient(bff.app, { headers: { 'x-publisher-key': 'x'.repeat(32) } });
    expect((await forger.put(streamOf(decks.public), { state: state(9) })).statusCode).toBe(401);
    expect((await stranger.put(streamOf(decks.public), { state: state(9) })).statusCode).toBe(403);
    expect((await stranger.put(streamOf(decks.private), { state: state(9) })).statusCode).toBe(404);
    expect((await anonymous.get(streamOf(decks.public))).json().state).toBe(state(7));
  });

  it("a private deck's stream is as private as the deck; its private link opens it, and no other deck's", async () => {
    await owner.put(streamOf(decks.private), { state: state(3) });
    expect((await stranger.get(streamOf(decks.private))).statusCode).toBe(404);
    expect((await anonymous.get(streamOf(decks.private))).statusCode).toBe(404);
    const withLink = await anonymous.get(`${streamOf(decks.private)}?token=${privateLink}`);
    expect(withLink.statusCode).toBe(200);
    expect(withLink.json()).toEqual({ state: state(3), settings: null, active: true, can_publish: false });
    expect((await anonymous.get(`${streamOf(decks.other)}?token=${privateLink}`)).statusCode).toBe(404);
    expect(
      (await anonymous.put(`${streamOf(decks.private)}?token=${privateLink}`, { state: state(4) })).statusCode,
    ).toBe(404);
  });

  it('a deck without a stream reads as waiting, and cannot be published to before the stream is made', async () => {
    const fresh = (await createDeck(owner, { title: 'Not live yet' })).id;
    expect((await anonymous.get(streamOf(fresh))).json()).toEqual({
      state: null,
      settings: null,
      active: false,
      can_publish: false,
    });
    expect((await owner.get(streamOf(fresh))).json().can_publish).toBe(false);
    expect((await owner.put(streamOf(fresh), { state: state(0) })).statusCode).toBe(404);
  });

  it('refuses states that are not a small, flat presentation state', async () => {
    const deep = JSON.stringify({ indexh: 0, animations: { a: { b: { c: 1 } } } });
    const hostile = [
      { state: 'not json' },
      { state: '[]' },
      { state: JSON.stringify({ indexh: 'one' }) },
      { state: JSON.stringify({ indexh: 0, script: '<script>alert(1)</script>' }) },
      { state: deep },
      { state: JSON.stringify({ indexh: 0, publisher_id: 'x'.repeat(5000) }) },
      {
        state: JSON.stringify({
          indexh: 0,
          animations: Object.fromEntries([...Array(101)].map((_, i) => [`a${i}`, i])),
        }),
      },
      { state: { indexh: 0 } },
      {},
    ];
    for (const body of hostile) expect((await owner.put(streamOf(decks.public), body)).statusCode).toBe(422);
    expect((await owner.get(streamOf(decks.public))).json().state).toBe(state(7));
  });

  it('keeps the last of concurrent publishes whole', async () => {
    await Promise.all([...Array(20)].map((_, i) => owner.put(streamOf(decks.public), { state: state(i) })));
    const last = (await owner.get(streamOf(decks.public))).json().state;
    expect([...Array(20)].map((_, i) => state(i))).toContain(last);
  });
});
