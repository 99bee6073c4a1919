import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layer rule of eslint.config.js (routes -> features -> shared), run on small snippets placed in src/;
 * and no loop between the folders of src/, which the rule alone allows between two features' indexes.
 */

const root = path.resolve(import.meta.dirname, '../..');
// Nx's own rule needs its project graph, which this test does not build; the layer rule is what is checked.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { '@nx/enforce-module-boundaries': 'off' } } });

async function layerProblems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => message.ruleId);
}

describe('the web layers', () => {
  it('refuse a shared folder importing a feature', async () => {
    const code = "import { ShareDialog } from '../share';\nexport const shown = ShareDialog;\n";
    expect(await layerProblems('dialogs/probe.tsx', code)).toEqual(['boundaries/dependencies']);
  });

  it('refuse a feature importing a route', async () => {
    const code = "import { Route } from '../routes/__root';\nexport const root = Route;\n";
    expect(await layerProblems('teams/probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it("refuse a feature reaching into another feature's files", async () => {
    const code = "import { DeckCover } from '../decks/deck-cover';\nexport const cover = DeckCover;\n";
    expect(await layerProblems('profile/probe.tsx', code)).toEqual(['boundaries/dependencies']);
  });

  it('refuse a feature importing the router, which sits above the routes', async () => {
    const code = "import { createAppRouter } from '../router';\nexport const create = createAppRouter;\n";
    expect(await layerProblems('profile/probe.ts', code)).toEqual(['boundaries/no-unknown-dependencies']);
  });

  it("let a feature import shared folders, its own files, another feature's index and a lazy part", async () => {
    const code = [
      "import { DeckCover } from '../decks';",
      "import { ModalDialog } from '../dialogs/modal-dialog';",
      "import { useDeckPages } from './use-deck-pages';",
      'export const used = [DeckCover, ModalDialog, useDeckPages];',
      "export const loadLibrary = () => import('../media-library/media-library');",
      '',
    ].join('\n');
    expect(await layerProblems('profile/probe.tsx', code)).toEqual([]);
  });

  it('let a route import any feature file and shared folder', async () => {
    const code =
      "import { DeckScreen } from '../decks/deck-screen';\nimport { signedInOnly } from '../routing/signed-in-only';\nexport const used = [DeckScreen, signedInOnly];\n";
    expect(await layerProblems('routes/probe.tsx', code)).toEqual([]);
  });
});

/** The top-level folder each import of a file of src/ lands in, dynamic and type-only imports included. */
function folderImports(src: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && file.includes(path.sep),
  );
  for (const file of files) {
    const from = file.split(path.sep)[0]!;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(src, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = path.relative(src, path.resolve(path.dirname(path.join(src, file)), fileName)).split(path.sep)[0]!;
      if (to !== from && !to.startsWith('..') && !/\.(tsx?|js)$/.test(to)) targets.add(to);
    }
  }
  return graph;
}

/** Each folder that can reach itself through other folders' imports, with one such way round. */
function folderLoops(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const loops: string[] = [];
  for (const start of graph.keys()) {
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0 && !cameFrom.has(start)) {
      const folder = queue.shift()!;
      for (const next of graph.get(folder) ?? []) {
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
    if (!cameFrom.has(start)) continue;
    const way = [start];
    for (let folder = cameFrom.get(start)!; folder !== start; folder = cameFrom.get(folder)!) way.unshift(folder);
    loops.push([start, ...way].join(' -> '));
  }
  return loops;
}

describe('the folders of src/', () => {
  it('find a loop through other folders', () => {
    const graph = new Map([
      ['decks', new Set(['present', 'ui'])],
      ['present', new Set(['share'])],
      ['share', new Set(['decks'])],
      ['ui', new Set<string>()],
    ]);
    expect(folderLoops(graph)).toEqual([
      'decks -> present -> share -> decks',
      'present -> share -> decks -> present',
      'share -> decks -> present -> share',
    ]);
  });

  it('never import each other in a loop, features through their index included', () => {
    expect(folderLoops(folderImports(path.join(root, 'apps/web/src')))).toEqual([]);
  });
});
