import { parentPort, workerData } from 'node:worker_threads';
import { cleanDeckMarkup, type MarkupCleaning } from './sanitize.js';

/** One markup to clean, with the media the deck may show (all when null) and what it was cleaned to before. */
export interface CleanRequest {
  id: number;
  markup: string;
  media: readonly string[] | null;
  cleanedBefore?: string;
}

export type CleanReply = { id: number; cleaning: MarkupCleaning } | { id: number; error: string };

/** `cleanDeckMarkup` with the media as a list, as the sanitize pool sends it. */
export function cleanRequest(request: Omit<CleanRequest, 'id'>): MarkupCleaning {
  const media = request.media === null ? null : new Set(request.media);
  return cleanDeckMarkup(request.markup, {
    cleanedBefore: request.cleanedBefore,
    ...(media ? { keepsMedia: (id: string) => media.has(id) } : {}),
  });
}

/** Marks the threads the sanitize pool starts, so that importing this module elsewhere does nothing. */
export const SANITIZE_WORKER = 'lectern-sanitize-worker';

// The sanitize pool's worker thread (`sanitize-pool.ts`): one request at a time.
if (parentPort && workerData === SANITIZE_WORKER)
  parentPort.on('message', (request: CleanRequest) => {
    let reply: CleanReply;
    try {
      reply = { id: request.id, cleaning: cleanRequest(request) };
    } catch (error) {
      reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(reply);
  });
