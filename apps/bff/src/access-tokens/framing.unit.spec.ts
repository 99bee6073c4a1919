import { describe, expect, it } from 'vitest';
import { embedFrameAncestors, isEmbedPage, withFrameAncestors } from './framing.js';

describe('embed framing', () => {
  it('knows the embed page from every other page', () => {
    expect(isEmbedPage('/ada/deck/embed')).toBe(true);
    expect(isEmbedPage('/ada/deck/embed/')).toBe(true);
    expect(isEmbedPage('/ada/deck')).toBe(false);
    expect(isEmbedPage('/ada/deck/edit')).toBe(false);
    expect(isEmbedPage('/ada/deck/embed/more')).toBe(false);
  });

  it('lets any site frame it without a whitelist, and exactly the listed sites with one', () => {
    expect(embedFrameAncestors('')).toBe('*');
    expect(embedFrameAncestors('https://Blog.Example:8443/post#top, intranet.example, https://blog.example:8443')).toBe(
      'https://blog.example:8443 intranet.example',
    );
    expect(embedFrameAncestors('::, %%')).toBe("'none'");
  });

  it('replaces only the frame-ancestors directive', () => {
    expect(withFrameAncestors("default-src 'self';frame-ancestors 'none';object-src 'none'", '*')).toBe(
      "default-src 'self';frame-ancestors *;object-src 'none'",
    );
  });
});
