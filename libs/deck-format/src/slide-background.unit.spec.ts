import { describe, expect, it } from 'vitest';
import type { Slide } from './model.js';
import { parse } from './parse.js';
import { sanitizeDeckMarkup } from './sanitize.js';
import { serialize } from './serialize.js';
import {
  backgroundKind,
  newBackgroundVideo,
  slideBackground,
  withBackgroundColor,
  withBackgroundIframe,
  withBackgroundImage,
  withBackgroundVideo,
} from './slide-background.js';

const slide = (attributes: Slide['attributes'] = []): Slide => ({
  id: 's1',
  attributes,
  notes: null,
  blocks: [],
  foreignHtml: '',
});
const image = { src: 'https://example.com/a.png', size: 'cover', position: 'center', opacity: 100 } as const;
const markupOf = (s: Slide) => serialize({ stacks: [{ wrapper: null, slides: [s] }] });

describe('slide backgrounds', () => {
  it('picking one kind removes the others', () => {
    const coloured = withBackgroundColor(slide([['class', 'x']]), '#ff0000');
    const pictured = withBackgroundImage(coloured, image, null);
    expect(pictured.attributes).toEqual([
      ['class', 'x'],
      ['data-background-image', image.src],
    ]);
    const video = withBackgroundVideo(pictured, newBackgroundVideo('/media-files/v/original', null));
    expect(slideBackground(video).image).toBeNull();
    const framed = withBackgroundIframe(video, { src: 'https://example.com', interactive: true });
    expect(slideBackground(framed)).toEqual({
      color: null,
      image: null,
      video: null,
      iframe: { src: 'https://example.com', interactive: true },
    });
    expect(backgroundKind(slideBackground(withBackgroundColor(framed, '#000')))).toBe('color');
  });

  it('writes size, position and opacity only when they differ from the defaults; 100 removes the opacity', () => {
    const set = withBackgroundImage(slide(), { ...image, size: 'contain', position: 'top left', opacity: 40 }, null);
    expect(set.attributes).toEqual([
      ['data-background-image', image.src],
      ['data-background-size', 'contain'],
      ['data-background-position', 'top left'],
      ['data-background-opacity', '0.4'],
    ]);
    expect(slideBackground(set).image).toEqual({ ...image, size: 'contain', position: 'top left', opacity: 40 });
    expect(withBackgroundImage(set, { ...image, opacity: 100 }).attributes).toEqual([
      ['data-background-image', image.src],
    ]);
  });

  it('sets the average colour only when its alpha is above 0.95, and keeps it while the same image changes', () => {
    const opaque = withBackgroundImage(slide(), image, { color: 'rgb(10, 20, 30)', alpha: 0.96 });
    expect(slideBackground(opaque).color).toBe('rgb(10, 20, 30)');
    expect(slideBackground(withBackgroundImage(opaque, { ...image, opacity: 50 })).color).toBe('rgb(10, 20, 30)');
    expect(slideBackground(withBackgroundImage(slide(), image, { color: '#000', alpha: 0.95 })).color).toBeNull();
  });

  it('a first video is Letterbox, muted and looped, and keeps its processing state and thumbnail', () => {
    const video = newBackgroundVideo('/media-files/m1/original', {
      id: 'm1',
      thumb: '/media-files/m1/thumbnail',
      processing: true,
    });
    const set = withBackgroundVideo(slide(), video);
    expect(set.attributes).toEqual([
      ['data-background-video', '/media-files/m1/original'],
      ['data-background-video-thumb', '/media-files/m1/thumbnail'],
      ['data-background-video-muted', ''],
      ['data-background-video-loop', ''],
      ['data-background-size', 'contain'],
      ['data-background-video-processing', ''],
      ['data-background-video-media-id', 'm1'],
    ]);
    expect(slideBackground(set).video).toEqual(video);
    expect(slideBackground(withBackgroundVideo(set, { ...video, size: 'cover' })).video?.size).toBe('cover');
  });

  it('survives a save: parse, serialize and the sanitizer keep every background exactly', () => {
    const video = newBackgroundVideo('/media-files/m1/video', { id: 'm1', thumb: null, processing: false });
    for (const set of [
      withBackgroundColor(slide(), 'rgba(0, 0, 0, 0.5)'),
      withBackgroundImage(
        slide(),
        { ...image, size: 'initial', position: 'bottom', opacity: 0 },
        { color: '#abcdef', alpha: 1 },
      ),
      withBackgroundVideo(slide(), video),
      withBackgroundIframe(slide(), { src: 'https://example.com/page?a=1&b=2', interactive: true }),
    ]) {
      const markup = markupOf(set);
      expect(sanitizeDeckMarkup(markup)).toBe(markup);
      expect(parse(markup).stacks[0]!.slides[0]).toEqual(set);
    }
  });
});

