import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  decideExport,
  DEFAULT_DECK_SETTINGS,
  evolveExport,
  exportOptionsFor,
  exportStreamId,
  initialExportState,
  RateLimitedError,
  type ExportFormat,
  type ExportOptions,
} from '@lectern/domain';
import { executeCommand, type EventStore } from '@lectern/event-store';
import {
  countUnfinishedExports,
  findExport,
  readModelCheckpoint,
  readModelNames,
  type DeckRow,
  type ExportRow,
} from '@lectern/read-models';
import { awaitReadModels, commandMetadata, type Actor, type WaitFor } from '../commands.js';

const exportDecider = { decide: decideExport, evolve: evolveExport, initialState: initialExportState };
const EXPORTS_READ_MODEL = [readModelCheckpoint(readModelNames.exports)];

/** Exports one person may have waiting or running at once; more wait for those to finish. */
export const MAX_UNFINISHED_EXPORTS = 5;
export const exportLimitMessage = 'Please wait for your exports in progress to finish';

/**
 * Asks for an export: recorded with the deck as it is now (content version and settings), so
 * the worker renders exactly that whatever happens to the deck meanwhile, and with a key that
 * is equal for equal exports, so the worker can hand out a file it made before.
 */
export function createExports(deps: { db: Queryable; store: EventStore; waitFor: WaitFor; now?: () => Date }) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  return {
    async request(
      deck: DeckRow,
      requesterId: string,
      format: ExportFormat,
      options: ExportOptions,
      actor: Actor,
    ): Promise<ExportRow> {
      if ((await countUnfinishedExports(deps.db, requesterId)) >= MAX_UNFINISHED_EXPORTS)
        throw new RateLimitedError(exportLimitMessage, 10);
      const settings = { ...DEFAULT_DECK_SETTINGS, ...deck.settings };
      const chosen = exportOptionsFor(format, options);
      const key = createHash('sha256')
        .update(JSON.stringify([deck.id, deck.version, settings, format, chosen]))
        .digest('hex');
      const exportId = randomUUID();
      const result = await executeCommand(
        deps.store,
        exportStreamId(exportId),
        exportDecider,
        {
          type: 'RequestExport',
          data: {
            exportId,
            deckId: deck.id,
            requesterId,
            format,
            options: chosen,
            deck: { ownerId: deck.owner_id, title: deck.title, slug: deck.slug, version: deck.version, settings },
            key,
            requestedAt: now(),
          },
        },
        commandMetadata(actor),
      );
      await awaitReadModels(deps.waitFor, result.appended!.position, EXPORTS_READ_MODEL);
      return (await findExport(deps.db, exportId))!;
    },
  };
}

export type Exports = ReturnType<typeof createExports>;
