import type { MessageBus } from '@lectern/bus';
import type { Metrics } from './metrics.js';
import { tracing } from './tracing.js';

/**
 * A bus whose consumer groups report their lag on scrape and, with tracing on, whose messages
 * continue the trace their event started: publishing one that carries a trace context (the relay
 * copies it from the event's metadata) is a producer span, handling one a consumer span with its
 * work, appends included, inside.
 */
export function observeBus(bus: MessageBus, metrics: Pick<Metrics, 'watchConsumerGroup'>): MessageBus {
  return {
    async publish(topic, messages) {
      const traces = tracing();
      if (!traces.enabled) return bus.publish(topic, messages);
      const spans = messages.map((message) =>
        message.headers?.traceparent
          ? traces.startSpan(`publish ${topic}`, {
              parent: message.headers,
              kind: 'producer',
              attributes: { 'messaging.destination.name': topic, 'messaging.message.key': message.key },
            })
          : null,
      );
      try {
        await bus.publish(
          topic,
          messages.map((message, index) =>
            spans[index] ? { ...message, headers: { ...message.headers, ...spans[index].carrier() } } : message,
          ),
        );
        for (const span of spans) span?.end();
      } catch (error) {
        for (const span of spans) span?.end(error);
        throw error;
      }
    },
    async subscribe(options) {
      const traces = tracing();
      const handler: typeof options.handler = traces.enabled
        ? (message) =>
            !message.headers.traceparent
              ? options.handler(message)
              : traces.inSpan(
                  `consume ${options.groupId}`,
                  {
                    parent: message.headers,
                    kind: 'consumer',
                    attributes: {
                      'messaging.consumer.group.name': options.groupId,
                      'messaging.destination.name': message.topic,
                    },
                  },
                  () => options.handler(message),
                )
        : options.handler;
      const subscription = await bus.subscribe({ ...options, handler });
      const unwatch = metrics.watchConsumerGroup(options.groupId, options.topics, options.fromBeginning ?? false);
      return {
        async stop() {
          unwatch();
          await subscription.stop();
        },
      };
    },
    close: () => bus.close(),
  };
}
