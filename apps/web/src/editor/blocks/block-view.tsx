import { memo, type CSSProperties, type ReactNode } from 'react';
import type { Block, Geometry } from '@lectern/deck-format';
import { LineView } from './line-view';
import { ShapeView } from './shape-view';

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

/**
 * A block's content drawn from the model, in the element shape of the saved markup
 * (`.sl-block` > `.sl-block-content`), so the shared deck styles apply. Text and kept markup come
 * from content the server sanitized when it was saved, or from the text editor's own schema.
 */
export function BlockContent({ block, height }: { block: Block; height: number }): ReactNode {
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
        <div className="sl-block-content">
          <img src={block.src} alt={block.alt} draggable={false} />
        </div>
      );
    case 'shape':
      return (
        <div className="sl-block-content">
          <ShapeView block={block} height={height} />
        </div>
      );
    case 'line':
      return (
        <div className="sl-block-content">
          <LineView block={block} />
        </div>
      );
    case 'group':
      return (
        <div className="sl-block-content">
          {block.children.map((child) => (
            <BlockView key={child.id} block={child} />
          ))}
        </div>
      );
    case 'opaque':
      return <div className="editor-opaque" dangerouslySetInnerHTML={{ __html: block.innerHtml }} />;
  }
}

const blockTypeOf = (block: Block) => (block.type === 'opaque' ? block.blockType : block.type);

/** A block as it looks on the slide, not interactive (thumbnails, group children, blocks not being edited). */
export const BlockView = memo(function BlockView({ block }: { block: Block }) {
  return (
    <div className="sl-block" data-block-type={blockTypeOf(block)} data-block-id={block.id} style={blockStyle(block)}>
      <BlockContent block={block} height={block.height === 'auto' ? 0 : block.height} />
    </div>
  );
});

export { blockTypeOf };
