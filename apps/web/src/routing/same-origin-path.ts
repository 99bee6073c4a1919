/**
 * The path, query and fragment of `target` when it is an address on `origin` written as a path;
 * undefined otherwise, so a `redirect` parameter never sends anyone to another site.
 */
export function sameOriginPath(target: string | undefined, origin: string): string | undefined {
  if (!target?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
