import type { IncomingHttpHeaders } from 'node:http';
import { safeGet, type SafeFetchOptions } from './safe-fetch.js';

/**
 * Whether a page lets other sites frame it (spec/001 §5: the iframe field warns when it does not).
 * The page is fetched through `safe-fetch.ts` (public https addresses only); only its headers are read.
 */

/** Whether the answer's headers forbid framing by another site. */
export function forbidsFraming(headers: IncomingHttpHeaders): boolean {
  const frameOptions = String(headers['x-frame-options'] ?? '').toLowerCase();
  if (/\b(deny|sameorigin)\b/.test(frameOptions)) return true;
  const policies = ([] as string[]).concat(headers['content-security-policy'] ?? []);
  return policies.some((policy) => {
    const directive = policy
      .split(';')
      .map((part) => part.trim().toLowerCase().split(/\s+/))
      .find(([name]) => name === 'frame-ancestors');
    return directive !== undefined && !directive.slice(1).some((source) => source === '*' || source === 'https:');
  });
}

/** Whether the page at `address` (an https URL) may be framed by another site. */
export async function checkFraming(address: string, options: SafeFetchOptions = {}): Promise<{ framable: boolean }> {
  const answer = await safeGet(address, options, 'text/html');
  // The body is never read.
  answer.destroy();
  return { framable: !forbidsFraming(answer.headers) };
}
