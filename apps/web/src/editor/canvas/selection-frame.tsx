import type { ReactNode } from 'react';
import type { Block } from '@lectern/deck-format';
import type { Box } from '../model/geometry';
import { HANDLES, handleDirection, type Handle } from '../gestures/resize-gesture';

/** Handles of a block that grows with its text: only its width changes by hand. */
const TEXT_HANDLES: readonly Handle[] = ['e', 'w'];

/** A frame drawn in slide pixels over `box`, turned by `rotation`; handles keep their screen size at any scale. */
function FrameBox({
  box,
  rotation,
  scale,
  className,
  children,
  ...data
}: {
  box: Box;
  rotation: number;
  scale: number;
  className: string;
  children: (handleSize: number) => ReactNode;
  'data-frame-for'?: string;
}) {
  const size = 10 / scale;
  return (
    <div
      className={className}
      {...data}
      style={{
        left: box.x,
        top: box.y,
        width: box.width,
        height: box.height,
        transform: rotation ? `rotate(${rotation}deg)` : undefined,
        borderWidth: 1 / scale,
        ['--handle-size' as string]: `${size}px`,
      }}
    >
      {children(size)}
    </div>
  );
}

const CURSORS: Readonly<Record<Handle, string>> = {
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
};

function handleElements(handles: readonly Handle[]) {
  return handles.map((handle) => {
    const { sx, sy } = handleDirection(handle);
    const style = {
      ['--along-x' as string]: (sx + 1) / 2,
      ['--along-y' as string]: (sy + 1) / 2,
      cursor: CURSORS[handle],
    };
    return <span key={handle} className="editor-frame__handle" data-handle={handle} style={style} />;
  });
}

/**
 * The frame around a selected block, turned with it: resize handles and the rotation handle above
 * it (when `handles`, for a block selected alone).
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
  // A block as tall as its content (text, a table) is resized in width only.
  const shown = block.height === 'auto' ? TEXT_HANDLES : HANDLES;
  return (
    <FrameBox
      box={{ ...block, height }}
      rotation={block.rotation}
      scale={scale}
      className="editor-frame"
      data-frame-for={block.id}
    >
      {(size) =>
        handles && (
          <>
            {handleElements(shown)}
            <span
              className="editor-frame__rotate"
              data-handle="rotate"
              title="Rotate"
              style={{ top: -30 / scale, width: size * 1.2, height: size * 1.2 }}
            />
          </>
        )
      }
    </FrameBox>
  );
}

/** The bounding box of a multi-selection, with handles that resize the blocks together. */
export function SelectionBounds({ box, scale }: { box: Box; scale: number }) {
  return (
    <FrameBox box={box} rotation={0} scale={scale} className="editor-frame editor-frame--bounds">
      {() => handleElements(HANDLES)}
    </FrameBox>
  );
}
