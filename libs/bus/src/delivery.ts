import type { BusMessage, MessageHandler } from './bus.js';
import type { BusLogger } from './logger.js';

/** How a failing handler is retried in place before its message goes back for redelivery. */
export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 3, initialDelayMs: 100, maxDelayMs: 5_000 };

/** Exponential: the first retry waits `initialDelayMs`, each further one twice as long, up to `maxDelayMs`. */
export function backoffDelay(policy: RetryPolicy, failures: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, failures - 1));
}

export interface DeliveryControl {
  policy: RetryPolicy;
  logger: BusLogger;
  /** False once the member stopped or lost the partition: no further attempt is made. */
  active(): boolean;
  pause(ms: number): Promise<void>;
}

/** Calls the handler until it resolves, at most `policy.attempts` times; resolves whether the message was handled. */
export async function deliver(
  message: BusMessage,
  handler: MessageHandler,
  control: DeliveryControl,
): Promise<boolean> {
  const { topic, partition, offset, key } = message;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handler(message);
      return true;
    } catch (error) {
      control.logger.warn({ err: error, topic, partition, offset, key, attempt }, 'bus message handler failed');
      if (attempt >= control.policy.attempts || !control.active()) return false;
      await control.pause(backoffDelay(control.policy, attempt));
      if (!control.active()) return false;
    }
  }
}
