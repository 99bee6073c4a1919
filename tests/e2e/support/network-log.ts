import type { Page } from 'playwright-core';

/** A request that went over the network (not answered from the browser's cache). */
export interface NetworkRequest {
  readonly url: URL;
  readonly status: number;
  /** Bytes received for it, headers and (compressed) body. */
  bytes: number;
}

/**
 * Records what a page fetches over the network, through the DevTools protocol: the page's own
 * `request` events also report answers taken from the HTTP cache. `take()` answers what was
 * recorded since the last call.
 */
export async function recordNetwork(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const byId = new Map<string, NetworkRequest>();
  const fromCache = new Set<string>();
  let recorded: NetworkRequest[] = [];
  client.on('Network.requestServedFromCache', ({ requestId }) => void fromCache.add(requestId));
  client.on('Network.responseReceived', ({ requestId, response }) => {
    if (fromCache.has(requestId) || response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache)
      return;
    if (!response.url.startsWith('http')) return;
    const request = { url: new URL(response.url), status: response.status, bytes: 0 };
    byId.set(requestId, request);
    recorded.push(request);
  });
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = byId.get(requestId);
    if (request) request.bytes = encodedDataLength;
    byId.delete(requestId);
  });
  return {
    take(): NetworkRequest[] {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    stop: () => client.detach(),
  };
}
