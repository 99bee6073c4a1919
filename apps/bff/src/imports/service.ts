import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Queryable } from '@lectern/db';
import {
  IMPORT_MAX_BYTES,
  importDecider,
  importMessages,
  importStreamId,
  RateLimitedError,
  ValidationError,
  type ImportKind,
} from '@lectern/domain';
import type { EventStore } from '@lectern/event-store';
import {
  countUnfinishedImports,
  findImport,
  readModelCheckpoint,
  readModelNames,
  type DeckRow,
  type ImportRow,
} from '@lectern/read-models';
import type { FileStorage } from '@lectern/storage';
import { runCommand, type Actor, type WaitFor } from '../commands.js';
import { receiveFile, type ReceivedFile } from '../uploads/received-file.js';

const IMPORTS_READ_MODEL = [readModelCheckpoint(readModelNames.exports)];
/** Imports one person may have waiting or running at once. */
export const MAX_UNFINISHED_IMPORTS = 3;

/** What a file is, from its first bytes (never its name): a PDF, a PowerPoint file (a ZIP), or an HTML deck. */
export function importKindOf(head: Buffer): ImportKind | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'pptx';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<') && /<(!doctype html|html|section|div)\b/.test(text)) return 'html';
  return null;
}

/**
 * Takes an uploaded file for import: its size counted as it arrives (at most 100 MB), its kind
 * read from its content, stored, and recorded for the export worker, which reads it into the
 * deck (a new one, made here, unless the person chose one they may edit).
 */
export function createImports(deps: {
  db: Queryable;
  store: EventStore;
  storage: FileStorage;
  waitFor: WaitFor;
  now?: () => Date;
}) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  return {
    /** Counts and keeps the upload in a folder of its own; answers its kind, or refuses it. */
    async receive(body: Readable): Promise<ReceivedFile & { kind: ImportKind }> {
      const received = await receiveFile(body, IMPORT_MAX_BYTES);
      const kind = importKindOf(received.head);
      const problem =
        received.size > IMPORT_MAX_BYTES ? importMessages.tooLarge : kind === null ? importMessages.unknownKind : null;
      if (problem !== null || kind === null) {
        await received.done();
        throw new ValidationError(
          { file: [problem ?? importMessages.unknownKind] },
          problem ?? importMessages.unknownKind,
        );
      }
      return { ...received, kind };
    },

    async assertRoom(requesterId: string) {
      if ((await countUnfinishedImports(deps.db, requesterId)) >= MAX_UNFINISHED_IMPORTS)
        throw new RateLimitedError('Please wait for your imports in progress to finish', 10);
    },

    async request(
      upload: { file: string; size: number; kind: ImportKind },
      input: { requesterId: string; deck: DeckRow; newDeck: boolean; filename: string },
      actor: Actor,
    ): Promise<ImportRow> {
      const importId = randomUUID();
      const key = `imports/${input.requesterId}/${importId}/source`;
      const contentType = { pdf: 'application/pdf', pptx: 'application/zip', html: 'text/html' }[upload.kind];
      await deps.storage.put(key, createReadStream(upload.file), contentType);
      await runCommand(
        deps,
        {
          streamId: importStreamId(importId),
          decider: importDecider,
          command: {
            type: 'RequestImport',
            data: {
              importId,
              requesterId: input.requesterId,
              deckId: input.deck.id,
              newDeck: input.newDeck,
              kind: upload.kind,
              file: { key, contentType, size: upload.size },
              filename: input.filename,
              requestedAt: now(),
            },
          },
        },
        actor,
        IMPORTS_READ_MODEL,
      );
      return (await findImport(deps.db, importId))!;
    },
  };
}

export type Imports = ReturnType<typeof createImports>;
