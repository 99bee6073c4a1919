import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { AWARENESS_FRAME, awarenessFrame, step1Frame, SYNC_FRAME, updateFrame } from '@lectern/deck-doc/frames';
import { waitUntil } from '@lectern/testing';
import type { EditorSocket } from './editor-sockets.js';

const FROM_SERVER = 'server';

/**
 * A client of a deck edited together, as the editor's binding will be: its own `Y.Doc` and
 * awareness kept in step with the server's over an editor socket, each local change sent as an
 * update frame.
 */
export class TogetherPeer {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  /** Update frames sent, to compare with the server's acknowledgements. */
  sent = 0;

  constructor(readonly socket: EditorSocket) {
    socket.onFrame = (frame) => this.receive(frame);
    for (const frame of socket.frames.splice(0)) this.receive(frame);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === FROM_SERVER) return;
      this.sent += 1;
      socket.send(updateFrame(update));
    });
    this.awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      if (origin === FROM_SERVER) return;
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...added!, ...updated!, ...removed!]);
      socket.send(awarenessFrame(update));
    });
  }

  /** Subscribes the socket to the deck and waits until the document holds the server's state. */
  static async join(socket: EditorSocket, deckId: string): Promise<TogetherPeer> {
    const subscribed = await socket.subscribe(deckId);
    if (subscribed.type !== 'subscribed') throw new Error(`not subscribed: ${JSON.stringify(subscribed)}`);
    await waitUntil(() => socket.frames.length > 0);
    const peer = new TogetherPeer(socket);
    socket.send(step1Frame(peer.doc));
    await waitUntil(() => peer.doc.getMap('slides').size > 0 || peer.synced);
    return peer;
  }

  private synced = false;

  private receive(frame: Uint8Array) {
    const decoder = decoding.createDecoder(frame);
    const kind = decoding.readVarUint(decoder);
    if (kind === AWARENESS_FRAME)
      return awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), FROM_SERVER);
    const reply = encoding.createEncoder();
    encoding.writeVarUint(reply, SYNC_FRAME);
    const step = syncProtocol.readSyncMessage(decoder, reply, this.doc, FROM_SERVER);
    if (step === syncProtocol.messageYjsSyncStep2) this.synced = true;
    if (encoding.length(reply) > 1) this.socket.send(encoding.toUint8Array(reply));
  }

  /** Waits until the server has acknowledged every update frame this peer sent. */
  async acknowledged() {
    await waitUntil(async () => {
      const acked = await this.socket.take({ type: 'together:acked' });
      return acked.count === this.sent;
    });
  }
}
