import { describe, expect, it } from 'vitest';
import { compileCustomCss, customCssInputProblem, nestingDepth } from './compile-custom-css.js';
import { CUSTOM_CSS_MAX_DEPTH, CUSTOM_CSS_MAX_LENGTH, customCssMessages } from './limits.js';
import { scopeCss } from './scope-css.js';

/** Every selector of scoped CSS starts inside the deck. */
function everySelectorScoped(css: string): boolean {
  const preludes = [...css.matchAll(/(?:^|[{}])([^{}@]+)\{/g)].map((match) => match[1]!.trim());
  return preludes.every(
    (prelude) => /^(from|to|\d+%)/.test(prelude) || prelude.split(',').every((s) => s.startsWith('.deck-slide')),
  );
}

describe('scopeCss', () => {
  it('puts every rule inside the deck and keeps what is safe', () => {
    const { css, dropped } = scopeCss('h1 { color: red } .title, p > em { margin: 1px !important }');
    expect(css).toBe('.deck-slide h1{color:red}.deck-slide .title,.deck-slide p>em{margin:1px!important}');
    expect(dropped).toBe(0);
  });

  it('reads reveal.js containers as the deck itself', () => {
    expect(scopeCss('.reveal { font-size: 40px } .reveal .slides section h2 { color: blue }').css).toBe(
      '.deck-slide{font-size:40px}.deck-slide section h2{color:blue}',
    );
  });

  it.each([
    ['html { background: red }'],
    ['body { display: none }'],
    [':root { --deck-text: red }'],
    ['html body .x, :root .y { color: red }'],
    [':host { color: red }'],
    ['> .x { color: red }'],
    ['@import url(https://evil.test/x.css);'],
    ['@namespace svg url(http://www.w3.org/2000/svg);'],
    ['@page { margin: 0 }'],
    ['@layer x { h1 { color: red } }'],
    ['@charset "utf-8";'],
  ])('leaves out what styles the page around the deck: %s', (input) => {
    const { css, dropped } = scopeCss(input);
    expect(css).toBe('');
    expect(dropped).toBeGreaterThan(0);
  });

  it.each([
    ['.a { background: url("javascript:alert(1)") }'],
    ['.a { background: url(http://insecure.test/a.png) }'],
    ['.a { background: url(data:text/html,<script>alert(1)</script>) }'],
    ['.a { background-image: image-set("javascript:alert(1)" 1x) }'],
    ['.a { background-image: -webkit-image-set("http://x.test/a.png" 1x) }'],
    ['.a { width: expression(alert(1)) }'],
    ['.a { behavior: url(x.htc) }'],
    ['.a { -moz-binding: url(https://x.test/x.xml#x) }'],
    ['.a { background: element(#other) }'],
    ['.a { position: fixed; }'],
    ['.a { --x: url(javascript:alert(1)) }'],
    ['.a { --x: \\75 rl(javascript:alert(1)) }'],
    ['.a { background: \\75 rl(javascript:alert(1)) }'],
    ['.a { background: u\\rl("javascript:alert(1)") }'],
  ])('drops declarations that run code, load insecurely or escape the deck: %s', (input) => {
    expect(scopeCss(input).css).toBe('.deck-slide .a{}');
  });

  it('keeps https and inline image URLs', () => {
    expect(scopeCss('.a { background: url(https://x.test/a.png), url(data:image/png;base64,AAAA) }').css).toBe(
      '.deck-slide .a{background:url(https://x.test/a.png),url(data:image/png;base64,AAAA)}',
    );
  });

  it('cannot be closed early: a stray brace or a style end tag stays inside the deck', () => {
    const { css } = scopeCss('h1 { color: red } } body { color: red } h2 { content: "</style><script>x()</script>" }');
    expect(css).not.toContain('<');
    expect(css).not.toMatch(/(^|})body/);
    expect(everySelectorScoped(css)).toBe(true);
  });

  it('scopes inside @media and @supports, keeps keyframes, and fonts only over https', () => {
    const { css } = scopeCss(
      '@media (max-width: 600px) { h1 { color: red } body { color: red } } @supports (display: grid) { .g { display: grid } }' +
        '@keyframes spin { from { opacity: 0 } to { opacity: 1 } }' +
        '@font-face { font-family: A; src: url(http://x.test/a.woff) } @font-face { font-family: B; src: url(https://x.test/b.woff) }',
    );
    expect(css).toBe(
      '@media (max-width:600px){.deck-slide h1{color:red}}@supports (display:grid){.deck-slide .g{display:grid}}' +
        '@keyframes spin{from{opacity:0}to{opacity:1}}' +
        '@font-face{font-family:A}@font-face{font-family:B;src:url(https://x.test/b.woff)}',
    );
  });

  it('drops nested rules it was given as plain CSS', () => {
    expect(scopeCss('.a { color: red; body { color: blue } & .b { color: green } }').css).toBe(
      '.deck-slide .a{color:red}',
    );
  });
});

describe('customCssInputProblem', () => {
  it('bounds the size and the nesting before compiling', () => {
    expect(customCssInputProblem('a'.repeat(CUSTOM_CSS_MAX_LENGTH + 1))).toBe(customCssMessages.tooLong);
    expect(
      customCssInputProblem(`${'.a {'.repeat(CUSTOM_CSS_MAX_DEPTH + 1)}${'}'.repeat(CUSTOM_CSS_MAX_DEPTH + 1)}`),
    ).toBe(customCssMessages.tooDeep);
    expect(customCssInputProblem('('.repeat(40_000))).toBe(customCssMessages.tooDeep);
    expect(nestingDepth('.a { content: "{{{{"; /* (((( */ }')).toBe(1);
  });

  it.each([
    ['@import "x.less";'],
    ['@IMPORT (css) url(x.css);'],
    ['@plugin "plugin";'],
    ['@pl\\75 gin "x";'],
    ['@ import "x";'],
  ])('refuses what loads files or code: %s', (input) =>
    expect(customCssInputProblem(input)).toBe(customCssMessages.imports),
  );
});

describe('compileCustomCss', () => {
  it('compiles LESS and scopes the result', async () => {
    const result = await compileCustomCss(
      '@accent: #e4572e; .reveal h1 { color: @accent; .x { margin: 1px } } body { color: red }',
    );
    expect(result).toEqual({ css: '.deck-slide h1{color:#e4572e}.deck-slide h1 .x{margin:1px}', dropped: 1 });
  });

  it('reads no file: data-uri() fails to compile', async () => {
    const result = await compileCustomCss('.a { background: data-uri("/etc/passwd") }');
    expect('error' in result && result.error).toContain('Files cannot be loaded');
  });

  it('runs no inline JavaScript', async () => {
    const result = await compileCustomCss('.a { width: `process.exit(1)` }');
    expect(result).toHaveProperty('error');
  });

  it('stops a compile that runs too long', async () => {
    const started = Date.now();
    const result = await compileCustomCss(
      '.loop(@i) when (@i > 0) { .x-@{i} { width: @i } .loop(@i - 1); } .loop(10000000);',
      {
        timeoutMs: 500,
      },
    );
    expect(result).toEqual({ error: customCssMessages.tooSlow });
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('refuses output that multiplies past the limit', async () => {
    // Each level doubles the selectors: 2^20 of them.
    const input = `${'.a, .b { '.repeat(20)}color: red${' }'.repeat(20)}`;
    const result = await compileCustomCss(input, { timeoutMs: 5_000 });
    expect(result).toHaveProperty('error');
  });

  it('treats empty input as no CSS', async () => {
    expect(await compileCustomCss('  ')).toEqual({ css: '', dropped: 0 });
  });
});
