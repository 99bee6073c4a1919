import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { importResponse, type ImportProgressMessage } from '@lectern/contracts';
import { IMPORT_TIMEOUT_MS } from '@lectern/domain';
import type { PubSub } from '@lectern/pubsub';
import type { Logger } from '@lectern/service-kit';

type ImportState = Extract<ImportProgressMessage, { type: 'import:progress' }>;

/** Asks whether the socket's person may follow an import, and its state now; null when they may not. */
export type AskImportAccess = (
  importId: string,
  cookie: string | undefined,
) => Promise<ImportState | null | 'unavailable'>;

/** Asks the BFF's GET /imports/{id} with the socket's cookies: imports are seen by who asked for them only. */
export function importAccessThroughBff(bffUrl: string): AskImportAccess {
  const base = bffUrl.replace(/\/$/, '');
  return async (importId, cookie) => {
    const response = await fetch(`${base}/api/v1/imports/${encodeURIComponent(importId)}`, {
      headers: cookie ? { cookie } : {},
    }).catch(() => null);
    if (!response || response.status >= 500) return 'unavailable';
    if (!response.ok) return null;
    const { import: job } = importResponse.parse(await response.json());
    return { type: 'import:progress', id: job.id, status: job.status, progress: job.progress };
  };
}

const finished = (state: ImportState) => state.status === 'done' || state.status === 'failed';

/**
 * Import progress over the realtime service (spec/000 §7): a socket opened as
 * `/realtime?import={id}` gets the import's state at once and at each step the export worker
 * publishes on `import:{id}`, and is closed once the import is done or failed, or after the
 * import socket timeout (240 s, spec/000 §9).
 */
export function createImportProgress(deps: { pubsub: PubSub; askAccess: AskImportAccess; logger: Logger }) {
  const send = (socket: WebSocket, message: ImportProgressMessage) => socket.send(JSON.stringify(message));

  async function follow(socket: WebSocket, importId: string, cookie: string | undefined) {
    let last: ImportState | null = null;
    const deliver = (state: ImportState) => {
      if (socket.readyState !== socket.OPEN || (last && finished(last))) return;
      last = state;
      send(socket, state);
      if (finished(state)) socket.close(1000, 'finished');
    };
    // Subscribed before the state is read, so no step falls between the two.
    const unsubscribe = await deps.pubsub.subscribe(`import:${importId}`, (text) => {
      const { status, progress } = JSON.parse(text) as { status: ImportState['status']; progress: number };
      if (last !== null) deliver({ type: 'import:progress', id: importId, status, progress });
    });
    const timeout = setTimeout(() => socket.close(1000, 'timeout'), IMPORT_TIMEOUT_MS).unref();
    socket.once('close', () => {
      clearTimeout(timeout);
      void unsubscribe();
    });
    const state = await deps.askAccess(importId, cookie);
    if (state === null || state === 'unavailable') {
      send(socket, { type: 'import:error', reason: state === null ? 'not_found' : 'unavailable' });
      socket.close(1000, 'refused');
      return;
    }
    deliver(state);
  }

  return {
    /** Follows the import a socket names in its address, if it names one. */
    accept(socket: WebSocket, request: IncomingMessage) {
      const importId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('import');
      if (!importId) return;
      if (importId.length > 64) return socket.close(1008, 'invalid');
      follow(socket, importId, request.headers.cookie).catch((err: unknown) => {
        deps.logger.warn({ err }, 'import progress failed');
        socket.close(1011, 'unavailable');
      });
    },
  };
}
