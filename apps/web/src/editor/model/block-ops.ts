import {
  MAX_GROUP_NESTING,
  PASTE_OFFSET,
  withMatchIdsUniqueOn,
  type Block,
  type Geometry,
  type GroupBlock,
} from '@lectern/deck-format';
import {
  atLeastMinimum,
  boxOf,
  centreOf,
  heightOf,
  normalizedAngle,
  rotatePoint,
  unionOf,
  type MeasuredHeights,
} from './geometry';
import { withFreshIds } from './ids';

// Pure operations on the blocks of one slide (its top-level blocks, back to front). Each answers
// new arrays and new blocks; untouched blocks keep their identity.

export type Blocks = readonly Block[];
export type GeometryChange = Partial<Geometry>;

const pick = (ids: readonly string[]) => {
  const set = new Set(ids);
  return (block: Block) => set.has(block.id);
};

export function mapBlocks(blocks: Blocks, ids: readonly string[], change: (block: Block) => Block): Blocks {
  const selected = pick(ids);
  return blocks.map((block) => (selected(block) ? change(block) : block));
}

export function removeBlocks(blocks: Blocks, ids: readonly string[]): Blocks {
  const selected = pick(ids);
  return blocks.filter((block) => !selected(block));
}

/** Applies geometry changes by block id; sides never go below the block minimum size. */
export function setGeometry(blocks: Blocks, changes: ReadonlyMap<string, GeometryChange>): Blocks {
  return blocks.map((block) => {
    const change = changes.get(block.id);
    if (!change) return block;
    const next = { ...block, ...change } as Block;
    return {
      ...next,
      width: atLeastMinimum(next.width),
      height: next.height === 'auto' ? 'auto' : atLeastMinimum(next.height),
      rotation: normalizedAngle(next.rotation),
    } as Block;
  });
}

export function translate(blocks: Blocks, ids: readonly string[], dx: number, dy: number): Blocks {
  return mapBlocks(blocks, ids, (block) => ({ ...block, x: block.x + dx, y: block.y + dy }));
}

// z-order: the first block is at the back.

export function bringToFront(blocks: Blocks, ids: readonly string[]): Blocks {
  const selected = pick(ids);
  return [...blocks.filter((b) => !selected(b)), ...blocks.filter(selected)];
}

export function sendToBack(blocks: Blocks, ids: readonly string[]): Blocks {
  const selected = pick(ids);
  return [...blocks.filter(selected), ...blocks.filter((b) => !selected(b))];
}

/** Moves each selected block one place towards the front, past the next unselected one. */
export function bringForward(blocks: Blocks, ids: readonly string[]): Blocks {
  const selected = pick(ids);
  const next = [...blocks];
  for (let i = next.length - 2; i >= 0; i--) {
    if (selected(next[i]!) && !selected(next[i + 1]!)) [next[i], next[i + 1]] = [next[i + 1]!, next[i]!];
  }
  return next;
}

export function sendBackward(blocks: Blocks, ids: readonly string[]): Blocks {
  const selected = pick(ids);
  const next = [...blocks];
  for (let i = 1; i < next.length; i++) {
    if (selected(next[i]!) && !selected(next[i - 1]!)) [next[i], next[i - 1]] = [next[i - 1]!, next[i]!];
  }
  return next;
}

/** Copies of `source` under fresh ids, `offset` px right and down, for a paste or a duplicate. */
export function offsetCopies(source: Blocks, nextId: () => string, offset: number): Blocks {
  return source.map((block) => ({ ...withFreshIds(block, nextId), x: block.x + offset, y: block.y + offset }));
}

/** Duplicates the selected blocks PASTE_OFFSET px away, each copy right in front of the stack; answers the copies' ids. */
export function duplicateBlocks(blocks: Blocks, ids: readonly string[], nextId: () => string) {
  const copies = withMatchIdsUniqueOn(blocks, offsetCopies(blocks.filter(pick(ids)), nextId, PASTE_OFFSET));
  return { blocks: [...blocks, ...copies], ids: copies.map((copy) => copy.id) };
}

/** How many groups deep a block is: 0 for a plain block, 1 for a group of plain blocks, and so on. */
export function nestingOf(block: Block): number {
  return block.type === 'group' ? 1 + Math.max(0, ...block.children.map(nestingOf)) : 0;
}

/** Whether the selected blocks can be grouped: two or more, and the new group within MAX_GROUP_NESTING. */
export function canGroup(blocks: Blocks, ids: readonly string[]): boolean {
  const chosen = blocks.filter(pick(ids));
  return chosen.length >= 2 && 1 + Math.max(...chosen.map(nestingOf)) <= MAX_GROUP_NESTING;
}

/**
 * Puts the selected blocks into one group where the frontmost of them was. The group's box is the
 * union of their boxes; their geometry becomes relative to it.
 */
