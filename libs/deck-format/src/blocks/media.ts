import type { Element } from 'domhandler';
import type { AudioBlock, Playback, VideoBlock } from '../model.js';
import { attributesHtml } from '../html-text.js';
import type { Attributes } from '../model.js';
import { onlyElements } from '../markup-tree.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';

// Video and audio blocks: one `<video>` or `<audio>` element with its source and how it plays.

const MEDIA_ID = 'data-media-id';

/** Each playback switch and the attribute that turns it on, in the order they are written. */
const PLAYBACK_ATTRIBUTES: readonly (readonly [keyof Playback, string])[] = [
  ['controls', 'controls'],
  ['autoplay', 'data-autoplay'],
  ['loop', 'loop'],
  ['muted', 'muted'],
  ['preload', 'data-preload'],
];

type Playable = Pick<VideoBlock, 'src' | 'mediaId' | keyof Playback>;

const ALLOWED = ['src', MEDIA_ID, ...PLAYBACK_ATTRIBUTES.map(([, name]) => name)];

function readPlayable(content: Element, tag: 'video' | 'audio'): Playable | null {
  const [media, ...rest] = onlyElements(content.children) ?? [];
  if (!media || rest.length > 0 || media.name !== tag || !hasOnlyAttributes(content, ['class'])) return null;
  // No source yet (a block just added) is written without one: the sanitizer drops `src=""`.
  const { src = '' } = media.attribs;
  if (media.children.length > 0 || !hasOnlyAttributes(media, ALLOWED)) return null;
  // A switch is on by being there, as in HTML; only the bare form is written back.
  if (PLAYBACK_ATTRIBUTES.some(([, name]) => (media.attribs[name] ?? '') !== '')) return null;
  const on = (name: string) => name in media.attribs;
  return {
    src,
    mediaId: media.attribs[MEDIA_ID] ?? null,
    controls: on('controls'),
    autoplay: on('data-autoplay'),
    loop: on('loop'),
    muted: on('muted'),
    preload: on('data-preload'),
  };
}

export const readVideoContent: ContentReader<VideoBlock> = (content) => {
  const media = readPlayable(content, 'video');
  return media && { type: 'video', ...media };
};

export const readAudioContent: ContentReader<AudioBlock> = (content) => {
  const media = readPlayable(content, 'audio');
  return media && { type: 'audio', ...media };
};

export function mediaContentHtml(block: ContentOf<VideoBlock> | ContentOf<AudioBlock>): string {
  const attributes: Attributes = [
    ...(block.src === '' ? [] : [['src', block.src] as const]),
    ...(block.mediaId === null ? [] : [[MEDIA_ID, block.mediaId] as const]),
    ...PLAYBACK_ATTRIBUTES.filter(([field]) => block[field]).map(([, name]) => [name, ''] as const),
  ];
  return contentHtml([], `<${block.type}${attributesHtml(attributes)}></${block.type}>`);
}
