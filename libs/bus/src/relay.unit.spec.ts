import { describe, expect, it } from 'vitest';
import { eventMessage, topicForStream } from './relay.js';

describe('topicForStream', () => {
  it('names the topic after the context, the stream id up to its first dash', () => {
    expect(topicForStream('deck-123')).toBe('lectern.deck');
    expect(topicForStream('user-ab-cd', 'staging')).toBe('staging.user');
    expect(topicForStream('settings')).toBe('lectern.settings');
  });
});

describe('eventMessage', () => {
  it('keys the event by its stream and carries its id in a header', () => {
    const event = {
      id: '0b7e8e4e-5d0c-4c1e-9a57-3f1f4a8f2b11',
      streamId: 'deck-1',
      streamVersion: 3,
      position: 42,
      type: 'DeckRenamed',
      schemaVersion: 1,
      data: { title: 'Q3' },
      metadata: { actorId: 'user-1', correlationId: 'c-1', causationId: null },
      recordedAt: new Date('2026-01-02T03:04:05.000Z'),
    };

    const message = eventMessage(event);

    expect(message.key).toBe('deck-1');
    expect(message.headers).toEqual({ 'event-id': event.id, 'event-type': 'DeckRenamed' });
    expect(JSON.parse(String(message.value))).toEqual({ ...event, recordedAt: '2026-01-02T03:04:05.000Z' });
  });
});
