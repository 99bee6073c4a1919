import type { LineBlock, LineHead } from '@lectern/deck-format';

function Head({ id, head, color }: { id: string; head: LineHead; color: string }) {
  if (head === 'none') return null;
  const shape =
    head === 'arrow' ? (
      <path d="M0,0 L10,5 L0,10 z" fill={color} />
    ) : head === 'circle' ? (
      <circle cx="5" cy="5" r="4" fill={color} />
    ) : (
      <rect x="1" y="1" width="8" height="8" fill={color} />
    );
  return (
    <marker id={id} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
      {shape}
    </marker>
  );
}

/** A line between its two points with optional heads; markers are named after the block so several lines can share a page. */
export function LineView({ block }: { block: LineBlock }) {
  const start = `line-start-${block.id}`;
  const end = `line-end-${block.id}`;
  return (
    <svg viewBox={`0 0 ${block.width} ${block.height === 'auto' ? 0 : block.height}`} aria-hidden="true">
      <defs>
        <Head id={start} head={block.startHead} color={block.color} />
        <Head id={end} head={block.endHead} color={block.color} />
      </defs>
      <line
        x1={block.x1}
        y1={block.y1}
        x2={block.x2}
        y2={block.y2}
        stroke={block.color}
        strokeWidth={block.lineWidth}
        strokeLinecap="round"
        markerStart={block.startHead === 'none' ? undefined : `url(#${start})`}
        markerEnd={block.endHead === 'none' ? undefined : `url(#${end})`}
      />
    </svg>
  );
}
