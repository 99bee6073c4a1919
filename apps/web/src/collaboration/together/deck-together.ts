import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { applyDeck, deckFromDoc } from '@lectern/deck-doc';
import { AWARENESS_FRAME, awarenessFrame, step1Frame, SYNC_FRAME, updateFrame } from '@lectern/deck-doc/frames';
import type { Deck } from '@lectern/deck-format';
import { reconciled, type Action, type EditorStore } from '../../editor';
import { keepUnchanged } from './keep-unchanged';
import { presenceIn, presenceOf, samePresence, type Presence } from './presence';
import type { TogetherChannel } from './together-channel';
import { SEND_EVERY_MS } from './timings';

export interface TogetherOptions {
  /** The person at this page: others see their name and colour where they are. */
  me: { id: string; username: string };
  /** The page holds the shared document. */
  onSynced: () => void;
  /** Where the others editing the deck are, whenever that changes. */
  onOthers: (others: Presence[]) => void;
}

/** What this page changed: the only changes its undo takes back. */
const LOCAL_ORIGIN = 'local';
const FROM_SERVER = 'server';

/** The deck as others changed it: shown with no undo entry, on the same slide, keeping the selection that is still there. */
const receiveDeck: Action<Deck> = {
  name: 'receiveDeck',
  label: 'Changes by others',
  history: 'none',
  perform: (state, _, deck) => ({ state: reconciled({ ...state, deck }) }),
};

/**
 * Edits the store's deck together with others (decisions 0066, 0071): the page's own copy of the
 * deck's shared document, synced over the editor socket. The store's changes are applied to the
 * document and sent at most every 200 ms, merged; changes from others (and this page's undo) are
 * read back into the store. The document is kept while the socket is down: every (re)join's
 * handshake sends the server what it lacks and brings what this page lacks.
 * Until the first handshake the document is empty and the store's deck is not applied to it:
 * the server seeds documents, never a client.
 */
export function editTogether(
  store: EditorStore,
  channel: TogetherChannel,
  { me, onSynced, onOthers }: TogetherOptions,
): () => void {
  const doc = new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(doc);
  let shown: Presence | null = null;
  const tellWhereIAm = () => {
    const here = presenceIn(store, me);
    if (samePresence(shown, here)) return;
    shown = here;
    awareness.setLocalState(here);
  };
  tellWhereIAm();
  awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
    // This page's own state, and its renewal every 15 s that keeps it from expiring elsewhere.
    if (origin !== FROM_SERVER)
      channel.send(
        awarenessFrame(awarenessProtocol.encodeAwarenessUpdate(awareness, [...added!, ...updated!, ...removed!])),
      );
    const others: Presence[] = [];
    for (const [client, state] of awareness.getStates())
      if (client !== doc.clientID) {
        const presence = presenceOf(state);
        if (presence) others.push(presence);
      }
    onOthers(others);
  });
  const undo = new Y.UndoManager([doc.getMap('stacks'), doc.getMap('slides')], {
    trackedOrigins: new Set([LOCAL_ORIGIN]),
  });
  let synced = false;
  let applied: Deck | null = null;
  let pending: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = () => {
    timer = null;
    if (pending.length === 0) return;
    const update = pending.length === 1 ? pending[0]! : Y.mergeUpdates(pending);
    if (channel.send(updateFrame(update))) pending = [];
  };
  const showDocument = () => {
    applied = keepUnchanged(store.state.deck, deckFromDoc(doc));
    store.performAction(receiveDeck as Action<unknown>, applied);
  };

  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === FROM_SERVER) return;
    pending.push(update);
    timer ??= setTimeout(send, SEND_EVERY_MS);
  });
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    if (synced && transaction.origin !== LOCAL_ORIGIN && transaction.changed.size > 0) showDocument();
  });
  const unsubscribe = store.subscribe(() => {
    tellWhereIAm();
    const { deck } = store.state;
    if (!synced || deck === applied) return;
    applied = deck;
    applyDeck(doc, deck, LOCAL_ORIGIN);
  });
  const stopListening = channel.listen({
    joined() {
      // The handshake that follows carries everything not yet sent.
      pending = [];
      channel.send(step1Frame(doc));
      channel.send(awarenessFrame(awarenessProtocol.encodeAwarenessUpdate(awareness, [doc.clientID])));
    },
    frame(frame) {
      const decoder = decoding.createDecoder(frame);
      const kind = decoding.readVarUint(decoder);
      if (kind === AWARENESS_FRAME) {
        awarenessProtocol.applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), FROM_SERVER);
        return;
      }
      if (kind !== SYNC_FRAME) return;
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, SYNC_FRAME);
      const step = syncProtocol.readSyncMessage(decoder, reply, doc, FROM_SERVER);
      if (encoding.length(reply) > 1) channel.send(encoding.toUint8Array(reply));
      if (step === syncProtocol.messageYjsSyncStep2 && !synced) {
        synced = true;
        showDocument();
        store.sharedHistory = {
          undo: { can: () => undo.canUndo(), take: () => void undo.undo() },
          redo: { can: () => undo.canRedo(), take: () => void undo.redo() },
        };
        onSynced();
      }
    },
  });

  return () => {
    awarenessProtocol.removeAwarenessStates(awareness, [doc.clientID], 'local');
    awareness.destroy();
    stopListening();
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
    store.sharedHistory = null;
    undo.destroy();
    doc.destroy();
  };
}
