import { describe, expect, it } from 'vitest';
import { sanitizeDeckMarkup } from './sanitize.js';
import { sanitizerRemovals } from './sanitize-report.js';

const removals = (markup: string) => sanitizerRemovals(markup, sanitizeDeckMarkup(markup));

describe('sanitizerRemovals', () => {
  it('names the elements and attributes cleaning took out', () => {
    expect(
      removals(
        '<div onclick="steal()"><script>alert(1)</script><p>Hi</p><a href="javascript:alert(1)">x</a><a href="https://example.com">y</a></div>',
      ),
    ).toEqual(['Removed the onclick attribute of <div>', 'Removed <script>', 'Removed the href attribute of <a>']);
  });

  it('reports nothing for markup cleaning keeps, nor what it adds', () => {
    expect(removals('<p class="lead">Hello <strong>there</strong></p>')).toEqual([]);
    expect(removals('<a href="https://example.com" target="_blank">x</a>')).toEqual([]);
  });

  it('names an element removed everywhere once, without its attributes', () => {
    expect(removals('<object data="x.swf" width="9"></object><object data="y.swf"></object>')).toEqual([
      'Removed <object>',
    ]);
  });

  it('says at most `limit` things', () => {
    const markup = Array.from({ length: 30 }, (_, i) => `<x-tag${i}>t</x-tag${i}>`).join('');
    expect(sanitizerRemovals(markup, sanitizeDeckMarkup(markup), 3)).toHaveLength(3);
  });
});
