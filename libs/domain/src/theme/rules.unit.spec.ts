import { describe, expect, it } from 'vitest';
import { fillSnippet, paletteColorProblem, snippetTemplateProblem, snippetVariables, themeMessages } from './rules.js';

describe('snippet templates', () => {
  it('lists each variable once, with its default and the media it asks for', () => {
    expect(snippetVariables('<h2>{{Title::Hello}}</h2>{{Photo [IMAGE]}}{{Clip [VIDEO]}}{{ Title }}')).toEqual([
      { label: 'Title', defaultValue: 'Hello', kind: 'text' },
      { label: 'Photo [IMAGE]', defaultValue: '', kind: 'image' },
      { label: 'Clip [VIDEO]', defaultValue: '', kind: 'video' },
    ]);
    expect(snippetVariables('<p>no variables, {single} braces</p>')).toEqual([]);
  });

  it('refuses scripts, event handlers and javascript: links, and mixing variables with the selection tag', () => {
    for (const template of [
      '<script>x()</script>',
      '< SCRIPT src=a>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
    ])
      expect(snippetTemplateProblem(template)).toBe(themeMessages.snippetScripts);
    expect(snippetTemplateProblem('<div>[[selection]]</div><p>{{Caption}}</p>')).toBe(themeMessages.snippetMixed);
    expect(snippetTemplateProblem('<div class="box">[[selection]]</div>')).toBeUndefined();
    expect(snippetTemplateProblem('<p>Someone = once upon a time</p>')).toBeUndefined();
  });

  it('fills variables with escaped text or their defaults, and the selection tag with the selected markup', () => {
    expect(fillSnippet('<h2>{{Title::Hello}}</h2><p>{{ Body }}</p>', { Body: '<b>"x" & \'y\'</b>' })).toBe(
      '<h2>Hello</h2><p>&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;</p>',
    );
    expect(fillSnippet('<img src="{{Photo [IMAGE]}}">', { 'Photo [IMAGE]': 'x" onerror="alert(1)' })).toBe(
      '<img src="x&quot; onerror=&quot;alert(1)">',
    );
    expect(fillSnippet('<div class="box">[[selection]]</div>', {}, '<p>Kept</p>')).toBe(
      '<div class="box"><p>Kept</p></div>',
    );
    expect(fillSnippet('<div>[[selection]]</div>', {})).toBe('<div></div>');
  });

  it('takes palette colours as #rrggbb', () => {
    expect(paletteColorProblem('#12abEF')).toBeUndefined();
    for (const color of ['#fff', 'red', '#12345g', ' #123456'])
      expect(paletteColorProblem(color)).toBe(themeMessages.paletteColor);
  });
});
