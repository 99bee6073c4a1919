import { describe, expect, it } from 'vitest';
import { dragMarquee, pressMarquee } from './marquee-gesture';
import { dragMove, pressMove, releaseMove } from './move-gesture';
import { dragResize, pressResize, releaseResize, type Frame, type ResizeGesture } from './resize-gesture';
import { dragRotate, pressRotate } from './rotate-gesture';
import { snapBox, snapLines } from './snapping';

const slide = { width: 960, height: 700 };
const box = (x: number, y: number, width = 100, height = 100) => ({ x, y, width, height });

describe('moving blocks by dragging', () => {
  const start = new Map([['a', box(100, 100)]]);
  const lines = snapLines(slide, [box(400, 400)]);

  it('stays a click until the pointer passes the threshold', () => {
    const pressed = pressMove({ x: 150, y: 150 }, start);
    const nudged = dragMove(pressed, { x: 151, y: 151 }, lines, { snap: true });
    expect(nudged.phase).toBe('pressed');
    expect(releaseMove(nudged)).toBeNull();
  });

  it('moves by the pointer offset, snapping to other blocks with a guide', () => {
    let gesture = pressMove({ x: 150, y: 150 }, start);
    gesture = dragMove(gesture, { x: 248, y: 170 }, lines, { snap: true });
    expect(gesture.phase).toBe('moving');
    // No edge or centre comes near a line: the offset is the pointer's.
    expect(gesture.offset).toEqual({ x: 98, y: 20 });
    gesture = dragMove(gesture, { x: 447, y: 170 }, lines, { snap: true });
    // Left edge at 397 snaps to the other block's left edge at 400.
    expect(gesture.offset.x).toBe(300);
    expect(gesture.guides).toContainEqual({ axis: 'x', position: 400 });
    expect(releaseMove(gesture)).toEqual(new Map([['a', { x: 400, y: 120 }]]));
  });

  it('does not snap when snapping is off', () => {
    const gesture = dragMove(pressMove({ x: 150, y: 150 }, start), { x: 447, y: 150 }, lines, { snap: false });
    expect(gesture.offset.x).toBe(297);
    expect(gesture.guides).toEqual([]);
  });
});

describe('snapping', () => {
  it('snaps centres to the slide centre and reports no guide beyond the distance', () => {
    const lines = snapLines(slide, []);
    expect(snapBox(box(428, 100), lines)).toMatchObject({ dx: 2, dy: 0, guides: [{ axis: 'x', position: 480 }] });
    expect(snapBox(box(300, 200), lines)).toEqual({ dx: 0, dy: 0, guides: [] });
    expect(snapBox(box(3, 692, 10, 10), lines)).toMatchObject({ dx: -3, dy: -2 });
  });
});

describe('resizing a block by a handle', () => {
  const geometry = { x: 100, y: 100, width: 200, height: 100, rotation: 0 };
  const alone = (start: Frame) => new Map([['b1', start]]);
  const released = (gesture: ResizeGesture) => releaseResize(gesture).get('b1');

  it('grows from the opposite corner and keeps the minimum size', () => {
    const gesture = pressResize('se', { x: 300, y: 200 }, geometry, alone(geometry));
    expect(released(dragResize(gesture, { x: 350, y: 230 }))).toMatchObject({
      x: 100,
      y: 100,
      width: 250,
      height: 130,
    });
    expect(released(dragResize(gesture, { x: -500, y: -500 }))).toMatchObject({ width: 1, height: 1 });
    const west = pressResize('w', { x: 100, y: 150 }, geometry, alone(geometry));
    expect(released(dragResize(west, { x: 50, y: 999 }))).toMatchObject({
      x: 50,
      y: 100,
      width: 250,
      height: 100,
    });
  });

  it('keeps proportions on a corner with Shift', () => {
    const gesture = pressResize('se', { x: 300, y: 200 }, geometry, alone(geometry));
    expect(released(dragResize(gesture, { x: 500, y: 200 }, { keepRatio: true }))).toMatchObject({
      width: 400,
      height: 200,
    });
  });

  it('keeps the opposite side in place on a rotated block', () => {
    const turned = { ...geometry, rotation: 90 };
    // Turned a quarter clockwise, the block's east edge faces down: dragging down widens it.
    const gesture = pressResize('e', { x: 200, y: 250 }, turned, alone(turned));
    const result = released(dragResize(gesture, { x: 200, y: 300 }))!;
    expect(result.width).toBe(250);
    // The west edge, at the top (y = 50 on the slide), stays: the centre moved down by 25.
    expect(result.x + result.width / 2).toBe(200);
    expect(result.y + result.height / 2).toBe(175);
  });

  it('snaps the dragged edges to the slide and other blocks, with guides, and not the anchored ones', () => {
    const lines = snapLines(slide, [{ x: 400, y: 300, width: 100, height: 100 }]);
    const gesture = pressResize('se', { x: 300, y: 200 }, geometry, alone(geometry));
    // The right edge comes to 397, near the other block's left (400); the bottom to 296, near its top (300).
    const near = dragResize(gesture, { x: 397, y: 296 }, { lines });
    expect(released(near)).toMatchObject({ x: 100, y: 100, width: 300, height: 200 });
    expect(near.guides).toEqual([
      { axis: 'x', position: 400 },
      { axis: 'y', position: 300 },
    ]);
    // The west handle moves the left edge only: it snaps to the slide's edge at 0.
    const west = pressResize('w', { x: 100, y: 150 }, geometry, alone(geometry));
    expect(released(dragResize(west, { x: 4, y: 150 }, { lines }))).toMatchObject({ x: 0, width: 300 });
    // Far from every line, or without lines (Alt), nothing snaps.
    const free = dragResize(gesture, { x: 397, y: 296 });
    expect(released(free)).toMatchObject({ width: 297, height: 196 });
    expect(free.guides).toEqual([]);
  });

  it('does not snap a rotated block or one held to its proportions', () => {
    const lines = snapLines(slide, [{ x: 400, y: 300, width: 100, height: 100 }]);
    const turned = { ...geometry, rotation: 30 };
    expect(
      dragResize(pressResize('e', { x: 0, y: 0 }, turned, alone(turned)), { x: 97, y: 0 }, { lines }).guides,
    ).toEqual([]);
    const ratio = dragResize(
      pressResize('se', { x: 300, y: 200 }, geometry, alone(geometry)),
      { x: 398, y: 300 },
      {
        lines,
        keepRatio: true,
      },
    );
    expect(ratio.guides).toEqual([]);
    expect(released(ratio)).toMatchObject({ width: 400, height: 200 });
  });
});

