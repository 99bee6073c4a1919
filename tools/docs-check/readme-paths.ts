import { readdirSync } from 'node:fs';
import path from 'node:path';

/** A code span or link target of a Markdown text, and the line it starts on. */
export interface Mention {
  text: string;
  line: number;
}

/** What a README's mentions are checked against. */
export interface Repository {
  /** Every file and folder, relative to the root (`apps/bff/src/app.ts`), without made folders. */
  paths: ReadonlySet<string>;
  /** The installed packages' names: `entities/decode` names a package's module, not a path here. */
  packages: ReadonlySet<string>;
}

/** Folders that are made, not kept in the repository: build output, installs, local data. */
const MADE_FOLDERS = new Set(['dist', 'node_modules', '.data', '.git', '.nx', 'coverage']);
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|css|html|sh|sql|txt|svg|png|conf)$/;

/**
 * The mentions of `markdown`, the text of the README at `readme` (relative to the root), that read
 * as paths of the repository and name none.
 */
export function missingPaths(readme: string, markdown: string, repository: Repository): Mention[] {
  return mentions(markdown).filter(
    ({ text }) =>
      looksLikePath(text) &&
      !repository.packages.has(text.split('/')[0]!) &&
      !pathExists(text, readme, repository.paths),
  );
}

/**
 * The inline code spans and link targets of a Markdown text, outside fenced code blocks (commands
 * and diagrams). A code span may run over a line break, as Markdown allows.
 */
export function mentions(markdown: string): Mention[] {
  let fenced = false;
  const prose = markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
  const lineAt = (offset: number) => prose.slice(0, offset).split('\n').length;
  const found: Mention[] = [];
  for (const match of prose.matchAll(/(`+)([^`]+?)\1(?!`)/g))
    found.push({ text: match[2]!.replace(/\s*\n\s*/g, ' ').trim(), line: lineAt(match.index) });
  for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!.split('#')[0]!;
    if (target && !/^[a-z]+:/i.test(target)) found.push({ text: target, line: lineAt(match.index) });
  }
  return found;
}

/**
 * Whether a mention reads as a path of the repository: one word of path characters (so no
 * command, placeholder, glob, URL, address or scoped package) holding a folder separator or ending
 * in a file extension, not under an environment variable (`DATA_DIR/files`) or a made folder.
 */
export function looksLikePath(text: string): boolean {
  if (!/^(\.{1,2}\/)*\.?[\w$][\w.$/-]*$/.test(text)) return false;
  if (!text.includes('/') && !FILE_EXTENSION.test(text)) return false;
  const segments = text.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (/^[A-Z][A-Z0-9_]*$/.test(segments[0] ?? '')) return false;
  return !segments.some((segment) => MADE_FOLDERS.has(segment));
}

/**
 * Whether `mentioned`, in the README at `readme`, names a path of the repository. One starting
 * with a top-level entry (`apps/web`, `docs/decisions/...`) is read from the root. Any other is
 * read from the README's folder or its `src/`, or as the end of a path in the project the README
 * describes (an app, a lib, a tool, a top-level folder; anywhere for the root README), since
 * READMEs name a module by its place in the code they describe (`routes/decks/index.ts`,
 * `deck-pages.ts`).
 */
export function pathExists(mentioned: string, readme: string, paths: ReadonlySet<string>): boolean {
  const wanted = path.posix.normalize(mentioned).replace(/^\.\//, '').replace(/\/$/, '');
  if (paths.has(wanted)) return true;
  if (paths.has(wanted.split('/')[0]!) && wanted.includes('/')) return false;
  const folder = path.posix.dirname(readme);
  if (paths.has(path.posix.join(folder, wanted)) || paths.has(path.posix.join(folder, 'src', wanted))) return true;
  const project = projectOf(readme);
  const within = project === '' ? '' : `${project}/`;
  for (const candidate of paths) if (candidate.startsWith(within) && candidate.endsWith(`/${wanted}`)) return true;
  return false;
}

/** `apps/web` for `apps/web/src/editor/README.md`, `deploy` for `deploy/README.md`, '' for the root README. */
function projectOf(readme: string): string {
  const segments = path.posix.dirname(readme).split('/');
  if (segments[0] === '.') return '';
  return ['apps', 'libs', 'tools'].includes(segments[0]!) ? segments.slice(0, 2).join('/') : segments[0]!;
}

/** The repository at `root` as the check reads it: its paths and the packages installed at its root. */
export function readRepository(root: string): Repository {
  const paths = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (MADE_FOLDERS.has(entry.name)) continue;
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      paths.add(relative);
      if (entry.isDirectory()) walk(relative);
    }
  };
  walk('');
  return { paths, packages: new Set(readdirSync(path.join(root, 'node_modules'))) };
}
