/** A message as published: the key picks the partition, so messages with one key stay ordered. */
export interface OutgoingMessage {
  key: string;
  value: Buffer | string;
  headers?: Record<string, string>;
}

/** A message as delivered to a handler. Offsets are decimal strings (Kafka offsets are 64-bit). */
export interface BusMessage {
  topic: string;
  partition: number;
  offset: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

/** Resolving acknowledges the message; throwing (or never returning before the member stops) gets it redelivered. */
export type MessageHandler = (message: BusMessage) => Promise<void>;

export interface SubscribeOptions {
  /** Every group receives every message; the members of one group share them. */
  groupId: string;
  topics: readonly string[];
  /** Where a group without acknowledged messages starts: the oldest message, or only new ones (the default). */
  fromBeginning?: boolean;
  handler: MessageHandler;
}

export interface Subscription {
  /** Leaves the group after the message in hand is handled; unacknowledged messages go to the remaining members. */
  stop(): Promise<void>;
}

/**
 * The delivery contract, the same for every implementation:
 * - at least once: a message is acknowledged only after its handler resolves; a message a member
 *   received but did not acknowledge (it threw, stopped or died) is delivered to the group again;
 * - messages with the same key are handled one at a time, in publish order, within a group;
 * - handlers may run concurrently for different keys.
 */
export interface MessageBus {
  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void>;
  /** Resolves once the member has joined its group. */
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Stops every subscription made through this bus and releases its connections. */
  close(): Promise<void>;
}
