import type { BusMessage, MessageHandler } from './bus.js';

/** The header the relay sets to the stored event's id. */
export const EVENT_ID_HEADER = 'event-id';

/**
 * Remembers which event ids were handled. A durable implementation (a table written in the same
 * transaction as the handler's effects) makes a consumer's effects exactly-once.
 */
export interface Deduper {
  seen(id: string): Promise<boolean>;
  remember(id: string): Promise<void>;
}

/** Bounded and in memory: it forgets the least recently seen ids first, and everything on restart. */
export function createMemoryDeduper(capacity = 10_000): Deduper {
  const ids = new Set<string>();
  return {
    async seen(id) {
      if (!ids.has(id)) return false;
      ids.delete(id);
      ids.add(id);
      return true;
    },
    async remember(id) {
      ids.delete(id);
      ids.add(id);
      for (const oldest of ids) {
        if (ids.size <= capacity) break;
        ids.delete(oldest);
      }
    },
  };
}

/** The `event-id` header, else the `id` field of a JSON value. */
export function eventIdOf(message: BusMessage): string | undefined {
  const header = message.headers[EVENT_ID_HEADER];
  if (header) return header;
  try {
    const body: unknown = JSON.parse(message.value.toString('utf8'));
    if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string') return body.id;
  } catch {
    // Not JSON: the message has no id.
  }
  return undefined;
}

/** Skips messages whose event id was handled before; an id is remembered only once its handler resolved. */
export function dedupeHandler(deduper: Deduper, handler: MessageHandler, idOf = eventIdOf): MessageHandler {
  return async (message) => {
    const id = idOf(message);
    if (id === undefined) return handler(message);
    if (await deduper.seen(id)) return;
    await handler(message);
    await deduper.remember(id);
  };
}
