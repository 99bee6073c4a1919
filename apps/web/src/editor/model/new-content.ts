import type { Deck, ImageBlock, LineBlock, ShapeBlock, ShapeKind, Slide, TextBlock } from '@lectern/deck-format';

// What the editor adds: new slides and blocks with sensible defaults, placed on a slide of the
// deck's size.

export interface SlideSize {
  readonly width: number;
  readonly height: number;
}

const base = { rotation: 0, extraAttributes: [], extraStyle: '' } as const;

/** An unturned block of the given size in the middle of the slide. */
export const centred = <H extends number>(size: SlideSize, width: number, height: H) => ({
  ...base,
  x: Math.round((size.width - width) / 2),
  y: Math.round((size.height - height) / 2),
  width,
  height,
});

export const emptySlide = (id: string): Slide => ({ id, attributes: [], notes: null, blocks: [], foreignHtml: '' });

export function titleBlock(id: string, size: SlideSize): TextBlock {
  const width = Math.round(size.width * 0.8);
  return {
    ...base,
    type: 'text',
    id,
    x: Math.round((size.width - width) / 2),
    y: Math.round(size.height * 0.4),
    width,
    height: 'auto',
    html: '<h1>Title Text</h1>',
    placeholderTag: 'h1',
  };
}

/** The content of a deck that has none yet: one slide with a title. */
export function starterDeck(slideId: string, blockId: string, size: SlideSize): Deck {
  return { stacks: [{ wrapper: null, slides: [{ ...emptySlide(slideId), blocks: [titleBlock(blockId, size)] }] }] };
}

export function textBlock(id: string, size: SlideSize): TextBlock {
  const width = Math.round(size.width / 2);
  return {
    ...base,
    type: 'text',
    id,
    x: Math.round((size.width - width) / 2),
    y: Math.round(size.height / 2 - 30),
    width,
    height: 'auto',
    html: '<p>Text</p>',
    placeholderTag: null,
  };
}

export function shapeBlock(id: string, shape: ShapeKind, size: SlideSize): ShapeBlock {
  return {
    ...centred(size, 200, 200),
    type: 'shape',
    id,
    shape,
    fill: '#4f46e5',
    stroke: 'transparent',
    strokeWidth: 0,
    cornerRadius: 0,
  };
}

export function lineBlock(id: string, size: SlideSize): LineBlock {
  return {
    ...centred(size, 300, 100),
    type: 'line',
    id,
    x1: 0,
    y1: 100,
    x2: 300,
    y2: 0,
    color: '#333333',
    lineWidth: 4,
    startHead: 'none',
    endHead: 'arrow',
  };
}

/** An image at most half the slide in each direction, keeping the picture's proportions. */
export function imageBlock(
  id: string,
  image: { src: string; mediaId: string | null; alt: string; width: number; height: number },
  size: SlideSize,
): ImageBlock {
  const scale = Math.min(1, size.width / 2 / image.width, size.height / 2 / image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  return {
    ...centred(size, width, height),
    type: 'image',
    id,
    src: image.src,
    mediaId: image.mediaId,
    alt: image.alt,
    crop: null,
  };
}
