import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Nothing appends to the event log but the command handler (`handle`, `handleAll` in
 * libs/event-store): every write of every server app and tool is decided by a decider first.
 */

const root = path.resolve(import.meta.dirname, '../..');
const APPENDS = new Set(['append', 'appendAll']);

/** The calls of `x.append(...)` and `x.appendAll(...)` in a source text, as `line: text`. */
function appendCalls(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      APPENDS.has(node.expression.name.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${node.expression.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name);

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesUnder(relative);
    return isSource(entry.name) ? [relative] : [];
  });
}

/** Every server app's sources and the tools' (the web app's `append` is the DOM's). */
const serverSources = () =>
  [
    ...readdirSync(path.join(root, 'apps'))
      .filter((app) => app !== 'web')
      .map((app) => `apps/${app}/src`),
    'tools/embedded/src',
  ].flatMap(sourcesUnder);

describe('one writer', () => {
  it('finds an append made past the command handler', () => {
    expect(appendCalls('x.ts', 'await deps.store.append(id, [event], { expectedVersion: "any" });')).toHaveLength(1);
    expect(appendCalls('x.ts', 'await store.appendAll(parts);')).toHaveLength(1);
    expect(appendCalls('x.ts', 'await handle(store, decision, metadata);')).toHaveLength(0);
  });

  it('finds none in the apps and tools: every write goes through the command handler', () => {
    const sources = serverSources();
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap((file) => appendCalls(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
