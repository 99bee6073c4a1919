import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerMetrics, type Metrics, type MetricsAccess } from './observability/index.js';

/**
 * `/healthz` (the process is alive) and `/readyz` (it can do its work) for apps without HTTP of
 * their own, and `/metrics` when given (to the addresses `metrics.access` lets read it).
 */
export async function startHealthServer(options: {
  host: string;
  port: number;
  ready: () => Promise<boolean>;
  metrics?: { metrics: Metrics; access: MetricsAccess };
}) {
  let stopping = false;
  const server = http.createServer((request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/healthz') return reply(200, { status: 'ok' });
    if (options.metrics && answerMetrics(request, response, options.metrics)) return;
    if (request.url === '/readyz') {
      if (stopping) return reply(503, { status: 'stopping' });
      options.ready().then(
        (ready) => reply(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready' }),
        () => reply(503, { status: 'not ready' }),
      );
      return;
    }
    reply(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Marks the process as not ready so traffic drains, then closes. */
    async close() {
      stopping = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