export function group(
  blocks: Blocks,
  ids: readonly string[],
  groupId: string,
  measured?: MeasuredHeights,
): { blocks: Blocks; id: string } | null {
  if (!canGroup(blocks, ids)) return null;
  const selected = pick(ids);
  const chosen = blocks.filter(selected);
  const box = unionOf(chosen.map((b) => boxOf(b, measured)))!;
  const children = chosen.map((b) => ({ ...b, x: b.x - box.x, y: b.y - box.y }));
  const made: GroupBlock = {
    type: 'group',
    id: groupId,
    x: box.x,
    y: box.y,
    width: atLeastMinimum(box.width),
    height: atLeastMinimum(box.height),
    rotation: 0,
    extraAttributes: [],
    extraStyle: '',
    children,
  };
  const lastIndex = blocks.findLastIndex(selected);
  const next: Block[] = [];
  blocks.forEach((block, index) => {
    if (index === lastIndex) next.push(made);
    else if (!selected(block)) next.push(block);
  });
  return { blocks: next, id: groupId };
}

/**
 * Replaces the selected groups by their children, in place, back in slide coordinates. A rotated
 * group hands its rotation to each child, turning the child's centre about the group's centre.
 */
export function ungroup(
  blocks: Blocks,
  ids: readonly string[],
  measured?: MeasuredHeights,
): { blocks: Blocks; ids: readonly string[] } {
  const selected = pick(ids);
  const released: string[] = [];
  const next = blocks.flatMap((block) => {
    if (!selected(block) || block.type !== 'group') return [block];
    const groupCentre = centreOf(boxOf(block, measured));
    return block.children.map((child) => {
      const x = child.x + block.x;
      const y = child.y + block.y;
      released.push(child.id);
      if (block.rotation === 0) return { ...child, x, y };
      const h = heightOf(child, measured);
      const centre = rotatePoint({ x: x + child.width / 2, y: y + h / 2 }, groupCentre, block.rotation);
      return {
        ...child,
        x: centre.x - child.width / 2,
        y: centre.y - h / 2,
        rotation: normalizedAngle(child.rotation + block.rotation),
      };
    });
  });
  return { blocks: next, ids: released };
}

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/**
 * Aligns the selected blocks to the edge or centre line of their common box; a single block is
 * aligned to the slide.
 */
export function align(
  blocks: Blocks,
  ids: readonly string[],
  edge: AlignEdge,
  slide: { width: number; height: number },
  measured?: MeasuredHeights,
): Blocks {
  const chosen = blocks.filter(pick(ids));
  if (chosen.length === 0) return blocks;
  const frame =
    chosen.length === 1
      ? { x: 0, y: 0, width: slide.width, height: slide.height }
      : unionOf(chosen.map((b) => boxOf(b, measured)))!;
  return mapBlocks(blocks, ids, (block) => {
    const { width, height } = boxOf(block, measured);
    switch (edge) {
      case 'left':
        return { ...block, x: frame.x };
      case 'center':
        return { ...block, x: frame.x + (frame.width - width) / 2 };
      case 'right':
        return { ...block, x: frame.x + frame.width - width };
      case 'top':
        return { ...block, y: frame.y };
      case 'middle':
        return { ...block, y: frame.y + (frame.height - height) / 2 };
      case 'bottom':
        return { ...block, y: frame.y + frame.height - height };
    }
  });
}

/**
 * Spaces three or more selected blocks evenly along an axis: the outermost stay, the gaps
 * between neighbours become equal.
 */
export function distribute(
  blocks: Blocks,
  ids: readonly string[],
  axis: 'horizontal' | 'vertical',
  measured?: MeasuredHeights,
): Blocks {
  const chosen = blocks.filter(pick(ids));
  if (chosen.length < 3) return blocks;
  const start = (b: Block) => (axis === 'horizontal' ? b.x : b.y);
  const size = (b: Block) => (axis === 'horizontal' ? b.width : heightOf(b, measured));
  const ordered = [...chosen].sort((a, b) => start(a) - start(b));
  const first = ordered[0]!;
  const end = Math.max(...ordered.map((b) => start(b) + size(b)));
  const total = ordered.reduce((sum, b) => sum + size(b), 0);
  const gap = (end - start(first) - total) / (ordered.length - 1);
  const positions = new Map<string, number>();
  let cursor = start(first);
  for (const block of ordered) {
    positions.set(block.id, cursor);
    cursor += size(block) + gap;
  }
  return mapBlocks(blocks, ids, (block) =>
    axis === 'horizontal' ? { ...block, x: positions.get(block.id)! } : { ...block, y: positions.get(block.id)! },
  );
}

/**
 * A block given a new box: a line's end points and a group's children scale with it; a text
 * block that grows with its text keeps doing so.
 */
export function resizeBlock(block: Block, box: Geometry & { height: number }, measured?: MeasuredHeights): Block {
  const fx = box.width / Math.max(1, block.width);
  const fy = box.height / Math.max(1, heightOf(block, measured) || box.height);
  const height: number | 'auto' = block.height === 'auto' ? 'auto' : box.height;
  const placed = { x: box.x, y: box.y, width: box.width, height, rotation: box.rotation };
  switch (block.type) {
    case 'line':
      return { ...block, ...placed, x1: block.x1 * fx, y1: block.y1 * fy, x2: block.x2 * fx, y2: block.y2 * fy };
    case 'group':
      return {
        ...block,
        ...placed,
        children: block.children.map(
          (child) =>
            ({
              ...child,
              x: child.x * fx,
              y: child.y * fy,
              width: atLeastMinimum(child.width * fx),
              height: child.height === 'auto' ? 'auto' : atLeastMinimum(child.height * fy),
            }) as Block,
        ),
      };
    default:
      return { ...block, ...placed } as Block;
  }
}
