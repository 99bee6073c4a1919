import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deckFromDoc } from '@lectern/deck-doc';
import { oneTextBlockDeck, typeInBlock } from '@lectern/deck-doc/testing';
import { serialize } from '@lectern/deck-format';
import { createInProcessPubSub } from '@lectern/pubsub';
import { availableDatabaseKinds, waitUntil } from '@lectern/testing';
import { signedUpClient, type TestClient } from '../../apps/bff/src/testing/client.js';
import type { TestBff } from '../../apps/bff/src/testing/harness.js';
import { collaborativeDeck, cookieOf, EditorSocket, pubsubKinds, startCollaboration } from './editor-sockets.js';
import { updateFrame } from '@lectern/deck-doc/frames';
import { TogetherPeer } from './together-peer.js';

const MARKUP = serialize(oneTextBlockDeck('<p>Hi</p>'));

const markupOf = (doc: Y.Doc) => serialize(deckFromDoc(doc));
const textOf = (doc: Y.Doc) => markupOf(doc).replace(/<[^>]*>/g, '');
const savedMarkup = async (client: TestClient, deckId: string) =>
  (await client.get(`/api/v1/decks/${deckId}/data`)).json() as { data: string; version: number };

/** A collaborative deck with one text block, edited together. */
async function togetherDeck(bff: TestBff, prefix: string) {
  const people = await collaborativeDeck(bff, prefix);
  const { owner, deck } = people;
  const saved = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data: MARKUP, version: 1 } });
  expect(saved.statusCode, saved.body).toBe(200);
  const on = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { edit_together: true } });
  expect(on.statusCode, on.body).toBe(200);
  return people;
}

