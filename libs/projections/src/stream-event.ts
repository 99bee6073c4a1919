import { streamKind, type EventsByStream, type StreamKind } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';

/** A stored event with the kind and id of its stream, typed as that kind of stream's events. */
export type StreamEvent = {
  [K in StreamKind]: { kind: K; id: string; event: StoredEvent & EventsByStream[K] };
}[StreamKind];

/** Reads which stream an event belongs to, for a projection to dispatch on; null for a stream of no known kind. */
export function streamEvent(stored: StoredEvent): StreamEvent | null {
  const stream = streamKind(stored.streamId);
  return stream && ({ ...stream, event: stored } as StreamEvent);
}