describe('resizing a multi-selection by its bounding box', () => {
  const members = new Map<string, Frame>([
    ['left', { x: 100, y: 100, width: 100, height: 50, rotation: 0 }],
    ['right', { x: 300, y: 200, width: 100, height: 100, rotation: 45 }],
  ]);
  const bounds = { x: 100, y: 100, width: 300, height: 200, rotation: 0 };

  it('scales every block with the box from the opposite corner, keeping their turns', () => {
    const gesture = pressResize('se', { x: 400, y: 300 }, bounds, members);
    const result = releaseResize(dragResize(gesture, { x: 700, y: 400 }));
    // Twice as wide, one and a half times as high, anchored at (100, 100).
    expect(result.get('left')).toEqual({ x: 100, y: 100, width: 200, height: 75, rotation: 0 });
    expect(result.get('right')).toEqual({ x: 500, y: 250, width: 200, height: 150, rotation: 45 });
  });

  it('moves the blocks with a west or north handle, the east and south edges staying', () => {
    const gesture = pressResize('nw', { x: 100, y: 100 }, bounds, members);
    const result = releaseResize(dragResize(gesture, { x: 250, y: 200 }));
    expect(result.get('left')).toEqual({ x: 250, y: 200, width: 50, height: 25, rotation: 0 });
    expect(result.get('right')).toEqual({ x: 350, y: 250, width: 50, height: 50, rotation: 45 });
  });

  it('snaps the box edges and keeps every block at the minimum size', () => {
    const lines = snapLines(slide, []);
    const gesture = pressResize('e', { x: 400, y: 200 }, bounds, members);
    const snapped = dragResize(gesture, { x: 956, y: 200 }, { lines });
    expect(snapped.current.width).toBe(860);
    expect(snapped.guides).toEqual([{ axis: 'x', position: 960 }]);
    const squashed = releaseResize(dragResize(gesture, { x: -1000, y: 200 }));
    expect([...squashed.values()].map((box) => box.width)).toEqual([1, 1]);
  });
});

describe('rotating a block', () => {
  it('follows the pointer about the centre, in 15° steps with Shift', () => {
    const gesture = pressRotate({ x: 0, y: 0 }, { x: 0, y: -50 }, 0);
    expect(dragRotate(gesture, { x: 50, y: 0 }).rotation).toBe(90);
    expect(dragRotate(gesture, { x: -50, y: 0 }).rotation).toBe(270);
    expect(dragRotate(gesture, { x: 50, y: -40 }, true).rotation).toBe(45);
  });
});

describe('marquee selection', () => {
  const boxes = new Map([
    ['a', box(0, 0, 50, 50)],
    ['b', box(200, 200, 50, 50)],
  ]);

  it('selects the blocks the rectangle touches, in any drag direction', () => {
    expect(dragMarquee(pressMarquee({ x: 100, y: 100 }), { x: 40, y: 40 }, boxes).selection).toEqual(['a']);
    expect(dragMarquee(pressMarquee({ x: 10, y: 10 }), { x: 210, y: 210 }, boxes).selection).toEqual(['a', 'b']);
    expect(dragMarquee(pressMarquee({ x: 100, y: 100 }), { x: 120, y: 120 }, boxes).selection).toEqual([]);
  });

  it('adds to the selection it started with (Shift)', () => {
    expect(dragMarquee(pressMarquee({ x: 190, y: 190 }, ['a']), { x: 210, y: 210 }, boxes).selection).toEqual([
      'a',
      'b',
    ]);
  });
});