describe.each(availableDatabaseKinds())(
  'a deck edited together over real sockets (one realtime process, %s)',
  (kind) => {
    let running: Awaited<ReturnType<typeof startCollaboration>>;

    beforeAll(async () => {
      const pubsub = createInProcessPubSub();
      running = await startCollaboration(1, async () => pubsub, pubsub, { kind });
    });
    afterAll(() => running.stop());

    const socketOf = (client: TestClient) => EditorSocket.open(running.ports[0]!, cookieOf(client));

    it('gives two editors the deck and merges what both type, each acknowledged once in the log', async () => {
      const { deck, owner, editor } = await togetherDeck(running.bff, `tw${kind}`);
      const a = await TogetherPeer.join(await socketOf(owner), deck.id);
      const b = await TogetherPeer.join(await socketOf(editor), deck.id);
      expect(textOf(a.doc)).toBe('Hi');
      typeInBlock(a.doc, 's1', 't1', { at: 0, insert: 'A ' });
      typeInBlock(b.doc, 's1', 't1', { at: 2, insert: '!' });
      await waitUntil(() => textOf(a.doc) === textOf(b.doc) && textOf(a.doc).length === 5);
      expect(textOf(b.doc)).toContain('A ');
      await a.acknowledged();
      await b.acknowledged();
      a.awareness.setLocalStateField('user', { colour: '#c00', slide: 's1' });
      await waitUntil(() => [...b.awareness.getStates().values()].some((state) => state.user?.colour === '#c00'));
      a.socket.close();
      b.socket.close();
    });

    it('refuses a viewer’s update, and keeps the document as it was', async () => {
      const { deck, owner } = await togetherDeck(running.bff, `tv${kind}`);
      const viewer = await signedUpClient(running.bff.app, `tv${kind}viewer`);
      await owner.post(`/api/v1/decks/${deck.id}/users/invite`, {
        user: { email: `tv${kind}viewer@example.com`, role: 'viewer' },
      });
      const a = await TogetherPeer.join(await socketOf(owner), deck.id);
      const v = await TogetherPeer.join(await socketOf(viewer), deck.id);
      typeInBlock(v.doc, 's1', 't1', { at: 0, insert: 'sneaky ' });
      expect(await v.socket.take({ type: 'error' })).toEqual({ type: 'error', reason: 'forbidden' });
      typeInBlock(a.doc, 's1', 't1', { at: 0, insert: 'ok ' });
      await waitUntil(() => textOf(v.doc).includes('ok '));
      expect(textOf(a.doc)).toBe('ok Hi');
      a.socket.close();
      v.socket.close();
    });

    it('closes a removed collaborator’s socket at once', async () => {
      const { deck, owner, editor, ids } = await togetherDeck(running.bff, `tr${kind}`);
      const e = await TogetherPeer.join(await socketOf(editor), deck.id);
      await owner.delete(`/api/v1/decks/${deck.id}/users/${ids.editor}`);
      expect(await e.socket.closed).toBe(4403);
      expect(await e.socket.take({ type: 'error' })).toEqual({ type: 'error', reason: 'forbidden' });
    });

    it('refuses an oversized update and a socket that sends too often', async () => {
      const { deck, owner } = await togetherDeck(running.bff, `to${kind}`);
      const a = await TogetherPeer.join(await socketOf(owner), deck.id);
      const big = new Y.Doc();
      big.getText('x').insert(0, 'x'.repeat(300 * 1024));
      a.socket.send(updateFrame(Y.encodeStateAsUpdate(big)));
      expect(await a.socket.take({ type: 'error' })).toEqual({ type: 'error', reason: 'too_large' });
      for (let i = 0; i < 25; i++) typeInBlock(a.doc, 's1', 't1', { at: 0, insert: 'x' });
      expect(await a.socket.take({ type: 'error' })).toEqual({ type: 'error', reason: 'rate_limited' });
      a.socket.close();
    });

    it('compacts to cleaned markup when the last editor leaves, equal to the document’s, naming its editors', async () => {
      const { deck, owner, editor, ids } = await togetherDeck(running.bff, `tc${kind}`);
      const a = await TogetherPeer.join(await socketOf(owner), deck.id);
      const b = await TogetherPeer.join(await socketOf(editor), deck.id);
      typeInBlock(a.doc, 's1', 't1', { at: 0, insert: 'Kept ' });
      await a.acknowledged();
      const slide = b.doc.getMap('slides').get('s1') as Y.Map<unknown>;
      slide.set('foreignHtml', '<img src="x" onerror="alert(1)"><script>alert(2)</script>');
      await b.acknowledged();
      // Cleaned as it is accepted: nobody's document ever shows what the sanitizer removes.
      await waitUntil(() => markupOf(a.doc) === markupOf(b.doc) && markupOf(a.doc).includes('<img'));
      expect(markupOf(a.doc)).not.toMatch(/onerror|<script/);
      const before = (await savedMarkup(owner, deck.id)).version;
      a.socket.close();
      b.socket.close();
      await waitUntil(async () => (await savedMarkup(owner, deck.id)).version > before);
      const saved = await savedMarkup(owner, deck.id);
      expect(saved.data).toContain('Kept Hi');
      expect(saved.data).not.toMatch(/onerror|<script/);
      const again = await TogetherPeer.join(await socketOf(owner), deck.id);
      expect(markupOf(again.doc)).toBe(saved.data);
      again.socket.close();
      const [newest] = (await owner.get(`/api/v1/decks/${deck.id}/revisions`)).json().revisions as {
        author: { id: string } | null;
      }[];
      expect([ids.owner, ids.editor]).toContain(newest!.author?.id);
      const [compaction] = await running.bff.store.readStream(`deck-content-${deck.id}`, {
        fromVersion: saved.version,
      });
      expect(new Set((compaction!.data as { editedBy: string[] }).editedBy)).toEqual(new Set([ids.owner, ids.editor]));
    });

    it('moves everyone to the new mode when Edit together is switched, losing no edit', async () => {
      const { deck, owner, editor } = await togetherDeck(running.bff, `tm${kind}`);
      const a = await TogetherPeer.join(await socketOf(owner), deck.id);
      const b = await TogetherPeer.join(await socketOf(editor), deck.id);
      typeInBlock(b.doc, 's1', 't1', { at: 0, insert: 'Before ' });
      await b.acknowledged();
      const off = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { edit_together: false } });
      expect(off.statusCode, off.body).toBe(200);
      // Both sockets left the document, which was compacted: the markup holds the edit.
      await waitUntil(async () => (await savedMarkup(owner, deck.id)).data.includes('Before Hi'), {
        timeoutMs: 20_000,
      });
      await a.socket.take({ type: 'collaboration:deck-settings-changed' });
      const frames = a.socket.frames.length;
      expect(await owner.put(`/api/v1/decks/${deck.id}`, { deck: { edit_together: true } })).toMatchObject({
        statusCode: 200,
      });
      // Switched on again, the open sockets join the document once more.
      await waitUntil(() => a.socket.frames.length > frames, { timeoutMs: 20_000 });
      const c = await TogetherPeer.join(await socketOf(editor), deck.id);
      expect(textOf(c.doc)).toBe('Before Hi');
      for (const peer of [a, b, c]) peer.socket.close();
    });

    it('loses no acknowledged update when its process restarts', async () => {
      const { deck, owner, editor } = await togetherDeck(running.bff, `ts${kind}`);
      const a = await TogetherPeer.join(await socketOf(owner), deck.id);
      const b = await TogetherPeer.join(await socketOf(editor), deck.id);
      typeInBlock(b.doc, 's1', 't1', { at: 0, insert: 'Durable ' });
      await b.acknowledged();
      await running.restart(0);
      const c = await TogetherPeer.join(await socketOf(owner), deck.id);
      expect(textOf(c.doc)).toBe('Durable Hi');
      c.socket.close();
      a.socket.close();
    });
  },
);

describe.each(pubsubKinds())('a deck edited together across two realtime processes on %s', (name, pubsubFor) => {
  let running: Awaited<ReturnType<typeof startCollaboration>>;

  beforeAll(async () => {
    running = await startCollaboration(2, pubsubFor, await pubsubFor());
  });
  afterAll(() => running.stop());

  it('converges the documents and cursors of editors on either process', async () => {
    const { deck, owner, editor } = await togetherDeck(running.bff, `tp${name.length}`);
    const a = await TogetherPeer.join(await EditorSocket.open(running.ports[0]!, cookieOf(owner)), deck.id);
    const b = await TogetherPeer.join(await EditorSocket.open(running.ports[1]!, cookieOf(editor)), deck.id);
    expect(markupOf(b.doc)).toBe(markupOf(a.doc));
    for (let i = 0; i < 5; i++) {
      typeInBlock(a.doc, 's1', 't1', { at: 0, insert: 'a' });
      typeInBlock(b.doc, 's1', 't1', { at: 2, insert: 'b' });
    }
    await waitUntil(() => textOf(a.doc).length === 12 && textOf(a.doc) === textOf(b.doc));
    b.awareness.setLocalStateField('user', { colour: '#0a0', slide: 's1' });
    await waitUntil(() => [...a.awareness.getStates().values()].some((state) => state.user?.colour === '#0a0'));
    await a.acknowledged();
    await b.acknowledged();
    a.socket.close();
    b.socket.close();
  });
});
