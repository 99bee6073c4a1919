import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

// Saving exports to one's own Dropbox (spec/000 §7 "export to a file-sync service").

/** GET /file_sync: whether Dropbox is set up here, and whether one's own is connected. */
export const fileSyncQueryOptions = () =>
  queryOptions({
    queryKey: ['file-sync'],
    queryFn: ({ signal }) => apiRequest('/file_sync', { answer: 'fileSyncResponse', signal }),
  });

/** POST /file_sync/connection: the address of Dropbox's consent page, to send the browser to. */
export const startFileSyncConnection = () =>
  apiRequest('/file_sync/connection', { method: 'POST', answer: 'fileSyncConnectionResponse' });

/** DELETE /file_sync/connection: ends one's connection (Dropbox forgets its tokens too). */
export const disconnectFileSync = () => apiRequest('/file_sync/connection', { method: 'DELETE' });

/** POST /decks/{id}/exports/{exportId}/file_sync: saves a finished export to one's Dropbox; answers where. */
export const saveExportToFileSync = (deckId: string, exportId: string) =>
  apiRequest(`/decks/${encodeURIComponent(deckId)}/exports/${encodeURIComponent(exportId)}/file_sync`, {
    method: 'POST',
    answer: 'fileSyncSavedResponse',
  });
