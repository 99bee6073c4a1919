import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  exportDecider,
  exportOptionsFor,
  exportStreamId,
  RateLimitedError,
  type ExportFormat,
  type ExportOptions,
} from '@lectern/domain';
import type { EventStore } from '@lectern/event-store';
import {
  countUnfinishedExports,
  findExport,
  readModelCheckpoint,
  readModelNames,
  type DeckRow,
  type ExportRow,
} from '@lectern/read-models';
import { runCommand, type Actor, type WaitFor } from '../commands.js';
import type { DeckLook } from '../decks/deck-responses.js';

const EXPORTS_READ_MODEL = [readModelCheckpoint(readModelNames.exports)];

/** Exports one person may have waiting or running at once; more wait for those to finish. */
export const MAX_UNFINISHED_EXPORTS = 5;
export const exportLimitMessage = 'Please wait for your exports in progress to finish';

/**
 * Asks for an export: recorded with the deck as it is now (content version, and settings and
 * theme markup as its views show them, `look`), so
 * the worker renders exactly that whatever happens to the deck meanwhile, and with a key that
 * is equal for equal exports, so the worker can hand out a file it made before.
 */
export function createExports(deps: { db: Queryable; store: EventStore; waitFor: WaitFor; now?: () => Date }) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  return {
    async request(
      deck: DeckRow,
      look: DeckLook,
      requesterId: string,
      format: ExportFormat,
      options: ExportOptions,
      actor: Actor,
    ): Promise<ExportRow> {
      if ((await countUnfinishedExports(deps.db, requesterId)) >= MAX_UNFINISHED_EXPORTS)
        throw new RateLimitedError(exportLimitMessage, 10);
      const { settings } = look;
      const themeHtml = look.theme?.html ?? '';
      const chosen = exportOptionsFor(format, options);
      const key = createHash('sha256')
        .update(JSON.stringify([deck.id, deck.version, settings, themeHtml, format, chosen]))
        .digest('hex');
      const exportId = randomUUID();
      await runCommand(
        deps,
        {
          streamId: exportStreamId(exportId),
          decider: exportDecider,
          command: {
            type: 'RequestExport',
            data: {
              exportId,
              deckId: deck.id,
              requesterId,
              format,
              options: chosen,
              deck: {
                ownerId: deck.owner_id,
                title: deck.title,
                slug: deck.slug,
                version: deck.version,
                settings,
                themeHtml,
              },
              key,
              requestedAt: now(),
            },
          },
        },
        actor,
        EXPORTS_READ_MODEL,
      );
      return (await findExport(deps.db, exportId))!;
    },
  };
}

export type Exports = ReturnType<typeof createExports>;
