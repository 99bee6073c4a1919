import type { CSSProperties, ReactNode } from 'react';
import {
  blockHtml,
  imageCropLayout,
  lineSvg,
  shapeSvg,
  type Block,
  type Geometry,
  type ImageCrop,
} from '@lectern/deck-format';
import { MediaBlockContent } from './media-block-view';
import { RichBlockContent } from './rich-block-content';

/** The style of a block's box: where it sits on the slide, its size and rotation. */
export function blockStyle(geometry: Geometry): CSSProperties {
  return {
    left: geometry.x,
    top: geometry.y,
    width: geometry.width,
    height: geometry.height === 'auto' ? 'auto' : geometry.height,
    transform: geometry.rotation ? `rotate(${geometry.rotation}deg)` : undefined,
  };
}

/** The height the saved drawings use: blocks that grow with their content get a square canvas. */
const drawingHeight = (block: Block) => (block.height === 'auto' ? block.width : block.height);

/**
 * A block's content drawn from the model, in the element shape of the saved markup
 * (`.sl-block` > `.sl-block-content`), so the shared deck styles apply. Shapes, lines and group
 * children are the deck format's own drawings, so the canvas looks exactly like a saved deck. Text
 * and kept markup come from content the server sanitized when it was saved, or from the text
 * editor's own schema.
 */
/** A cropped picture placed as the presented deck places it (`imageCropLayout`). */
function croppedStyle(crop: ImageCrop): CSSProperties {
  const { left, top, width, height } = imageCropLayout(crop);
  return { position: 'absolute', left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%` };
}

export function BlockContent({ block }: { block: Block }): ReactNode {
  switch (block.type) {
    case 'text':
      return (
        <div
          className="sl-block-content"
          data-placeholder-tag={block.placeholderTag ?? undefined}
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      );
    case 'image':
      return (
        <div className="sl-block-content" style={block.crop ? { overflow: 'hidden' } : undefined}>
          <img
            src={block.src}
            alt={block.alt}
            draggable={false}
            style={block.crop ? croppedStyle(block.crop) : undefined}
          />
        </div>
      );
    case 'shape':
      return (
        <div
          className="sl-block-content"
          dangerouslySetInnerHTML={{ __html: shapeSvg(block, block.width, drawingHeight(block)) }}
        />
      );
    case 'line':
      return (
        <div
          className="sl-block-content"
          dangerouslySetInnerHTML={{ __html: lineSvg(block, block.width, drawingHeight(block)) }}
        />
      );
    case 'group':
      return (
        <div
          className="sl-block-content"
          dangerouslySetInnerHTML={{ __html: block.children.map(blockHtml).join('') }}
        />
      );
    case 'iframe':
    case 'video':
    case 'audio':
      return <MediaBlockContent block={block} />;
    case 'table':
    case 'code':
    case 'math':
      return <RichBlockContent block={block} />;
    case 'opaque':
      return <div className="editor-opaque" dangerouslySetInnerHTML={{ __html: block.innerHtml }} />;
  }
}

export const blockTypeOf = (block: Block) => (block.type === 'opaque' ? block.blockType : block.type);
