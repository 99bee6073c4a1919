import type { DeckExport } from '@lectern/contracts';
import { exportFailureMessages } from '@lectern/domain';
import type { ExportRow } from '@lectern/read-models';

/** An export job as the API answers it: a download address once done, the spec's message once failed. */
export const toExportResponse = (row: ExportRow): DeckExport => ({
  id: row.id,
  deck_id: row.deck_id,
  format: row.format,
  options: row.options,
  status: row.status,
  progress: row.progress,
  deck_version: row.deck_version,
  url: row.status === 'done' ? `/api/v1/decks/${row.deck_id}/exports/${row.id}/file` : null,
  filename: row.file?.filename ?? null,
  size: row.file?.size ?? null,
  error: row.status === 'failed' ? exportFailureMessages[row.format] : null,
  fidelity: row.fidelity,
  created_at: new Date(row.requested_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});
