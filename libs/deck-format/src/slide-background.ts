import type { Attributes, Slide } from './model.js';
import { slideAttribute, withSlideAttributes } from './slide-attributes.js';

/**
 * A slide's background (spec/001 §3, §4, §9) as reveal.js's `data-background-*` attributes: a
 * colour, an image, a video or a framed page. Picking an image, a video or a page removes the
 * other kinds; picking a colour removes all three.
 */

export const BACKGROUND_IMAGE_SIZES = [
  { value: 'cover', label: 'Cover' },
  { value: 'contain', label: 'Contain' },
  { value: 'initial', label: 'Initial' },
] as const;
export type BackgroundImageSize = (typeof BACKGROUND_IMAGE_SIZES)[number]['value'];

/** The seven positions offered for a background image. */
export const BACKGROUND_POSITIONS = [
  { value: 'center', label: 'Center' },
  { value: 'top', label: 'Top' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
  { value: 'top left', label: 'Top left' },
  { value: 'top right', label: 'Top right' },
] as const;
export type BackgroundPosition = (typeof BACKGROUND_POSITIONS)[number]['value'];

export const DEFAULT_BACKGROUND_IMAGE_SIZE: BackgroundImageSize = 'cover';
export const DEFAULT_BACKGROUND_POSITION: BackgroundPosition = 'center';
/** Opacity in percent; 100 is reveal.js's own and is not written. */
export const BACKGROUND_OPACITY_RANGE = { min: 0, max: 100, step: 1, decimals: 0 } as const;
/** An image's average colour becomes the slide's background colour above this alpha. */
export const AVERAGE_COLOR_MIN_ALPHA = 0.95;

/** Video sizes: Letterbox keeps the whole picture, Fullscreen fills the slide. */
export const BACKGROUND_VIDEO_SIZES = [
  { value: 'contain', label: 'Letterbox' },
  { value: 'cover', label: 'Fullscreen' },
] as const;
export type BackgroundVideoSize = (typeof BACKGROUND_VIDEO_SIZES)[number]['value'];

export interface BackgroundImage {
  readonly src: string;
  readonly size: BackgroundImageSize;
  readonly position: BackgroundPosition;
  /** 0–100. */
  readonly opacity: number;
}

export interface BackgroundVideo {
  readonly src: string;
  readonly thumb: string | null;
  readonly muted: boolean;
  readonly loop: boolean;
  readonly size: BackgroundVideoSize;
  /** The library is still transcoding it: `src` is the uploaded original until then. */
  readonly processing: boolean;
  readonly mediaId: string | null;
}

export interface BackgroundIframe {
  readonly src: string;
  /** Whether the audience can click in the page (`data-background-interactive`). */
  readonly interactive: boolean;
}

export type BackgroundKind = 'color' | 'image' | 'video' | 'iframe';

export interface SlideBackground {
  readonly color: string | null;
  readonly image: BackgroundImage | null;
  readonly video: BackgroundVideo | null;
  readonly iframe: BackgroundIframe | null;
}

const COLOR = 'data-background-color';
const IMAGE = 'data-background-image';
const SIZE = 'data-background-size';
const POSITION = 'data-background-position';
const OPACITY = 'data-background-opacity';
const VIDEO = 'data-background-video';
const VIDEO_THUMB = 'data-background-video-thumb';
const VIDEO_MUTED = 'data-background-video-muted';
const VIDEO_LOOP = 'data-background-video-loop';
const VIDEO_PROCESSING = 'data-background-video-processing';
const VIDEO_MEDIA_ID = 'data-background-video-media-id';
const IFRAME = 'data-background-iframe';
const INTERACTIVE = 'data-background-interactive';

/** Every attribute a background is written with. */
export const BACKGROUND_ATTRIBUTES = [
  COLOR,
  IMAGE,
  SIZE,
  POSITION,
  OPACITY,
  VIDEO,
  VIDEO_THUMB,
  VIDEO_MUTED,
  VIDEO_LOOP,
  VIDEO_PROCESSING,
  VIDEO_MEDIA_ID,
  IFRAME,
  INTERACTIVE,
];

const oneOf = <T extends string>(options: readonly { value: T }[], written: string | undefined, fallback: T): T =>
  options.find((option) => option.value === written)?.value ?? fallback;

/** Percent as typed or read: clamped to 0–100 and whole. */
export function backgroundOpacityFrom(value: number): number {
  if (!Number.isFinite(value)) return BACKGROUND_OPACITY_RANGE.max;
  return Math.round(Math.min(BACKGROUND_OPACITY_RANGE.max, Math.max(BACKGROUND_OPACITY_RANGE.min, value)));
}

function opacityPercent(written: string | undefined): number {
  const fraction = written === undefined || written.trim() === '' ? Number.NaN : Number(written);
  return Number.isFinite(fraction) ? backgroundOpacityFrom(fraction * 100) : BACKGROUND_OPACITY_RANGE.max;
}

export function slideBackground(slide: Slide): SlideBackground {
  const read = (name: string) => slideAttribute(slide, name);
  const has = (name: string) => read(name) !== undefined;
  const image = read(IMAGE);
  const video = read(VIDEO);
  const iframe = read(IFRAME);
  return {
    color: read(COLOR) || null,
    image: image
      ? {
          src: image,
          size: oneOf(BACKGROUND_IMAGE_SIZES, read(SIZE), DEFAULT_BACKGROUND_IMAGE_SIZE),
          position: oneOf(BACKGROUND_POSITIONS, read(POSITION), DEFAULT_BACKGROUND_POSITION),
          opacity: opacityPercent(read(OPACITY)),
        }
      : null,
    video: video
      ? {
          src: video,
          thumb: read(VIDEO_THUMB) || null,
          muted: has(VIDEO_MUTED),
          loop: has(VIDEO_LOOP),
          size: read(SIZE) === 'contain' ? 'contain' : 'cover',
          processing: has(VIDEO_PROCESSING),
          mediaId: read(VIDEO_MEDIA_ID) || null,
        }
      : null,
    iframe: iframe ? { src: iframe, interactive: has(INTERACTIVE) } : null,
  };
}

const opacityAttribute = (percent: number): Attributes => {
  const opacity = backgroundOpacityFrom(percent);
  return opacity === BACKGROUND_OPACITY_RANGE.max ? [] : [[OPACITY, String(opacity / 100)]];
};

/** The slide with only a background colour (null: none), every other kind removed. */
export function withBackgroundColor(slide: Slide, color: string | null): Slide {
  return withSlideAttributes(slide, BACKGROUND_ATTRIBUTES, color ? [[COLOR, color]] : []);
}

/**
 * The slide with a background image (null: none), the other kinds removed. A newly picked image
 * comes with its average colour (null when unknown): when it is nearly opaque it becomes the
 * background colour shown while the image loads. Without one (the same image's size, position or
 * opacity changing) the colour is kept.
 */
export function withBackgroundImage(
  slide: Slide,
  image: BackgroundImage | null,
  average?: { color: string; alpha: number } | null,
): Slide {
  if (image === null) return withSlideAttributes(slide, BACKGROUND_ATTRIBUTES);
  const color =
    average === undefined
      ? slideBackground(slide).color
      : average && average.alpha > AVERAGE_COLOR_MIN_ALPHA
        ? average.color
        : null;
  return withSlideAttributes(slide, BACKGROUND_ATTRIBUTES, [
    ...(color ? [[COLOR, color] as const] : []),
    [IMAGE, image.src],
    ...(image.size === DEFAULT_BACKGROUND_IMAGE_SIZE ? [] : [[SIZE, image.size] as const]),
    ...(image.position === DEFAULT_BACKGROUND_POSITION ? [] : [[POSITION, image.position] as const]),
    ...opacityAttribute(image.opacity),
  ]);
}

/** A video picked for the first time: Letterbox, muted and looped. */
export function newBackgroundVideo(
  src: string,
  media: { id: string; thumb: string | null; processing: boolean } | null,
): BackgroundVideo {
  return {
    src,
    thumb: media?.thumb ?? null,
    muted: true,
    loop: true,
    size: 'contain',
    processing: media?.processing ?? false,
    mediaId: media?.id ?? null,
  };
}

/** The slide with a background video (null: none), the other kinds removed. */
export function withBackgroundVideo(slide: Slide, video: BackgroundVideo | null): Slide {
  if (video === null) return withSlideAttributes(slide, BACKGROUND_ATTRIBUTES);
  return withSlideAttributes(slide, BACKGROUND_ATTRIBUTES, [
    [VIDEO, video.src],
    ...(video.thumb ? [[VIDEO_THUMB, video.thumb] as const] : []),
    ...(video.muted ? [[VIDEO_MUTED, ''] as const] : []),
    ...(video.loop ? [[VIDEO_LOOP, ''] as const] : []),
    ...(video.size === 'contain' ? [[SIZE, 'contain'] as const] : []),
    ...(video.processing ? [[VIDEO_PROCESSING, ''] as const] : []),
    ...(video.mediaId ? [[VIDEO_MEDIA_ID, video.mediaId] as const] : []),
  ]);
}

/** The slide with a framed page as its background (null: none), the other kinds removed. */
export function withBackgroundIframe(slide: Slide, iframe: BackgroundIframe | null): Slide {
  if (iframe === null) return withSlideAttributes(slide, BACKGROUND_ATTRIBUTES);
  return withSlideAttributes(slide, BACKGROUND_ATTRIBUTES, [
    [IFRAME, iframe.src],
    ...(iframe.interactive ? [[INTERACTIVE, ''] as const] : []),
  ]);
}

/** Which kind the background panel opens on: the one the slide has. */
export function backgroundKind(background: SlideBackground): BackgroundKind | null {
  if (background.video) return 'video';
  if (background.iframe) return 'iframe';
  if (background.image) return 'image';
  return background.color ? 'color' : null;
}
