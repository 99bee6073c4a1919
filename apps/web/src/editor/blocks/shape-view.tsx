import type { ShapeBlock } from '@lectern/deck-format';
import { OUTLINES } from './shape-outline';

/** A shape drawn over its block; the stroke stays inside the block. */
export function ShapeView({ block, height }: { block: ShapeBlock; height: number }) {
  const inset = block.strokeWidth / 2;
  const width = Math.max(0, block.width - block.strokeWidth);
  const inner = Math.max(0, height - block.strokeWidth);
  const paint = { fill: block.fill, stroke: block.stroke, strokeWidth: block.strokeWidth };
  const drawing = (() => {
    switch (block.shape) {
      case 'rect':
        return <rect x={inset} y={inset} width={width} height={inner} rx={block.cornerRadius} {...paint} />;
      case 'circle':
        return <ellipse cx={block.width / 2} cy={height / 2} rx={width / 2} ry={inner / 2} {...paint} />;
      default:
        return (
          <polygon
            points={OUTLINES[block.shape].map(([x, y]) => `${inset + x * width},${inset + y * inner}`).join(' ')}
            {...paint}
          />
        );
    }
  })();
  return (
    <svg viewBox={`0 0 ${block.width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
      {drawing}
    </svg>
  );
}
