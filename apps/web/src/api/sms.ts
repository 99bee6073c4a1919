import { apiRequest, type Body } from './client';

/** GET /sms: whether this server can send text messages. */
export const fetchSmsStatus = (signal?: AbortSignal) => apiRequest('/sms', { answer: 'smsStatusResponse', signal });

/** POST /decks/{id}/sms: texts the deck's remote control link to a phone. */
export const sendRemoteControlLink = (deckId: string, phone: Body<'smsRequest'>) =>
  apiRequest(`/decks/${encodeURIComponent(deckId)}/sms`, { method: 'POST', body: phone });
