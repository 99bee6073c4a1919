import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDeck } from '@lectern/deck-doc';
import { textBlock } from '@lectern/deck-doc/testing';
import type { Deck, TextBlock } from '@lectern/deck-format';
import { EditorStore } from '../../editor/actions/editor-store';
import { editTogether } from './deck-together';
import { presenceColour, type Presence } from './presence';
import { TogetherChannel } from './together-channel';
import { SEND_EVERY_MS } from './timings';

const SYNC = 0;
const AWARENESS = 1;

const twoBlocks: Deck = {
  stacks: [
    {
      wrapper: null,
      slides: [
        {
          id: 's1',
          attributes: [],
          notes: null,
          blocks: [textBlock('a', '<p>A</p>'), textBlock('b', '<p>B</p>')],
          foreignHtml: '',
        },
      ],
    },
  ],
};

/** A server as realtime is to its sockets: answers the handshake and passes each update to the others. */
class FakeServer {
  readonly doc = new Y.Doc();
  private readonly up = new Set<TogetherChannel>();

  constructor(deck: Deck) {
    applyDeck(this.doc, deck);
    this.doc.on('update', (update: Uint8Array, from: unknown) => {
      for (const channel of this.up)
        if (channel !== from) channel.frame(this.framed((e) => syncProtocol.writeUpdate(e, update)));
    });
  }

  /** A page's channel; `join` subscribes it (again), `drop` cuts it. */
  page() {
    const channel: TogetherChannel = new TogetherChannel((frame) => {
      if (!this.up.has(channel)) return false;
      const decoder = decoding.createDecoder(frame);
      // Awareness goes to the other pages as it came.
      if (decoding.readVarUint(decoder) === AWARENESS) {
        for (const other of this.up) if (other !== channel) other.frame(frame);
        return true;
      }
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, SYNC);
      syncProtocol.readSyncMessage(decoder, reply, this.doc, channel);
      if (encoding.length(reply) > 1) channel.frame(encoding.toUint8Array(reply));
      return true;
    });
    return {
      channel,
      join: () => {
        this.up.add(channel);
        channel.joined();
        channel.frame(this.framed((e) => syncProtocol.writeSyncStep1(e, this.doc)));
      },
      drop: () => {
        this.up.delete(channel);
        channel.lost();
      },
    };
  }

  private framed(write: (encoder: encoding.Encoder) => void) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, SYNC);
    write(encoder);
    return encoding.toUint8Array(encoder);
  }
}

const textOf = (store: EditorStore, id: string) =>
  (store.state.deck.stacks[0]!.slides[0]!.blocks.find((block) => block.id === id) as TextBlock).html;

const type = (store: EditorStore, id: string, html: string) =>
  store.performAction(store.actionNamed('updateBlock'), { id, change: { html } });

describe('editing a deck together', () => {
  let server: FakeServer;
  const stops: (() => void)[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    server = new FakeServer(twoBlocks);
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
  });

  /** A page whose store opened on `deck` (its markup, maybe older than the document). */
  function open(deck: Deck = twoBlocks, me = { id: 'u-ada', username: 'ada' }) {
    const store = new EditorStore(deck, { width: 960, height: 700 });
    const page = server.page();
    const synced = vi.fn();
    const others: Presence[][] = [];
    const stop = editTogether(store, page.channel, { me, onSynced: synced, onOthers: (now) => others.push(now) });
    stops.push(stop);
    page.join();
    return { store, synced, others, stop, ...page };
  }

  it('shows the shared document once held, and each page’s changes on the other, merged', () => {
    const stale = open({ stacks: [] });
    expect(stale.synced).toHaveBeenCalledOnce();
    expect(textOf(stale.store, 'a')).toBe('<p>A</p>');
    const other = open();
    type(stale.store, 'a', '<p>A, typed here</p>');
    type(other.store, 'b', '<p>B, typed there</p>');
    vi.advanceTimersByTime(SEND_EVERY_MS);
    expect(textOf(other.store, 'a')).toBe('<p>A, typed here</p>');
    expect(textOf(stale.store, 'b')).toBe('<p>B, typed there</p>');
  });

  it('keeps the selection and what others did not change', () => {
    const one = open();
    const two = open();
    one.store.performAction(one.store.actionNamed('select'), ['a']);
    const before = one.store.state.deck.stacks[0]!.slides[0]!.blocks[0];
    type(two.store, 'b', '<p>B!</p>');
    vi.advanceTimersByTime(SEND_EVERY_MS);
    expect(textOf(one.store, 'b')).toBe('<p>B!</p>');
    expect(one.store.state.deck.stacks[0]!.slides[0]!.blocks[0]).toBe(before);
    expect(one.store.state.selection).toEqual(['a']);
  });

  it('undoes only this page’s changes', () => {
    const one = open();
    const two = open();
    type(one.store, 'a', '<p>mine</p>');
    vi.advanceTimersByTime(SEND_EVERY_MS);
    type(two.store, 'b', '<p>theirs</p>');
    vi.advanceTimersByTime(SEND_EVERY_MS);
    expect(one.store.isEnabled('undo')).toBe(true);
    one.store.performAction(one.store.actionNamed('undo'), undefined);
    vi.advanceTimersByTime(SEND_EVERY_MS);
    expect(textOf(one.store, 'a')).toBe('<p>A</p>');
    expect(textOf(two.store, 'a')).toBe('<p>A</p>');
    expect(textOf(one.store, 'b')).toBe('<p>theirs</p>');
    one.store.performAction(one.store.actionNamed('redo'), undefined);
    vi.advanceTimersByTime(SEND_EVERY_MS);
    expect(textOf(two.store, 'a')).toBe('<p>mine</p>');
  });

  it('keeps what is changed while the socket is down and sends it on the next join', () => {
    const one = open();
    const two = open();
    one.drop();
    type(one.store, 'a', '<p>offline</p>');
    type(two.store, 'b', '<p>meanwhile</p>');
    vi.advanceTimersByTime(SEND_EVERY_MS * 5);
    expect(textOf(two.store, 'a')).toBe('<p>A</p>');
    one.join();
    vi.advanceTimersByTime(SEND_EVERY_MS);
    expect(textOf(two.store, 'a')).toBe('<p>offline</p>');
    expect(textOf(one.store, 'b')).toBe('<p>meanwhile</p>');
  });

  it('tells each page where the others are and what they selected, and that they left', () => {
    const ada = open();
    const bo = open(twoBlocks, { id: 'u-bo', username: 'bo' });
    ada.store.performAction(ada.store.actionNamed('select'), ['b']);
    expect(bo.others.at(-1)).toEqual([
      { name: 'ada', colour: presenceColour('u-ada'), slideId: 's1', blockIds: ['b'] },
    ]);
    expect(ada.others.at(-1)).toEqual([{ name: 'bo', colour: presenceColour('u-bo'), slideId: 's1', blockIds: [] }]);
    // A change that moves nobody sends nothing.
    const told = bo.others.length;
    type(ada.store, 'a', '<p>A and more</p>');
    expect(bo.others).toHaveLength(told);
    ada.stop();
    expect(bo.others.at(-1)).toEqual([]);
  });
});
