import type { EventStore } from '@lectern/event-store';
import type { DeckRenderer } from '../render/deck-renderer.js';
import { deckMarkupAt } from '../render/deck-content.js';
import type { ExportRequest, ExportWriter } from './export-jobs.js';

/** The deck as the job recorded it, with its markup at the job's version. */
export async function exportedDeck(store: EventStore, job: ExportRequest) {
  return {
    ownerId: job.deck.ownerId,
    title: job.deck.title,
    settings: job.deck.settings,
    themeHtml: job.deck.themeHtml ?? '',
    markup: await deckMarkupAt(store, job.deckId, job.deck.version),
  };
}

/** PDF: the deck's print view printed by the warm Chromium. */
export function pdfWriter(deps: { store: EventStore; renderer: DeckRenderer }): ExportWriter {
  return async (job, run) => {
    const deck = await exportedDeck(deps.store, job);
    await run.progress(20);
    const body = await deps.renderer.pdf(deck, job.options, { timeoutMs: run.timeoutMs, progress: run.progress });
    return { body, contentType: 'application/pdf', fidelity: [] };
  };
}
