import { IFRAME_DEFAULT_TITLE, type AudioBlock, type IframeBlock, type VideoBlock } from '@lectern/deck-format';
import { centred, type SlideSize } from './new-content';

// New iframe, video and audio blocks: centred, with no source yet (the inspector asks for one).

const wide = (size: SlideSize) => {
  const width = Math.round(size.width / 2);
  return { width, height: Math.round((width * 9) / 16) };
};

export function iframeBlock(id: string, size: SlideSize): IframeBlock {
  const { width, height } = wide(size);
  return { ...centred(size, width, height), type: 'iframe', id, src: '', title: IFRAME_DEFAULT_TITLE };
}

const playback = { autoplay: false, loop: false, muted: false, controls: true, preload: false } as const;

export function videoBlock(id: string, size: SlideSize, source: { src: string; mediaId: string | null }): VideoBlock {
  const { width, height } = wide(size);
  return { ...centred(size, width, height), ...playback, type: 'video', id, ...source };
}

export function audioBlock(id: string, size: SlideSize): AudioBlock {
  return { ...centred(size, 400, 60), ...playback, type: 'audio', id, src: '', mediaId: null };
}
