/** A third-party service did not answer as it should (no answer, an error status, too much, not JSON). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

export interface FetchLimits {
  /** The whole exchange, answer body included. */
  timeoutMs: number;
  /** The answer's body, in bytes. */
  maxBytes: number;
}

/**
 * GETs a provider's JSON. The address comes from configuration, never from a user, and no
 * redirect is followed; the answer is read within `timeoutMs` and up to `maxBytes`, or refused.
 * Errors name the host only: the address may carry a key.
 */
export async function fetchJson(url: URL, limits: FetchLimits, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(limits.timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new ProviderError(`${url.host} did not answer`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderError(`${url.host} answered ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw new ProviderError(`${url.host} answered more than ${limits.maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new ProviderError(`${url.host} answered more than ${limits.maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(`${url.host} stopped answering`);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new ProviderError(`${url.host} answered something other than JSON`);
  }
}
