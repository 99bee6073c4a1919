import { StreamVersionConflictError, type EventStore, type NewEvent } from '@lectern/event-store';
import type { Metrics } from './metrics.js';
import { tracing } from './tracing.js';

/** The events with the active trace context in their metadata, so whatever they cause joins its trace. */
function carryingTrace(events: readonly NewEvent[]): readonly NewEvent[] {
  const carrier = tracing().activeCarrier();
  return carrier ? events.map((event) => ({ ...event, metadata: { ...event.metadata, ...carrier } })) : events;
}

/**
 * Times every append into a histogram and counts version conflicts; with tracing on, each append
 * is a span and its events carry that span's context.
 */
export function measureAppends(
  store: EventStore,
  metrics: Pick<Metrics, 'appendDuration' | 'appendConflicts'>,
): EventStore {
  async function timed<T>(append: () => Promise<T>): Promise<T> {
    const end = metrics.appendDuration.startTimer();
    try {
      const result = await append();
      end({ outcome: 'appended' });
      return result;
    } catch (error) {
      const conflict = error instanceof StreamVersionConflictError;
      if (conflict) metrics.appendConflicts.inc();
      end({ outcome: conflict ? 'conflict' : 'failed' });
      throw error;
    }
  }
  return {
    ...store,
    append(streamId, events, options) {
      const traces = tracing();
      if (!traces.enabled) return timed(() => store.append(streamId, events, options));
      return traces.inSpan('event-store append', { attributes: { 'lectern.stream_id': streamId } }, () =>
        timed(() => store.append(streamId, carryingTrace(events), options)),
      );
    },
    appendAll(appends) {
      const traces = tracing();
      if (!traces.enabled) return timed(() => store.appendAll(appends));
      return traces.inSpan('event-store append', { attributes: { 'lectern.streams': appends.length } }, () =>
        timed(() => store.appendAll(appends.map((part) => ({ ...part, events: carryingTrace(part.events) })))),
      );
    },
  };
}
