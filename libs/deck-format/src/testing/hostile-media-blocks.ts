import type { HostileCase } from './hostile-corpus.js';

// The attributes of iframe, video and audio blocks: what they load and how they play.

const JS = 'javascript:window.__xss=1';
const FRAME =
  'sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation" referrerpolicy="no-referrer"';
const block = (type: string, inner: string) =>
  `<div class="sl-block" data-block-type="${type}" data-block-id="b1" style="left:0px;top:0px;width:400px;height:300px"><div class="sl-block-content">${inner}</div></div>`;
const LONG_FRAME_URL = `https://example.com/${'a'.repeat(1981)}`;

export const MEDIA_BLOCK_CASES: readonly HostileCase[] = [
  {
    name: 'iframe block with a javascript: source',
    markup: block('iframe', `<iframe src="${JS}" ${FRAME}></iframe>`),
    clean: block('iframe', `<iframe ${FRAME}></iframe>`),
  },
  {
    name: 'iframe block asking for top navigation and keeping its own document',
    markup: block(
      'iframe',
      `<iframe src="https://example.com/" sandbox="allow-top-navigation allow-scripts" srcdoc="<script>parent.__xss=1</script>" referrerpolicy="unsafe-url"></iframe>`,
    ),
    clean: block('iframe', `<iframe src="https://example.com/" ${FRAME}></iframe>`),
  },
  {
    name: 'iframe block source longer than 2,000 characters',
    markup: block('iframe', `<iframe src="${LONG_FRAME_URL}" ${FRAME}></iframe>`),
    clean: block('iframe', `<iframe ${FRAME}></iframe>`),
  },
  {
    name: 'iframe block title breaking out of its attribute',
    markup: block(
      'iframe',
      `<iframe src="https://example.com/" title='"><script>window.__xss=1</script>' ${FRAME}></iframe>`,
    ),
    clean: block(
      'iframe',
      `<iframe src="https://example.com/" title="&quot;&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;" ${FRAME}></iframe>`,
    ),
  },
  {
    name: 'iframe block over http',
    markup: block('iframe', `<iframe src="http://example.com/" ${FRAME}></iframe>`),
    clean: block('iframe', `<iframe ${FRAME}></iframe>`),
  },
  {
    name: 'video block from a script URL, with handlers',
    markup: block(
      'video',
      `<video src="${JS}" controls data-autoplay onplay="window.__xss=1" onerror="window.__xss=1"></video>`,
    ),
    clean: block('video', '<video controls data-autoplay></video>'),
  },
  {
    name: 'video block from a data: URL',
    markup: block('video', '<video src="data:image/png;base64,iVBORw0KGgo=" muted></video>'),
    clean: block('video', '<video muted></video>'),
  },
  {
    name: 'video block from a path of this site that is not a media file',
    markup: block('video', '<video src="/api/v1/me" loop></video>'),
    clean: block('video', '<video loop></video>'),
  },
  {
    name: 'video block of a media file keeps its source',
    markup: block(
      'video',
      '<video src="/media-files/0f8fad5b-d9cb-469f-a165-70867728950e/video.mp4" data-preload></video>',
    ),
    clean: block(
      'video',
      '<video src="/media-files/0f8fad5b-d9cb-469f-a165-70867728950e/video.mp4" data-preload></video>',
    ),
  },
  {
    name: 'audio block sources from script and protocol-relative URLs',
    markup: block(
      'audio',
      `<audio controls><source src="${JS}" type="audio/mpeg"><source src="//evil.example/a.mp3"></audio>`,
    ),
    clean: block('audio', '<audio controls><source type="audio/mpeg"></source><source></source></audio>'),
  },
  {
    name: 'audio block with a lazy script source',
    markup: block('audio', `<audio data-src="${JS}" controls></audio>`),
    clean: block('audio', '<audio controls></audio>'),
  },
];
