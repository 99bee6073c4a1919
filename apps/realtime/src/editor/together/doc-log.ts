import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import type { Queryable } from '@lectern/db';
import { applyDeck, deckFromDoc } from '@lectern/deck-doc';
import { parse, serialize } from '@lectern/deck-format';
import { cleanDeckMarkup, mediaIdsIn } from '@lectern/deck-format/sanitize';
import {
  deckContentDecider,
  deckContentStreamId,
  deckDocCompactionDecider,
  deckDocEditDecider,
  deckDocStreamId,
  type DeckContentEvent,
  type DeckDocEvent,
} from '@lectern/domain';
import { handle, handleAll, StreamVersionConflictError, type EventStore } from '@lectern/event-store';
import { findDeckById, usableMediaIds } from '@lectern/read-models';

/** The origin of changes the server makes to a document (a seed, cleaned markup written back). */
export const SERVER_ORIGIN = 'server';
/** The origin of what is read back from the log (other processes hold it or read it too). */
export const STORED_ORIGIN = 'stored';
const ATTEMPTS = 5;

const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const decode = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * A deck's shared document in the log (decisions 0066, 0071): loaded from its last compaction
 * and the edits after it, seeded from the deck's markup when none is newer; each editor's
 * accepted updates appended through the command handler; compacted to cleaned markup.
 */