describe('the sanitizer and slide settings', () => {
  it.each([
    ['data-background-color', 'red;background-image:url(https://evil.example/t.png)'],
    ['data-background-color', 'url(javascript:alert(1))'],
    ['data-background-color', 'expression(alert(1))'],
    ['data-background-color', '#fff" onload="alert(1)'],
    ['data-background-size', 'cover;position:fixed'],
    ['data-background-position', 'center;background:url(x)'],
    ['data-background-opacity', '1;display:none'],
    ['data-background-opacity', '2'],
    ['data-background-gradient', 'url(https://evil.example/a.png)'],
    ['data-background-image', 'javascript:alert(1)'],
    ['data-background-video', 'javascript:alert(1)'],
    ['data-background-video-thumb', 'javascript:alert(1)'],
    ['data-background-iframe', 'javascript:alert(1)'],
    ['data-background-iframe', 'http://example.com'],
    ['data-background-iframe', `https://example.com/${'a'.repeat(2001)}`],
    ['data-transition', 'fade" onclick="alert(1)'],
    ['data-transition', 'x'.repeat(200)],
    ['data-autoslide', '5000;'],
    ['data-autoslide', '-1'],
    ['data-background-video-media-id', '"><script>'],
  ])('drops %s="%s"', (name, value) => {
    const hostile = `<section data-id="s1" ${name}="${value.replace(/"/g, '&quot;')}"></section>`;
    expect(sanitizeDeckMarkup(hostile)).toBe('<section data-id="s1"></section>');
  });

  it.each([
    ['data-background-color', '#1a2b3c'],
    ['data-background-color', 'hsla(120, 50%, 50%, 0.3)'],
    ['data-background-color', 'transparent'],
    ['data-background-size', '100px 50%'],
    ['data-background-position', '10% 20px'],
    ['data-background-opacity', '0.25'],
    ['data-background-gradient', 'linear-gradient(to bottom, #283b95, #17b2c3)'],
    ['data-transition', 'zoom-in fade-out'],
    ['data-background-transition', 'none'],
    ['data-autoslide', '4000'],
  ])('keeps %s="%s" as reveal.js decks write it', (name, value) => {
    const markup = `<section data-id="s1" ${name}="${value}"></section>`;
    expect(sanitizeDeckMarkup(markup)).toBe(markup);
  });
});

describe('image crops', () => {
  const imageBlock = (img: string, contentStyle = ' style="overflow:hidden"') =>
    `<section data-id="s1"><div class="sl-block" data-block-type="image" data-block-id="i" style="left:0px;top:0px;width:200px;height:150px"><div class="sl-block-content"${contentStyle}>${img}</div></div></section>`;

  it('reads and writes a crop, and the sanitizer keeps it', () => {
    const markup = imageBlock(
      '<img src="/media-files/x/original" alt="" data-crop="25 10 50 50" style="position:absolute;left:-50%;top:-20%;width:200%;height:200%" />',
    );
    const block = parse(markup).stacks[0]!.slides[0]!.blocks[0]!;
    expect(block.type === 'image' && block.crop).toEqual({ x: 25, y: 10, width: 50, height: 50 });
    expect(serialize(parse(markup))).toBe(markup);
    expect(sanitizeDeckMarkup(markup)).toBe(markup);
  });

  it.each([
    [
      'a crop outside the picture',
      'data-crop="80 0 50 50" style="position:absolute;left:-160%;top:0%;width:200%;height:200%"',
    ],
    [
      'a style the crop does not draw',
      'data-crop="0 0 50 50" style="position:fixed;left:0%;top:0%;width:200%;height:200%"',
    ],
    ['a crop that is not numbers', 'data-crop="0 0 50 calc(1)"'],
  ])('keeps %s as markup the model does not edit, cleaned', (_, attributes) => {
    const markup = imageBlock(`<img src="/a.png" alt="" ${attributes} />`);
    expect(parse(markup).stacks[0]!.slides[0]!.blocks[0]!.type).toBe('opaque');
    expect(sanitizeDeckMarkup(markup)).not.toMatch(/position:fixed/);
  });
});
