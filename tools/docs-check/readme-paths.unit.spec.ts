import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikePath, mentions, missingPaths, readRepository, type Repository } from './readme-paths.js';

/**
 * Every README names only files and folders that exist: a path in a code span or a link that was
 * renamed or removed fails here, with the README's line.
 */

const root = path.resolve(import.meta.dirname, '../..');
const repository = readRepository(root);
const readmes = [...repository.paths].filter((file) => path.posix.basename(file) === 'README.md').sort();

/** Mentions that read as paths but name something an app makes, each with why. */
const MADE_ELSEWHERE = [
  { readme: 'apps/export-worker/README.md', text: 'index.html', why: "the page of a ZIP export's static site" },
  { readme: 'apps/export-worker/README.md', text: 'player/', why: "the deck player's folder in a ZIP export" },
  { readme: 'apps/export-worker/README.md', text: 'media/', why: 'the media folder of a ZIP export' },
  { readme: 'apps/bff/README.md', text: 'robots.txt', why: 'an address the BFF answers' },
];
const madeElsewhere = (readme: string, text: string) =>
  MADE_ELSEWHERE.some((entry) => entry.readme === readme && entry.text === text);
const readme = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('paths named in READMEs', () => {
  it('reads the READMEs of the root, apps, libs, tools and deploy', () => {
    expect(readmes).toEqual(
      expect.arrayContaining(['README.md', 'apps/bff/README.md', 'libs/db/README.md', 'deploy/README.md']),
    );
  });

  it.each(readmes)('%s names only paths that exist', (file) => {
    const missing = missingPaths(file, readme(file), repository).filter(({ text }) => !madeElsewhere(file, text));
    expect(missing.map(({ text, line }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it('excepts only what its README still says', () => {
    for (const entry of MADE_ELSEWHERE)
      expect(mentions(readme(entry.readme)).map(({ text }) => text)).toContain(entry.text);
  });
});

describe('the check', () => {
  const fabricated: Repository = {
    paths: new Set([
      'README.md',
      'apps',
      'apps/bff',
      'apps/bff/README.md',
      'apps/bff/src',
      'apps/bff/src/routes',
      'apps/bff/src/routes/decks',
      'apps/bff/src/routes/decks/index.ts',
      'apps/bff/src/testing',
      'apps/bff/src/testing/harness.ts',
      'docs',
      'docs/decisions',
      'docs/decisions/0001-monorepo.md',
    ]),
    packages: new Set(['entities']),
  };
  const missing = (markdown: string, file = 'apps/bff/README.md') =>
    missingPaths(file, markdown, fabricated).map(({ text }) => text);

  it('finds a path that does not exist, from the root or from the README', () => {
    const markdown = [
      'The harness (`testing/harness.ts`, formerly `testing/setup.ts`) and',
      '`apps/bff/src/routes/decks/index.ts`; see `docs/decisions/0002-gone.md`',
      'and [the first decision](../../docs/decisions/0001-monorepo.md), not [this one](gone/notes.md#why)',
      'nor [that one](../../docs/decisions/0003-gone.md).',
    ].join('\n');
    expect(missing(markdown)).toEqual([
      'testing/setup.ts',
      'docs/decisions/0002-gone.md',
      'gone/notes.md',
      '../../docs/decisions/0003-gone.md',
    ]);
  });

  it('names the line a missing path is on', () => {
    const found = missingPaths(
      'apps/bff/README.md',
      'One\n\ntwo `routes/decks/index.ts` and `apps/bff/src/old.ts`',
      fabricated,
    );
    expect(found).toEqual([{ text: 'apps/bff/src/old.ts', line: 3 }]);
  });

  it('reads a code span over a line break as one, as Markdown does', () => {
    expect(mentions('The call `POST\n  /decks/{id}/sms` and `b.ts`')).toEqual([
      { text: 'POST /decks/{id}/sms', line: 1 },
      { text: 'b.ts', line: 2 },
    ]);
  });

  it('finds a module by its place in the project the README describes', () => {
    expect(missing('`routes/decks/index.ts`, `decks/index.ts`, `index.ts`')).toEqual([]);
    expect(missing('`routes/decks/index.ts`', 'libs/db/README.md')).toEqual(['routes/decks/index.ts']);
    expect(missing('`routes/decks/index.ts`', 'README.md')).toEqual([]);
  });

  it('leaves fenced blocks alone', () => {
    expect(missing('```sh\ncat `apps/nothing.ts`\n```\n`apps/gone.ts`')).toEqual(['apps/gone.ts']);
  });

  it.each([
    'npm run build',
    '/api/v1/decks',
    'http://localhost:3000/x.html',
    'exports/<deck>/<export>.pdf',
    'src/api/<resource>.ts',
    '*.unit.spec.ts',
    'DATA_DIR/files',
    'apps/web/dist/player',
    './.data',
    '@lectern/deck-format/sanitize',
    'spec/000 §2',
    'lectern.media',
    'live:state',
  ])('does not read %s as a path', (text) => {
    expect(looksLikePath(text)).toBe(false);
  });

  it('reads a module of an installed package as no path of the repository', () => {
    expect(looksLikePath('entities/decode')).toBe(true);
    expect(missing('`entities/decode`')).toEqual([]);
  });
});
