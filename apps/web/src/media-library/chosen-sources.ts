import type { MediaSearchSource } from '@lectern/contracts';

/**
 * The search sources to ask: those configured on the server that the person chose in their
 * settings (`media_sources`, spec/000 §3), in the server's order.
 */
export function chosenSources(configured: readonly MediaSearchSource[], mediaSources: string): MediaSearchSource[] {
  const chosen = new Set(mediaSources.split(',').map((name) => name.trim()));
  return configured.filter((source) => chosen.has(source));
}
