// `npm run bench -- <name>`: runs one benchmark (or all without a name) and prints `name=value` lines.
const benches: Record<string, () => Promise<void>> = {
  'event-store': async () => (await import('./event-store.js')).run(),
  decks: async () => (await import('./decks.js')).run(),
  media: async () => (await import('./media.js')).run(),
  editor: async () => (await import('./editor.js')).run(),
  present: async () => (await import('./present.js')).run(),
  public: async () => (await import('./public.js')).run(),
  api: async () => (await import('./api.js')).run(),
  live: async () => (await import('./live.js')).run(),
  collaboration: async () => (await import('./collaboration.js')).run(),
  export: async () => (await import('./export.js')).run(),
  idle: async () => (await import('./idle.js')).run(),
  distributed: async () => (await import('./distributed.js')).run(),
  'search-fairness': async () => (await import('./search-fairness.js')).run(),
  'pglite-thread': async () => (await import('./pglite-thread.js')).run(),
  together: async () => (await import('./together.js')).run(),
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !benches[name]);
if (unknown.length > 0) {
  console.error(`unknown benchmark: ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(benches)) {
  console.log(`# ${name} (${new Date().toISOString()}, node ${process.version})`);
  await benches[name]!();
}
