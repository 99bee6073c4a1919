import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The deck show page's route, as Vite's manifest names its code-split component. */
export const SHOW_ROUTE_CHUNK = 'src/routes/$username/$slugOrId/index.tsx?tsr-split=component';
export const FULLSCREEN_ROUTE_CHUNK = 'src/routes/$username/$slugOrId/fullscreen.tsx?tsr-split=component';
export const EMBED_ROUTE_CHUNK = 'src/routes/$username/$slugOrId/embed.tsx?tsr-split=component';

/**
 * The stylesheets a route's chunk loads with it (its own and those of the chunks it imports), as
 * addresses, read from the build's `.vite/manifest.json`: the page links the very files the route
 * uses. None without a build manifest.
 */
export function routeStylesheets(webRoot: string, chunk: string): string[] {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    for (const css of entry.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(chunk);
  return [...stylesheets];
}