export function createDocLog(deps: { store: EventStore; db: Queryable }) {
  const { store, db } = deps;

  async function latestMarkup(deckId: string): Promise<{ markup: string; version: number }> {
    const streamId = deckContentStreamId(deckId);
    const version = await store.streamVersion(streamId);
    if (version === 0) return { markup: '', version };
    const [event] = await store.readStream(streamId, { fromVersion: version, toVersion: version });
    return { markup: (event!.data as DeckContentEvent['data']).data, version };
  }

  /** Applies the document stream's events from `fromVersion` on; answers the stream's version and its last compaction's content version. */
  async function replay(deckId: string, doc: Y.Doc, fromVersion = 1) {
    const events = await store.readStream(deckDocStreamId(deckId), { fromVersion });
    let lastCompaction = -1;
    events.forEach((event, index) => event.type === 'DeckDocCompacted' && (lastCompaction = index));
    let contentVersion: number | null = null;
    const authors = new Set<string>();
    Y.transact(
      doc,
      () => {
        for (const event of events.slice(Math.max(lastCompaction, 0))) {
          const typed = event as unknown as DeckDocEvent;
          if (typed.type === 'DeckDocCompacted') {
            Y.applyUpdate(doc, decode(typed.data.state));
            contentVersion = typed.data.contentVersion;
          } else {
            Y.applyUpdate(doc, decode(typed.data.update));
            authors.add(typed.data.authorId);
          }
        }
      },
      STORED_ORIGIN,
    );
    const version = events.length > 0 ? events[events.length - 1]!.streamVersion : fromVersion - 1;
    return { version, contentVersion, authors: [...authors] };
  }

  /** A compaction (or a seed) of `doc`, holding both streams at the versions it read. */
  async function writeCompaction(
    deckId: string,
    doc: Y.Doc,
    docVersion: number,
    content: { cleaned: { data: string; slides: number }; version: number; editedBy: string[] } | null,
    contentVersion: number,
  ) {
    const compactedAt = new Date().toISOString();
    const compaction = {
      streamId: deckDocStreamId(deckId),
      decider: deckDocCompactionDecider,
      command: {
        type: 'CompactDeckDoc' as const,
        data: { state: encode(Y.encodeStateAsUpdate(doc)), contentVersion, compactedAt },
      },
      expectedVersion: docVersion,
    };
    const save = content && {
      streamId: deckContentStreamId(deckId),
      decider: deckContentDecider,
      command: {
        type: 'SaveDeckContent' as const,
        data: {
          markup: content.cleaned.data,
          cleaned: content.cleaned,
          basedOn: content.version,
          savedAt: compactedAt,
          restoredFrom: null,
          editedBy: content.editedBy,
        },
      },
      expectedVersion: content.version,
    };
    await handleAll(store, () => (save ? [compaction, save] : [compaction]), {
      // A compaction's markup is its editors' work: the revision history names the last of them.
      actorId: content?.editedBy.at(-1) ?? null,
      correlationId: randomUUID(),
    });
  }

  return {
    /**
     * Loads the deck's document into `doc`. Without a compaction, or when the deck's markup was
     * saved after its last one (edited alone meanwhile), the markup is applied to it and the result
     * written as a compaction first, so every process shares one seed and its items.
     */
    async load(deckId: string, doc: Y.Doc): Promise<{ version: number }> {
      for (let attempt = 1; ; attempt++) {
        // Read into a copy: a seed another process wrote first must replace this one, not join it.
        const loading = new Y.Doc();
        const { version, contentVersion } = await replay(deckId, loading);
        const content = await latestMarkup(deckId);
        const fresh = contentVersion !== null && contentVersion >= content.version;
        if (!fresh) applyDeck(loading, parse(content.markup), SERVER_ORIGIN);
        try {
          if (!fresh) await writeCompaction(deckId, loading, version, null, content.version);
          Y.applyUpdate(doc, Y.encodeStateAsUpdate(loading), STORED_ORIGIN);
          return { version: fresh ? version : version + 1 };
        } catch (error) {
          if (!(error instanceof StreamVersionConflictError) || attempt >= ATTEMPTS) throw error;
        } finally {
          loading.destroy();
        }
      }
    },

    /** One editor's updates, merged, as one event; resolves once it is committed. */
    async appendEdits(deckId: string, updates: readonly Uint8Array[], authorId: string): Promise<void> {
      const update = encode(Y.mergeUpdates([...updates]));
      await handle(
        store,
        {
          streamId: deckDocStreamId(deckId),
          decider: deckDocEditDecider,
          command: { type: 'EditDeckDoc', data: { update, authorId, editedAt: new Date().toISOString() } },
        },
        { actorId: authorId, correlationId: randomUUID() },
      );
    },

    /**
     * Writes the document as the deck's markup, cleaned exactly as a save (with its owner's media),
     * with the document's state in the same transaction. Edits other processes appended meanwhile
     * are read into the document first, so the compaction holds them. Cleaned markup that differs
     * from the document's is applied back to it (origin SERVER_ORIGIN), so the document never holds
     * more than its markup shows. Answers the markup saved (null when it was the deck's already)
     * and the document stream's version read.
     */
    async compact(
      deckId: string,
      doc: Y.Doc,
      knownVersion: number,
    ): Promise<{ markup: string | null; version: number }> {
      let from = knownVersion + 1;
      const editedBy = new Set<string>();
      for (let attempt = 1; ; attempt++) {
        const { version, authors } = await replay(deckId, doc, from);
        from = version + 1;
        for (const author of authors) editedBy.add(author);
        const markup = serialize(deckFromDoc(doc));
        const deck = await findDeckById(db, deckId);
        if (!deck) return { markup: null, version };
        const owned = await usableMediaIds(db, deck.owner_id, mediaIdsIn(markup));
        const cleaning = cleanDeckMarkup(markup, { keepsMedia: (id) => owned.has(id) });
        if ('problem' in cleaning) return { markup: null, version };
        if (cleaning.data !== markup) applyDeck(doc, parse(cleaning.data), SERVER_ORIGIN);
        const content = await latestMarkup(deckId);
        if (content.markup === cleaning.data) return { markup: null, version };
        try {
          await writeCompaction(
            deckId,
            doc,
            version,
            { cleaned: cleaning, version: content.version, editedBy: [...editedBy] },
            content.version + 1,
          );
          return { markup: cleaning.data, version: version + 1 };
        } catch (error) {
          if (!(error instanceof StreamVersionConflictError) || attempt >= ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type DocLog = ReturnType<typeof createDocLog>;
