import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyDeck, deckFromDoc } from '@lectern/deck-doc';
import { oneTextBlockDeck, typeInBlock } from '@lectern/deck-doc/testing';
import { serialize } from '@lectern/deck-format';
import { cleanTouchedSlides } from './clean-in-place.js';

/** A server's document and a client's copy of it, and the client's next update. */
function serverAndClient() {
  const server = new Y.Doc();
  applyDeck(server, oneTextBlockDeck('<p>Hi</p>'));
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
  const updates: Uint8Array[] = [];
  client.on('update', (update: Uint8Array) => updates.push(update));
  /** Applies the client's updates as realtime does, answering the one update the server's document made. */
  const accept = () => {
    let made: Uint8Array | null = null;
    let cleaned = false;
    server.once('update', (update: Uint8Array) => (made = update));
    server.transact((transaction) => {
      for (const update of updates.splice(0)) Y.applyUpdate(server, update);
      cleaned = cleanTouchedSlides(server, transaction);
    }, 'socket');
    return { made: made as Uint8Array | null, cleaned };
  };
  return { server, client, accept };
}

const markupOf = (doc: Y.Doc) => serialize(deckFromDoc(doc));

describe('cleaning what a client’s update touched, in its own transaction', () => {
  it('removes what the sanitizer removes, in the one update others receive', () => {
    const { server, client, accept } = serverAndClient();
    const slide = client.getMap('slides').get('s1') as Y.Map<unknown>;
    slide.set('foreignHtml', '<p onclick="steal()">x</p><script>steal()</script>');
    const clientId = server.clientID;
    const { made, cleaned } = accept();
    expect(cleaned).toBe(true);
    expect(markupOf(server)).not.toMatch(/onclick|<script/);
    expect(markupOf(server)).toContain('<p>x</p>');
    // The client applying that update (its own change and the cleaning) holds the cleaned slide.
    Y.applyUpdate(client, made!);
    expect(markupOf(client)).toBe(markupOf(server));
    expect(server.clientID).toBe(clientId);
  });

  it('changes nothing when the update was clean (typing)', () => {
    const { server, client, accept } = serverAndClient();
    typeInBlock(client, 's1', 't1', { at: 0, insert: 'Oh ' });
    expect(accept().cleaned).toBe(false);
    expect(markupOf(server)).toBe(markupOf(client));
  });
});
