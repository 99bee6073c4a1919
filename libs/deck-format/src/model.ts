/**
 * The typed deck model: what `parse` reads out of reveal.js slide markup and `serialize`
 * writes back. Everything is readonly; updates make copies.
 *
 * Markup shape (DESIGN.md "The deck format"):
 *   <section data-id="…">                       one slide, or
 *   <section …><section data-id="…">…</section>…</section>   a vertical stack
 *     <div class="sl-block" data-block-type="…" data-block-id="…" style="left:…;top:…;width:…;height:…;transform:rotate(…deg)">
 *       <div class="sl-block-content" …>…</div>
 *     </div>
 *     <aside class="notes">speaker notes</aside>
 */

import type { CodeBlock } from './blocks/code.js';
import type { MathBlock } from './blocks/math.js';
import type { TableBlock } from './blocks/table.js';

export type { CodeBlock, MathBlock, TableBlock };

/** Attributes in document order, as name/value pairs (a value-less attribute has value ''). */
export type Attributes = readonly (readonly [name: string, value: string])[];

export interface Deck {
  /** The horizontal sequence of the deck. */
  readonly stacks: readonly Stack[];
}

/**
 * One horizontal position. `wrapper` is null for a plain `<section>` slide (then `slides`
 * has exactly one entry); otherwise it holds the attributes of the outer `<section>` whose
 * inner sections are `slides`, top to bottom (a vertical stack, at least one slide).
 */
export interface Stack {
  readonly wrapper: Attributes | null;
  readonly slides: readonly Slide[];
}

export interface Slide {
  /** `data-id`: unique within the deck. */
  readonly id: string;
  /**
   * Every other attribute of the `<section>` in document order (`data-background-*`,
   * `data-transition`, `data-autoslide`, `data-auto-animate*`, `data-visibility="hidden"`,
   * `class`, …), kept as written.
   */
  readonly attributes: Attributes;
  /** Plain text of `<aside class="notes">`, or null when the slide has none. */
  readonly notes: string | null;
  /** Blocks in z-order: the first is at the back. */
  readonly blocks: readonly Block[];
  /**
   * Slide content that is not a block (markup of a deck brought from elsewhere), kept
   * untouched and written before the blocks.
   */
  readonly foreignHtml: string;
}

/** Position and size in slide pixels, rotation in degrees clockwise about the centre. */
export interface Geometry {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** 'auto' lets a text block grow with its content. */
  readonly height: number | 'auto';
  readonly rotation: number;
}

export interface BlockBase extends Geometry {
  /** `data-block-id`: unique within the slide. */
  readonly id: string;
  /**
   * Attributes of the `.sl-block` element the model does not interpret (besides class,
   * data-block-type, data-block-id and style), kept as written.
   */
  readonly extraAttributes: Attributes;
  /** Declarations of the `.sl-block` style the model does not interpret, e.g. `z-index:3`. */
  readonly extraStyle: string;
}

export interface TextBlock extends BlockBase {
  readonly type: 'text';
  /** Rich-text HTML inside `.sl-block-content` (headings, paragraphs, lists, marks, links). */
  readonly html: string;
  /** `data-placeholder-tag` of the content element, when the text came from a template. */
  readonly placeholderTag: string | null;
}

/** The part of a picture an image block shows, in percent of the picture (`data-crop`). */
export interface ImageCrop {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ImageBlock extends BlockBase {
  readonly type: 'image';
  readonly src: string;
  /** The media library item the image came from, when it did. */
  readonly mediaId: string | null;
  readonly alt: string;
  /** The part shown; null shows the whole picture. */
  readonly crop: ImageCrop | null;
}

export const SHAPE_KINDS = ['rect', 'circle', 'triangle', 'diamond', 'pentagon', 'hexagon', 'star', 'arrow'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export interface ShapeBlock extends BlockBase {
  readonly type: 'shape';
  readonly shape: ShapeKind;
  /** CSS colours; 'transparent' for none. */
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  /** Corner radius in px (rectangles). */
  readonly cornerRadius: number;
}

export const LINE_HEADS = ['none', 'arrow', 'circle', 'square'] as const;
export type LineHead = (typeof LINE_HEADS)[number];

/** A line from (x1, y1) to (x2, y2), in px relative to the block's top-left corner. */
export interface LineBlock extends BlockBase {
  readonly type: 'line';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly color: string;
  readonly lineWidth: number;
  readonly startHead: LineHead;
  readonly endHead: LineHead;
}

/** Blocks moved and scaled together; `children` geometry is relative to the group. */
export interface GroupBlock extends BlockBase {
  readonly type: 'group';
  readonly children: readonly Block[];
}

/** A framed page (`<iframe>`, always https and sandboxed); `src` is at most `IFRAME_URL_MAX_LENGTH` characters. */
export interface IframeBlock extends BlockBase {
  readonly type: 'iframe';
  readonly src: string;
  /** The frame's accessible name (`title`); '' writes none (markup from before it was kept). */
  readonly title: string;
}

/** How a video or audio block plays (`data-autoplay` lets reveal.js start it when its slide shows). */
export interface Playback {
  readonly autoplay: boolean;
  readonly loop: boolean;
  readonly muted: boolean;
  readonly controls: boolean;
  /** `data-preload`: loaded with the slides near the one shown rather than when its slide shows. */
  readonly preload: boolean;
}

export interface VideoBlock extends BlockBase, Playback {
  readonly type: 'video';
  readonly src: string;
  /** The media library item the video came from, when it did. */
  readonly mediaId: string | null;
}

export interface AudioBlock extends BlockBase, Playback {
  readonly type: 'audio';
  readonly src: string;
  readonly mediaId: string | null;
}

/**
 * A block whose type the editor does not yet edit (snippet, or anything unknown): its inner markup is kept exactly; geometry still applies.
 */
export interface OpaqueBlock extends BlockBase {
  readonly type: 'opaque';
  /** The `data-block-type` as written. */
  readonly blockType: string;
  /** Inner HTML of the `.sl-block` element. */
  readonly innerHtml: string;
}

export type Block =
  | TextBlock
  | ImageBlock
  | ShapeBlock
  | LineBlock
  | GroupBlock
  | TableBlock
  | CodeBlock
  | MathBlock
  | IframeBlock
  | VideoBlock
  | AudioBlock
  | OpaqueBlock;
export type BlockType = Block['type'];
