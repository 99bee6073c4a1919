import type { LanguageFn } from 'highlight.js';

/*
 * Which highlight.js language modules a code block needs, so a page loads only those (decision
 * 0055). The languages are the deck format's list (`CODE_LANGUAGES`); `plaintext` is registered
 * with the highlighter's core and is what a name outside the list is shown as.
 */

/** highlight.js's module of each listed language, fetched on first use: one chunk each. */
const LANGUAGE_MODULES: Readonly<Record<string, () => Promise<{ default: LanguageFn }>>> = {
  '1c': () => import('highlight.js/lib/languages/1c'),
  actionscript: () => import('highlight.js/lib/languages/actionscript'),
  ada: () => import('highlight.js/lib/languages/ada'),
  apache: () => import('highlight.js/lib/languages/apache'),
  applescript: () => import('highlight.js/lib/languages/applescript'),
  arduino: () => import('highlight.js/lib/languages/arduino'),
  armasm: () => import('highlight.js/lib/languages/armasm'),
  asciidoc: () => import('highlight.js/lib/languages/asciidoc'),
  autohotkey: () => import('highlight.js/lib/languages/autohotkey'),
  awk: () => import('highlight.js/lib/languages/awk'),
  bash: () => import('highlight.js/lib/languages/bash'),
  basic: () => import('highlight.js/lib/languages/basic'),
  bnf: () => import('highlight.js/lib/languages/bnf'),
  c: () => import('highlight.js/lib/languages/c'),
  clojure: () => import('highlight.js/lib/languages/clojure'),
  cmake: () => import('highlight.js/lib/languages/cmake'),
  coffeescript: () => import('highlight.js/lib/languages/coffeescript'),
  coq: () => import('highlight.js/lib/languages/coq'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  crystal: () => import('highlight.js/lib/languages/crystal'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  css: () => import('highlight.js/lib/languages/css'),
  d: () => import('highlight.js/lib/languages/d'),
  dart: () => import('highlight.js/lib/languages/dart'),
  delphi: () => import('highlight.js/lib/languages/delphi'),
  diff: () => import('highlight.js/lib/languages/diff'),
  django: () => import('highlight.js/lib/languages/django'),
  dns: () => import('highlight.js/lib/languages/dns'),
  dockerfile: () => import('highlight.js/lib/languages/dockerfile'),
  dos: () => import('highlight.js/lib/languages/dos'),
  elixir: () => import('highlight.js/lib/languages/elixir'),
  elm: () => import('highlight.js/lib/languages/elm'),
  erb: () => import('highlight.js/lib/languages/erb'),
  erlang: () => import('highlight.js/lib/languages/erlang'),
  excel: () => import('highlight.js/lib/languages/excel'),
  fortran: () => import('highlight.js/lib/languages/fortran'),
  fsharp: () => import('highlight.js/lib/languages/fsharp'),
  gherkin: () => import('highlight.js/lib/languages/gherkin'),
  glsl: () => import('highlight.js/lib/languages/glsl'),
  go: () => import('highlight.js/lib/languages/go'),
  gradle: () => import('highlight.js/lib/languages/gradle'),
  graphql: () => import('highlight.js/lib/languages/graphql'),
  groovy: () => import('highlight.js/lib/languages/groovy'),
  haml: () => import('highlight.js/lib/languages/haml'),
  handlebars: () => import('highlight.js/lib/languages/handlebars'),
  haskell: () => import('highlight.js/lib/languages/haskell'),
  haxe: () => import('highlight.js/lib/languages/haxe'),
  http: () => import('highlight.js/lib/languages/http'),
  ini: () => import('highlight.js/lib/languages/ini'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  julia: () => import('highlight.js/lib/languages/julia'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  latex: () => import('highlight.js/lib/languages/latex'),
  less: () => import('highlight.js/lib/languages/less'),
  lisp: () => import('highlight.js/lib/languages/lisp'),
  llvm: () => import('highlight.js/lib/languages/llvm'),
  lua: () => import('highlight.js/lib/languages/lua'),
  makefile: () => import('highlight.js/lib/languages/makefile'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  mathematica: () => import('highlight.js/lib/languages/mathematica'),
  matlab: () => import('highlight.js/lib/languages/matlab'),
  nginx: () => import('highlight.js/lib/languages/nginx'),
  nim: () => import('highlight.js/lib/languages/nim'),
  nix: () => import('highlight.js/lib/languages/nix'),
  objectivec: () => import('highlight.js/lib/languages/objectivec'),
  ocaml: () => import('highlight.js/lib/languages/ocaml'),
  perl: () => import('highlight.js/lib/languages/perl'),
  pgsql: () => import('highlight.js/lib/languages/pgsql'),
  php: () => import('highlight.js/lib/languages/php'),
  powershell: () => import('highlight.js/lib/languages/powershell'),
  processing: () => import('highlight.js/lib/languages/processing'),
  prolog: () => import('highlight.js/lib/languages/prolog'),
  properties: () => import('highlight.js/lib/languages/properties'),
  protobuf: () => import('highlight.js/lib/languages/protobuf'),
  puppet: () => import('highlight.js/lib/languages/puppet'),
  python: () => import('highlight.js/lib/languages/python'),
  r: () => import('highlight.js/lib/languages/r'),
  reasonml: () => import('highlight.js/lib/languages/reasonml'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  scala: () => import('highlight.js/lib/languages/scala'),
  scheme: () => import('highlight.js/lib/languages/scheme'),
  scss: () => import('highlight.js/lib/languages/scss'),
  shell: () => import('highlight.js/lib/languages/shell'),
  smalltalk: () => import('highlight.js/lib/languages/smalltalk'),
  sql: () => import('highlight.js/lib/languages/sql'),
  swift: () => import('highlight.js/lib/languages/swift'),
  tcl: () => import('highlight.js/lib/languages/tcl'),
  twig: () => import('highlight.js/lib/languages/twig'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  vbnet: () => import('highlight.js/lib/languages/vbnet'),
  verilog: () => import('highlight.js/lib/languages/verilog'),
  vhdl: () => import('highlight.js/lib/languages/vhdl'),
  vim: () => import('highlight.js/lib/languages/vim'),
  wasm: () => import('highlight.js/lib/languages/wasm'),
  x86asm: () => import('highlight.js/lib/languages/x86asm'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

/**
 * The other names highlight.js gives the listed languages (each module's `aliases`), known before
 * the module is loaded: an imported deck's `language-js` or `language-html` loads its language.
 */
const ALIASES: Readonly<Record<string, string>> = {
  text: 'plaintext',
  txt: 'plaintext',
  as: 'actionscript',
  apacheconf: 'apache',
  osascript: 'applescript',
  ino: 'arduino',
  arm: 'armasm',
  adoc: 'asciidoc',
  ahk: 'autohotkey',
  sh: 'bash',
  zsh: 'bash',
  h: 'c',
  clj: 'clojure',
  edn: 'clojure',
  'cmake.in': 'cmake',
  coffee: 'coffeescript',
  cson: 'coffeescript',
  iced: 'coffeescript',
  cc: 'cpp',
  'c++': 'cpp',
  'h++': 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  hxx: 'cpp',
  cxx: 'cpp',
  cr: 'crystal',
  cs: 'csharp',
  'c#': 'csharp',
  dpr: 'delphi',
  dfm: 'delphi',
  pas: 'delphi',
  pascal: 'delphi',
  patch: 'diff',
  jinja: 'django',
  bind: 'dns',
  zone: 'dns',
  docker: 'dockerfile',
  bat: 'dos',
  batch: 'dos',
  cmd: 'dos',
  ex: 'elixir',
  exs: 'elixir',
  erl: 'erlang',
  xlsx: 'excel',
  xls: 'excel',
  f90: 'fortran',
  f95: 'fortran',
  fs: 'fsharp',
  'f#': 'fsharp',
  feature: 'gherkin',
  golang: 'go',
  gql: 'graphql',
  hbs: 'handlebars',
  'html.hbs': 'handlebars',
  'html.handlebars': 'handlebars',
  htmlbars: 'handlebars',
  hs: 'haskell',
  hx: 'haxe',
  https: 'http',
  toml: 'ini',
  jsp: 'java',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsonc: 'json',
  json5: 'json',
  kt: 'kotlin',
  kts: 'kotlin',
  ktm: 'kotlin',
  ktx: 'kotlin',
  tex: 'latex',
  pluto: 'lua',
  mk: 'makefile',
  mak: 'makefile',
  make: 'makefile',
  md: 'markdown',
  mkdown: 'markdown',
  mkd: 'markdown',
  mma: 'mathematica',
  wl: 'mathematica',
  nginxconf: 'nginx',
  nixos: 'nix',
  mm: 'objectivec',
  objc: 'objectivec',
  'obj-c': 'objectivec',
  'obj-c++': 'objectivec',
  'objective-c++': 'objectivec',
  ml: 'ocaml',
  pl: 'perl',
  pm: 'perl',
  postgres: 'pgsql',
  postgresql: 'pgsql',
  pwsh: 'powershell',
  ps: 'powershell',
  ps1: 'powershell',
  pde: 'processing',
  proto: 'protobuf',
  pp: 'puppet',
  py: 'python',
  gyp: 'python',
  ipython: 'python',
  re: 'reasonml',
  rb: 'ruby',
  gemspec: 'ruby',
  podspec: 'ruby',
  thor: 'ruby',
  irb: 'ruby',
  rs: 'rust',
  scm: 'scheme',
  console: 'shell',
  shellsession: 'shell',
  st: 'smalltalk',
  tk: 'tcl',
  craftcms: 'twig',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  vb: 'vbnet',
  v: 'verilog',
  sv: 'verilog',
  svh: 'verilog',
  html: 'xml',
  xhtml: 'xml',
  rss: 'xml',
  atom: 'xml',
  xjb: 'xml',
  xsd: 'xml',
  xsl: 'xml',
  plist: 'xml',
  wsf: 'xml',
  svg: 'xml',
  yml: 'yaml',
};

/**
 * The listed languages a language's grammar highlights inside its own code by name (JSX and
 * `html\`…\`` in JavaScript, `<style>` and `<script>` in HTML, the commands of a shell session):
 * they load with it, so a block looks the same whatever else its page holds. PostgreSQL's function
 * bodies are a guess among a dozen languages, not a name: none of them is loaded for it.
 */
const EMBEDDED: Readonly<Record<string, readonly string[]>> = {
  asciidoc: ['xml'],
  coffeescript: ['javascript'],
  dart: ['markdown'],
  django: ['xml'],
  dockerfile: ['bash'],
  erb: ['ruby', 'xml'],
  haml: ['ruby'],
  handlebars: ['xml'],
  javascript: ['css', 'graphql', 'xml'],
  markdown: ['xml'],
  nix: ['markdown'],
  shell: ['bash'],
  twig: ['xml'],
  typescript: ['css', 'graphql', 'xml'],
  xml: ['css', 'javascript'],
  yaml: ['ruby'],
};

/** What highlight.js reads a block's language from: `language-x` or `lang-x` on it or its parent. */
const LANGUAGE_CLASS = /\blang(?:uage)?-([\w-]+)\b/i;
const NO_HIGHLIGHT = /^(no-?highlight)$/i;

/** The listed language `name` is or is an alias of (in any case), or null. */
function listedLanguage(name: string): string | null {
  const lower = name.toLowerCase();
  if (lower === 'plaintext' || Object.hasOwn(LANGUAGE_MODULES, lower)) return lower;
  return Object.hasOwn(ALIASES, lower) ? ALIASES[lower]! : null;
}

/**
 * The language a code element's classes (its own, then its parent's) ask for, read as highlight.js
 * reads them: the name in `language-x`, else the first class that is a language or `nohighlight`.
 * Null when they name none.
 */
export function requestedLanguage(classes: string): string | null {
  const named = LANGUAGE_CLASS.exec(classes)?.[1];
  if (named !== undefined) return named;
  return classes.split(/\s+/).find((name) => NO_HIGHLIGHT.test(name) || listedLanguage(name) !== null) ?? null;
}

/**
 * The listed language a requested name is shown in: the name or the language it is an alias of;
 * `plaintext` for any other (the code is shown as its text), null for `nohighlight`.
 */
export function codeLanguage(requested: string): string | null {
  if (NO_HIGHLIGHT.test(requested)) return null;
  return listedLanguage(requested) ?? 'plaintext';
}

/** The modules a listed language needs: its own and those of the languages it embeds, each once. */
export function languageModules(language: string): string[] {
  const needed = new Set<string>();
  const add = (name: string) => {
    if (needed.has(name) || !Object.hasOwn(LANGUAGE_MODULES, name)) return;
    needed.add(name);
    for (const embedded of EMBEDDED[name] ?? []) add(embedded);
  };
  add(language);
  return [...needed];
}

/** Fetches a listed language's module (not `plaintext`, which the core holds). */
export function loadLanguageModule(language: string): Promise<LanguageFn> {
  return LANGUAGE_MODULES[language]!().then((module) => module.default);
}
