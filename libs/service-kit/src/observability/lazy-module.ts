/**
 * Where a module that is loaded only when needed lives. Built, it is a file of its own beside the
 * server bundle (`tools/build/build.mjs`), so a bundle that never needs it never loads it (a
 * literal `import()` would be inlined into the bundle); from source (tsx, Vitest), the module.
 */
export function lazyModuleUrl(importMetaUrl: string, builtName: string, sourcePath: string): string {
  return new URL(importMetaUrl.endsWith('.ts') ? sourcePath : `./${builtName}.js`, importMetaUrl).href;
}
