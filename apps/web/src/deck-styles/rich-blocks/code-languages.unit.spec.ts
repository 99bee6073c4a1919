import { describe, expect, it } from 'vitest';
import core from 'highlight.js/lib/core';
import type { Language, Mode } from 'highlight.js';
import { CODE_LANGUAGES } from '@lectern/deck-format';
import { codeLanguage, languageModules, loadLanguageModule, requestedLanguage } from './code-languages';

const LISTED = Object.keys(CODE_LANGUAGES).filter((name) => name !== 'plaintext');

/** The languages a grammar names as `subLanguage` anywhere in its modes. */
function namedSubLanguages(language: Language): Set<string> {
  const named = new Set<string>();
  const seen = new Set<object>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const { subLanguage } = node as Mode;
    if (typeof subLanguage === 'string') named.add(subLanguage);
    for (const value of Object.values(node)) walk(value);
  };
  walk(language);
  return named;
}

describe('the language a code block is highlighted in', () => {
  it('reads the class as highlight.js does: language- or lang- on the code or its parent, else a class that is a language', () => {
    expect(requestedLanguage('language-python')).toBe('python');
    expect(requestedLanguage('hljs code-wrapper lang-ruby')).toBe('ruby');
    expect(requestedLanguage('language-JavaScript')).toBe('JavaScript');
    // `+` and `#` end the name there, as in highlight.js.
    expect(requestedLanguage('language-c++')).toBe('c');
    expect(requestedLanguage('fragment js')).toBe('js');
    expect(requestedLanguage('nohighlight')).toBe('nohighlight');
    expect(requestedLanguage('fragment current-fragment')).toBeNull();
    expect(requestedLanguage('')).toBeNull();
  });

  it('is a listed language or one of its highlight.js aliases, in any case', () => {
    for (const name of Object.keys(CODE_LANGUAGES)) expect(codeLanguage(name)).toBe(name);
    expect(codeLanguage('js')).toBe('javascript');
    expect(codeLanguage('JSX')).toBe('javascript');
    expect(codeLanguage('html')).toBe('xml');
    expect(codeLanguage('svg')).toBe('xml');
    expect(codeLanguage('ts')).toBe('typescript');
    expect(codeLanguage('py')).toBe('python');
    expect(codeLanguage('sh')).toBe('bash');
    expect(codeLanguage('c++')).toBe('cpp');
    expect(codeLanguage('cs')).toBe('csharp');
    expect(codeLanguage('yml')).toBe('yaml');
    expect(codeLanguage('toml')).toBe('ini');
    expect(codeLanguage('txt')).toBe('plaintext');
  });

  it('is plain text for a name outside the list, and none for nohighlight', () => {
    expect(codeLanguage('brainfuck')).toBe('plaintext');
    expect(codeLanguage('not-a-language')).toBe('plaintext');
    expect(codeLanguage('constructor')).toBe('plaintext');
    expect(codeLanguage('nohighlight')).toBeNull();
    expect(codeLanguage('no-highlight')).toBeNull();
    expect(languageModules('plaintext')).toEqual([]);
  });

  it('loads a language with the languages its grammar embeds by name, and nothing else', () => {
    expect(languageModules('python')).toEqual(['python']);
    expect(languageModules('sql')).toEqual(['sql']);
    // JSX and html`…` templates are XML, css`…` CSS, gql`…` GraphQL; HTML's <script> is JavaScript.
    expect(languageModules('javascript')).toEqual(['javascript', 'css', 'graphql', 'xml']);
    expect(languageModules('shell')).toEqual(['shell', 'bash']);
    expect(languageModules('erb')).toEqual(['erb', 'ruby', 'xml', 'css', 'javascript', 'graphql']);
    // PostgreSQL's function bodies are a guess among a dozen languages: none is loaded for them.
    expect(languageModules('pgsql')).toEqual(['pgsql']);
  });

  it('agrees with highlight.js: every listed language loads, knows its aliases and what it embeds', async () => {
    for (const name of LISTED) {
      const language = (await loadLanguageModule(name))(core);
      for (const alias of language.aliases ?? []) expect(codeLanguage(alias), `${alias} of ${name}`).toBe(name);
      const embedded = [...namedSubLanguages(language)].filter((sub) => sub !== name && LISTED.includes(sub));
      expect(languageModules(name), name).toEqual(expect.arrayContaining(embedded));
    }
  });
});
