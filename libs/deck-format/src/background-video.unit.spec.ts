import { describe, expect, it } from 'vitest';
import { withoutBackgroundVideo } from './background-video.js';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('withoutBackgroundVideo', () => {
  it('removes the failed video from the slides that used it and keeps the rest', () => {
    const markup = `<section data-id="a" data-background-video="/media-files/${id}/video" data-background-video-muted data-background-color="#000"><h1>A</h1></section><section data-id="b" data-background-video="/media-files/other/video"></section>`;
    expect(withoutBackgroundVideo(markup, id)).toBe(
      '<section data-id="a" data-background-color="#000"><h1>A</h1></section><section data-id="b" data-background-video="/media-files/other/video"></section>',
    );
  });

  it('leaves markup that never used it untouched', () => {
    const markup = '<section data-id="a"><p>Nothing here</p></section>';
    expect(withoutBackgroundVideo(markup, id)).toBe(markup);
  });
});
