import type { RequestListener } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '@lectern/testing';
import type { SafeFetchOptions } from '@lectern/bff';

/**
 * An https site on loopback under a name of its own (`name`), with a certificate for it, and the
 * fetch settings that let a Lectern reach it there and nowhere else private.
 */
export async function startHttpsSite(name: string, listener: RequestListener) {
  const { key, cert } = selfSignedCertificate([name]);
  const server = createServer({ key, cert }, listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const urlFetch: SafeFetchOptions = {
    resolve: async (asked) => (asked === name ? ['127.0.0.1'] : []),
    isAllowedAddress: (address) => address === '127.0.0.1',
    ca: cert,
  };
  return {
    urlFetch,
    /** The site's address of `pathname`. */
    at: (pathname: string) => `https://${name}:${(server.address() as AddressInfo).port}${pathname}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
