import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What every workspace imports, read from its source files, against what its package.json
 * declares; and which kinds of workspace may import which (the same rule as
 * `@nx/enforce-module-boundaries` in eslint.config.js, checked here without Nx's graph).
 */

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  nx?: { tags?: string[] };
}

interface Workspace {
  folder: string;
  manifest: Manifest;
  type: string;
}

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const rootManifest = readJson<Manifest>(path.join(root, 'package.json'));

const workspaces: Workspace[] = ['apps', 'libs', 'tools'].flatMap((group) =>
  readdirSync(path.join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(group, entry.name))
    .filter((folder) => readdirSync(path.join(root, folder)).includes('package.json'))
    .map((folder) => {
      const manifest = readJson<Manifest>(path.join(root, folder, 'package.json'));
      const type = manifest.nx?.tags?.find((tag) => tag.startsWith('type:')) ?? 'none';
      return { folder, manifest, type };
    }),
);
const byName = new Map(workspaces.map((workspace) => [workspace.manifest.name, workspace]));

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', '.vite'].includes(entry.name) ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [relative] : [];
  });
}

/** Test files and test helpers may also use the root's devDependencies (vitest, fast-check, ...). */
const isTestFile = (file: string) =>
  /[.-]spec\.tsx?$|\.contract\.ts$/.test(file) || /\/(testing|test-support)\//.test(file);

const PACKAGE_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

/** The package a bare import specifier names (`@lectern/deck-format/sanitize` → `@lectern/deck-format`). */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (specifier.startsWith('virtual:')) return null;
  const [first, second] = specifier.split('?')[0]!.split('/');
  const name = first!.startsWith('@') ? `${first}/${second}` : first!;
  return builtinModules.includes(name) || !PACKAGE_NAME.test(name) ? null : name;
}

function importsOf(workspace: Workspace) {
  return sourceFiles(workspace.folder).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    // TypeScript's own scanner: static and dynamic imports, re-exports, `import type`; not strings.
    const names = new Set(ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => packageOf(fileName)));
    names.delete(null);
    return [...names].map((name) => ({ file, name: name! }));
  });
}

describe('every workspace declares what it imports', () => {
  it.each(workspaces.map((workspace) => [workspace.manifest.name, workspace] as const))(
    '%s lists in its package.json every package its sources import',
    (_name, workspace) => {
      const { dependencies = {}, devDependencies = {} } = workspace.manifest;
      const undeclared = importsOf(workspace)
        .filter(({ name }) => name !== workspace.manifest.name)
        .filter(({ name, file }) => {
          if (name in dependencies) return false;
          // A test may use its workspace's devDependencies, and third-party test tools from the root.
          if (isTestFile(file))
            return (
              !(name in devDependencies) &&
              (name.startsWith('@lectern/') || !(name in (rootManifest.devDependencies ?? {})))
            );
          return !(name in devDependencies && /vite\.config\.ts$/.test(file));
        })
        .map(({ file, name }) => `${file} imports ${name}`);
      expect(undeclared).toEqual([]);
    },
  );
});

describe('every workspace depends only on what it imports', () => {
  it.each(workspaces.map((workspace) => [workspace.manifest.name, workspace] as const))(
    '%s declares no workspace package that its sources do not import',
    (_name, workspace) => {
      const imported = new Set(importsOf(workspace).map(({ name }) => name));
      const unused = Object.keys({ ...workspace.manifest.dependencies, ...workspace.manifest.devDependencies })
        .filter((name) => name.startsWith('@lectern/') && !imported.has(name))
        .map((name) => `${workspace.manifest.name} declares ${name}`);
      expect(unused).toEqual([]);
    },
  );
});

/** The kinds of workspace (`type:` tags) each kind may depend on. */
const LIBS = ['type:domain', 'type:contracts', 'type:util', 'type:data', 'type:platform'];
const mayDependOn: Record<string, readonly string[]> = {
  'type:app': [...LIBS, 'type:testing'],
  'type:composition': ['*'],
  'type:domain': ['type:domain'],
  'type:contracts': ['type:domain', 'type:contracts'],
  'type:util': ['type:util', 'type:domain', 'type:contracts', 'type:testing'],
  'type:data': ['type:data', 'type:util', 'type:domain', 'type:contracts', 'type:testing'],
  'type:platform': [...LIBS, 'type:testing'],
  'type:testing': ['type:data', 'type:util', 'type:domain', 'type:contracts', 'type:testing'],
};

describe('the import graph', () => {
  it('tags every workspace with a scope and a known type', () => {
    const untagged = workspaces
      .filter(
        ({ manifest, type }) => !(type in mayDependOn) || !manifest.nx?.tags?.some((tag) => tag.startsWith('scope:')),
      )
      .map(({ manifest }) => manifest.name);
    expect(untagged).toEqual([]);
  });

  it('runs from apps to libs only: no app or lib depends on an app, and only the composition root on several', () => {
    const wrong = workspaces.flatMap(({ manifest, type }) =>
      Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
        .map((name) => byName.get(name))
        .filter((target): target is Workspace => target !== undefined)
        .filter((target) => !mayDependOn[type]?.some((allowed) => allowed === '*' || allowed === target.type))
        .map((target) => `${manifest.name} (${type}) → ${target.manifest.name} (${target.type})`),
    );
    expect(wrong).toEqual([]);
  });
});
