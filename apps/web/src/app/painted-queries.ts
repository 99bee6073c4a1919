import type { QueryClient } from '@tanstack/react-query';

// A marketing page arrives painted by the server inside the app's root (apps/bff/src/public-pages),
// with the data it was drawn from in a JSON script. The app's first render replaces the painted
// markup with the same markup, from the same data, so nothing blinks and nothing is asked twice.

/** The page came with its content painted in the app's root. */
export const isPagePainted = (): boolean => (document.getElementById('root')?.childElementCount ?? 0) > 0;

/** Puts the painted page's data into the query cache, under the keys the server painted it for. */
export function takePaintedQueries(queryClient: QueryClient): void {
  const script = document.getElementById('painted-queries');
  if (!script) return;
  script.remove();
  try {
    const queries = JSON.parse(script.textContent ?? '[]') as [unknown[], unknown][];
    for (const [key, data] of queries) queryClient.setQueryData(key, data);
  } catch {
    // Unreadable data: the screens ask for it as usual.
  }
}
