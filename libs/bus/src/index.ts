export type { BusMessage, MessageBus, MessageHandler, OutgoingMessage, SubscribeOptions, Subscription } from './bus.js';
export { consoleLogger, silentLogger, type BusLogger } from './logger.js';
export { defaultRetryPolicy, type RetryPolicy } from './delivery.js';
export { createInProcessBus, type InProcessBusOptions } from './in-process.js';
export { createKafkaBus, type KafkaBusOptions } from './kafka.js';
export { createMemoryDeduper, dedupeHandler, eventIdOf, EVENT_ID_HEADER, type Deduper } from './dedupe.js';
export { createRelay, eventMessage, topicForStream, type Relay, type RelayOptions } from './relay.js';
export { createKafkaLagReader, type GroupLag, type KafkaLagReader } from './kafka-lag.js';
