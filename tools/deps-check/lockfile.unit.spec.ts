import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  dependencies?: Record<string, string>;
  engines?: { node?: string } | string[];
}

const root = new URL('../../', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const namedNode = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } })
  .engines.node;
const oldestNode = semver.minVersion(namedNode)!.version;

describe('installing on the Node version the README names', () => {
  it('names the same Node in the README and in package.json', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(readme).toContain(`Node ${oldestNode.replace(/\.0$/, '')} or newer`);
  });

  it('locks only packages whose engines accept it, so npm prints no engine warnings', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path.includes('node_modules/'))
      .flatMap(([path, { version, engines }]) => {
        const range = engines && !Array.isArray(engines) ? engines.node : undefined;
        return range && !semver.satisfies(oldestNode, range, { includePrerelease: true })
          ? [`${path}@${version}: node ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});

describe('the server build', () => {
  it('finds every package its workspaces use at the root, where dist/ resolves the packages it leaves external', () => {
    const workspaces = Object.entries(lock.packages).filter(([path]) => /^(apps|libs|tools)\/[^/]+$/.test(path));
    const nested = workspaces.flatMap(([path, { dependencies = {} }]) =>
      Object.keys(dependencies)
        .filter((name) => !name.startsWith('@lectern/') && !lock.packages[`node_modules/${name}`])
        .map((name) => `${path} → ${name}`),
    );
    expect(nested).toEqual([]);
  });
});
