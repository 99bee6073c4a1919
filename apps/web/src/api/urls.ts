import { apiRequest } from './client';

/** Whether a page lets other sites frame it (GET /urls/check); the server refuses non-public addresses. */
export const checkFraming = (url: string, signal?: AbortSignal) =>
  apiRequest(`/urls/check?url=${encodeURIComponent(url)}`, { answer: 'urlCheckResponse', signal });
