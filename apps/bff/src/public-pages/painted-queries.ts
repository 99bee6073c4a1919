/**
 * The data a painted page was drawn from, under the query keys the app reads it by
 * (apps/web/src/app/painted-queries.ts): the app's first render shows the same without asking again.
 * A JSON script is data, not code: the Content-Security-Policy lets it be.
 */
export function paintedQueriesScript(queries: readonly (readonly [readonly unknown[], unknown])[]): string {
  if (queries.length === 0) return '';
  // `<` escaped so no text in the data can close the script element.
  const json = JSON.stringify(queries).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="painted-queries">${json}</script>`;
}
