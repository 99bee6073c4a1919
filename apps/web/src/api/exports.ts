import type { DeckExport, DeckImport } from '@lectern/contracts';
import { apiRequest, type Body } from './client';

// The export and import calls of spec/000 §7.

const exportsPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}/exports`;
const exportOf = ({ export: job }: { export: DeckExport }) => job;

/** POST /decks/{id}/exports: queues an export with these options over the person's export settings. */
export const createExport = (deckId: string, request: Body<'createExportRequest'>['export']) =>
  apiRequest(exportsPath(deckId), { method: 'POST', body: { export: request }, answer: 'exportResponse' }).then(
    exportOf,
  );

/** GET /decks/{id}/exports/{exportId}: how the export is doing. */
export const fetchExport = (deckId: string, exportId: string, signal?: AbortSignal) =>
  apiRequest(`${exportsPath(deckId)}/${encodeURIComponent(exportId)}`, { answer: 'exportResponse', signal }).then(
    exportOf,
  );

const importOf = ({ import: job }: { import: DeckImport }) => job;

/** POST /imports: sends a file to import, into the deck `deckId` (its content replaced) or a new one. */
export const createImport = (file: File, deckId: string | null) => {
  const query = new URLSearchParams({ filename: file.name, ...(deckId ? { deck_id: deckId } : {}) });
  return apiRequest(`/imports?${query}`, { method: 'POST', file, answer: 'importResponse' }).then(importOf);
};

/** GET /imports/{id}: how the import is doing. */
export const fetchImport = (importId: string, signal?: AbortSignal) =>
  apiRequest(`/imports/${encodeURIComponent(importId)}`, { answer: 'importResponse', signal }).then(importOf);
