import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanSvg, detectMediaType, InvalidSvgError, makeThumbnail, svgMessages } from './index.js';

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

describe('media type detection', () => {
  it('recognises images by their bytes, not their name', async () => {
    expect(await detectMediaType(await png())).toEqual({ kind: 'image', mime: 'image/png', extension: 'png' });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await detectMediaType(jpeg))?.mime).toBe('image/jpeg');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await detectMediaType(gif))?.mime).toBe('image/gif');
    expect((await detectMediaType(Buffer.from('<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"></svg>')))?.mime).toBe(
      'image/svg+xml',
    );
  });

  it('refuses text pretending to be an image, and HTML', async () => {
    expect(await detectMediaType(Buffer.from('just some text, named photo.png'))).toBeNull();
    expect(await detectMediaType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
  });
});

describe('SVG cleaning', () => {
  it('removes scripts, handlers, foreign content and outside references', () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(2)</script>
      <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <a xlink:href="javascript:alert(3)"><rect width="5" height="5" onclick="alert(4)"/></a>
      <image href="https://tracker.example/p.png"/>
      <use href="https://evil.example/sprite.svg#x"/>
      <linearGradient id="grad"><stop offset="0"/></linearGradient><rect fill="url(#grad)"/>
      <rect id="local" fill="url(https://evil.example/p.svg#g)" style="fill:url(http://x)"/>
      <style>@import url(https://evil.example/x.css); rect { fill: red }</style>
    </svg>`;
    const clean = cleanSvg(hostile);
    for (const bad of [
      'script',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      'javascript:',
      'evil.example',
      'tracker.example',
      '@import',
      'http://x',
    ]) {
      expect(clean).not.toContain(bad);
    }
    expect(clean).toContain('fill="url(#grad)"');
    expect(clean).toMatch(/^<svg/);
  });

  it('refuses a file without an svg element or without a size, with the spec messages', () => {
    expect(() => cleanSvg('<html><body>no svg</body></html>')).toThrow(new InvalidSvgError(svgMessages.missingSvg));
    expect(() => cleanSvg('<svg><rect/></svg>')).toThrow(svgMessages.missingSize);
    expect(cleanSvg('<svg width="10" height="10"><rect/></svg>')).toContain('<rect');
  });
});

describe('thumbnails', () => {
  it('makes a WebP of at most twice the ideal width and reports the original size', async () => {
    const { thumbnail, original } = await makeThumbnail(await png());
    expect(original).toEqual({ width: 800, height: 600 });
    expect(thumbnail.width).toBe(520);
    expect(thumbnail.height).toBe(390);
    expect((await detectMediaType(thumbnail.body))?.mime).toBe('image/webp');
  });
});
