import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from './metrics.js';
import type { MetricsAccess } from './metrics-access.js';

export const METRICS_PATH = '/metrics';

/**
 * Answers `GET /metrics` on a plain HTTP server (apps without HTTP of their own): the scrape, or
 * 403 to an address that may not read it. False for any other request, which the caller answers.
 */
export function answerMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  options: { metrics: Metrics; access: MetricsAccess },
): boolean {
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== METRICS_PATH) return false;
  const reply = (status: number, contentType: string, body: string) => {
    response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
    response.end(body);
  };
  if (!options.access(request.socket.remoteAddress, request.headers)) {
    reply(403, 'application/json', JSON.stringify({ error: { code: 'forbidden', message: 'Forbidden' } }));
    return true;
  }
  options.metrics.scrape().then(
    ({ contentType, body }) => reply(200, contentType, body),
    () => reply(500, 'application/json', JSON.stringify({ error: { code: 'internal', message: 'Metrics failed' } })),
  );
  return true;
}
