import { describe, expect, it } from 'vitest';
import { sanitizeDeckMarkup } from '@lectern/deck-format/sanitize';
import { slantedFaces } from './font-files.js';

const slide = (content: string) => sanitizeDeckMarkup(`<section data-id="a">${content}</section>`);

describe('the slanted faces a first slide is set in', () => {
  it.each([
    ['upright text only', '<h1>Title</h1><p>Words <strong>bold</strong></p>', []],
    ['emphasis in a paragraph', '<p>Point: <em>notes</em></p>', ['400-italic']],
    ['emphasis in a heading', '<h2>A <i>slanted</i> heading</h2>', ['700-italic']],
    ['strong inside emphasis', '<p><em>a <strong>b</strong></em></p>', ['400-italic', '700-italic']],
    ['an empty emphasis', '<p>Words<em> </em></p>', []],
    ['emphasis closed before the text', '<p><em>x</em> and <b>y</b></p>', ['400-italic']],
    ['a style that slants', '<p><span style="font-style: italic; font-weight: 700">z</span></p>', ['700-italic']],
    ['a line break inside emphasis', '<p><em>one<br>two</em></p>', ['400-italic']],
    ['a quote in an attribute', '<p title="&lt;em&gt;">plain</p>', []],
  ])('%s', (_, content, faces) => {
    expect(slantedFaces(slide(content)).sort()).toEqual([...faces].sort());
  });
});
