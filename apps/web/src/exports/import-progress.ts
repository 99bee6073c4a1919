import { importProgressMessage } from '@lectern/contracts';

export interface ImportStep {
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
}

/**
 * Follows an import over the realtime service (`/realtime?import={id}`): `onStep` hears its
 * state at once and at each step; `onLost` is called if the socket ends before the import does
 * (refused, unreachable, timed out), so the caller can ask for the import instead.
 */
export function followImport(importId: string, onStep: (step: ImportStep) => void, onLost: () => void): () => void {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${window.location.host}/realtime?import=${encodeURIComponent(importId)}`);
  let finished = false;
  socket.addEventListener('message', (event) => {
    const parsed = importProgressMessage.safeParse(JSON.parse(String(event.data)));
    if (!parsed.success) return;
    if (parsed.data.type === 'import:error') return onLost();
    finished = parsed.data.status === 'done' || parsed.data.status === 'failed';
    onStep({ status: parsed.data.status, progress: parsed.data.progress });
  });
  socket.addEventListener('close', () => {
    if (!finished) onLost();
  });
  return () => {
    finished = true;
    socket.close();
  };
}
