import type { Block } from '@lectern/deck-format';
import { HANDLES, type Handle } from '../gestures/resize-gesture';

/** Handles of a block that grows with its text: only its width changes by hand. */
const TEXT_HANDLES: readonly Handle[] = ['e', 'w'];

/**
 * The frame around a selected block, drawn in slide pixels over the block and turned with it:
 * resize handles (when `handles`) and the rotation handle above it. Handles keep their screen size
 * at any scale.
 */
export function SelectionFrame({
  block,
  height,
  scale,
  handles,
}: {
  block: Block;
  height: number;
  scale: number;
  handles: boolean;
}) {
  const size = 10 / scale;
  const shown = block.type === 'text' && block.height === 'auto' ? TEXT_HANDLES : HANDLES;
  return (
    <div
      className="editor-frame"
      data-frame-for={block.id}
      style={{
        left: block.x,
        top: block.y,
        width: block.width,
        height,
        transform: block.rotation ? `rotate(${block.rotation}deg)` : undefined,
        borderWidth: 1 / scale,
        ['--handle-size' as string]: `${size}px`,
      }}
    >
      {handles &&
        shown.map((handle) => (
          <span key={handle} className={`editor-frame__handle editor-frame__handle--${handle}`} data-handle={handle} />
        ))}
      {handles && (
        <span
          className="editor-frame__rotate"
          data-handle="rotate"
          title="Rotate"
          style={{ top: -30 / scale, width: size * 1.2, height: size * 1.2 }}
        />
      )}
    </div>
  );
}
