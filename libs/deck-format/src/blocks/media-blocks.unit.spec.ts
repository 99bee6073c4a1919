import { describe, expect, it } from 'vitest';
import { parse } from '../parse.js';
import { serialize } from '../serialize.js';

const block = (type: string, inner: string) =>
  `<section data-id="s"><div class="sl-block" data-block-type="${type}" data-block-id="b1" style="left:0px;top:0px;width:400px;height:300px"><div class="sl-block-content">${inner}</div></div></section>`;
const only = (markup: string) => parse(markup).stacks[0]!.slides[0]!.blocks[0]!;
const SANDBOX =
  'sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation" referrerpolicy="no-referrer"';

describe('iframe, video and audio blocks', () => {
  it('reads an iframe as the sanitizer leaves it', () => {
    expect(only(block('iframe', `<iframe src="https://a.example/" ${SANDBOX}></iframe>`))).toMatchObject({
      type: 'iframe',
      src: 'https://a.example/',
      title: '',
    });
  });

  it('reads and writes an iframe title, escaped, so every view names the frame', () => {
    const markup = block(
      'iframe',
      `<iframe src="https://a.example/" title="Map &amp; &quot;stops&quot;" ${SANDBOX}></iframe>`,
    );
    const read = parse(markup);
    expect(read.stacks[0]!.slides[0]!.blocks[0]).toMatchObject({ type: 'iframe', title: 'Map & "stops"' });
    expect(serialize(read)).toContain(
      `<iframe src="https://a.example/" title="Map &amp; &quot;stops&quot;" ${SANDBOX}>`,
    );
    // An empty title would be written as none: the block stays as written.
    expect(only(block('iframe', `<iframe title="" ${SANDBOX}></iframe>`))).toMatchObject({ type: 'opaque' });
  });

  it('keeps an iframe with other attributes or sandbox as written', () => {
    const kept = only(block('iframe', '<iframe src="https://a.example/" allowfullscreen></iframe>'));
    expect(kept).toMatchObject({ type: 'opaque', blockType: 'iframe' });
  });

  it('reads a video with its playback switches and media id', () => {
    expect(
      only(
        block('video', '<video src="/media-files/x/v.mp4" data-media-id="m1" controls data-autoplay muted></video>'),
      ),
    ).toMatchObject({
      type: 'video',
      src: '/media-files/x/v.mp4',
      mediaId: 'm1',
      controls: true,
      autoplay: true,
      muted: true,
      loop: false,
      preload: false,
    });
  });

  it('reads audio, and keeps media with children or valued switches as written', () => {
    expect(only(block('audio', '<audio src="https://a.example/a.mp3" loop data-preload></audio>'))).toMatchObject({
      type: 'audio',
      loop: true,
      preload: true,
    });
    expect(only(block('audio', '<audio controls><source src="https://a.example/a.mp3"></audio>')).type).toBe('opaque');
    expect(only(block('video', '<video src="https://a.example/v.mp4" muted="false"></video>')).type).toBe('opaque');
  });
});
