/** Ephemeral signals (presence, pointers, typing): fire-and-forget, never stored. */
export type PubSubListener = (message: string, channel: string) => void;

export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, listener: PubSubListener): Promise<() => Promise<void>>;
  /** Answers whether the backing connection works (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
