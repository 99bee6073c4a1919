import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { createPresenceBoard } from '@lectern/pubsub';
import { backgroundSubscription, type Infrastructure, type Logger } from '@lectern/service-kit';
import { collaborationAccessThroughBff } from './collaboration-access.js';
import { subscribeToDeckEvents } from './deck-events.js';
import { createEditorNamespace, type EditorNamespace } from './editor-namespace.js';
import { createEditorRooms } from './rooms.js';
import { createDocLog } from './together/doc-log.js';
import { createSharedDocs } from './together/shared-docs.js';

/** Where editor and review pages connect (the live namespace stays on /realtime). */
export const EDITOR_PATH = '/realtime/editor';

export interface RunningEditorNamespace {
  accept(socket: WebSocket, request: IncomingMessage): void;
  ready(): boolean;
  stop(): Promise<void>;
}

/**
 * The editor namespace with its parts: presence shared over pub/sub, a room per deck, and the bus
 * subscription that turns deck events into collaboration messages (joined in the background).
 */
export async function startEditorNamespace(
  infra: Pick<Infrastructure, 'pubsub' | 'bus' | 'db' | 'store'>,
  options: { bffUrl: string; logger: Logger },
): Promise<RunningEditorNamespace> {
  const presence = createPresenceBoard(infra.pubsub);
  await presence.start();
  let namespace: EditorNamespace | null = null;
  const rooms = createEditorRooms(infra.pubsub, {
    evict: (deckId, userId) => namespace?.evict(deckId, userId),
    recheck: (deckId, after) => namespace?.recheck(deckId, after),
    together: (deckId, envelope) => together.remote(deckId, envelope),
  });
  const together = createSharedDocs({
    log: createDocLog({ store: infra.store, db: infra.db }),
    processId: randomUUID(),
    publish: (deckId, envelope) => rooms.publish(deckId, { together: envelope }),
    send: (socket, message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)),
    logger: options.logger,
  });
  namespace = createEditorNamespace({
    rooms,
    presence,
    together,
    askAccess: collaborationAccessThroughBff(options.bffUrl),
    logger: options.logger,
  });
  const events = backgroundSubscription(
    async () => subscribeToDeckEvents({ bus: infra.bus, db: infra.db, rooms }),
    options.logger,
  );
  const running = namespace;
  return {
    accept: (socket, request) => running.accept(socket, request),
    ready: () => events.ready(),
    async stop() {
      await events.stop();
      await running.stop();
      await together.stop();
      await presence.stop();
    },
  };
}
