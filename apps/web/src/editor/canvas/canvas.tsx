import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { Editor } from '@tiptap/react';
import type { Block, TextBlock } from '@lectern/deck-format';
import { useDeckFont } from '../../deck-styles/use-deck-font';
import { BlockContent, blockStyle, blockTypeOf } from '../blocks/block-view';
import { FragmentBadge } from '../blocks/fragment-badge';
import { loadTableEditor, loadTextEditor, prefetchDeferredParts, PREFETCH_MS } from '../deferred-parts';
import { useEditorApi } from '../editor-context';
import { dragMarquee, pressMarquee, type MarqueeGesture } from '../gestures/marquee-gesture';
import { dragMove, pressMove, releaseMove, type MoveGesture } from '../gestures/move-gesture';
import type { Point } from '../gestures/point';
import {
  dragResize,
  pressResize,
  releaseResize,
  resizedMembers,
  type Frame,
  type Handle,
  type ResizeGesture,
} from '../gestures/resize-gesture';
import { dragRotate, pressRotate, type RotateGesture } from '../gestures/rotate-gesture';
import { snapLines, type Guide, type SnapLines } from '../gestures/snapping';
import { resizeBlock } from '../model/block-ops';
import { boxOf, heightOf, unionOf, type Box } from '../model/geometry';
import { blockAfter, blockLabel, selectionAnnouncement } from './block-focus';
import { SelectionBounds, SelectionFrame } from './selection-frame';
import { slideProps, type DeckLook } from './slide-theme';
import { useFitScale } from './use-fit-scale';
import { useMeasuredHeights } from './use-measured-heights';

// The rich-text and table editors stay out of the editor's first download (../deferred-parts).
const TextEditor = lazy(() => loadTextEditor().then((module) => ({ default: module.TextEditor })));
const TableEditor = lazy(() => loadTableEditor().then((module) => ({ default: module.TableEditor })));

type Gesture =
  | { kind: 'move'; gesture: MoveGesture; lines: SnapLines }
  | { kind: 'resize'; gesture: ResizeGesture; lines: SnapLines }
  | { kind: 'rotate'; id: string; gesture: RotateGesture }
  | { kind: 'marquee'; gesture: MarqueeGesture; boxes: ReadonlyMap<string, Box> };

/** Blocks as they look during a gesture, before it ends and becomes one change. */
function previewed(blocks: readonly Block[], gesture: Gesture | null, measured: ReadonlyMap<string, number>) {
  if (!gesture) return blocks;
  switch (gesture.kind) {
    case 'move': {
      const { offset, start } = gesture.gesture;
      return blocks.map((b) => (start.has(b.id) ? { ...b, x: b.x + offset.x, y: b.y + offset.y } : b));
    }
    case 'resize': {
      const boxes = resizedMembers(gesture.gesture);
      return blocks.map((b) => {
        const box = boxes.get(b.id);
        return box ? resizeBlock(b, box, measured) : b;
      });
    }
    case 'rotate':
      return blocks.map((b) => (b.id === gesture.id ? { ...b, rotation: gesture.gesture.rotation } : b));
    case 'marquee':
      return blocks;
  }
}

export interface CanvasProps {
  look: DeckLook;
  slideId: string;
  blocks: readonly Block[];
  selection: readonly string[];
  editingId: string | null;
  onEditingChange: (id: string | null) => void;
  onTextEditor: (editor: Editor | null) => void;
  onContextMenu: (event: MouseEvent, kind: 'block' | 'slide') => void;
  /** A block to put the focus on once it is drawn (after Tab, an addition, a paste); `n` tells requests apart. */
  focusRequest: { id: string; n: number } | null;
  /** The slide's name, e.g. 'Slide 2'. */
  label: string;
  /** What is drawn behind the blocks: the slide's background. */
  backdrop?: ReactNode;
}

/**
 * The slide being edited, at the deck's size, scaled to fit between 0.15 and 1. Pointer gestures
 * (move with snapping and guides, resize, rotate, marquee) run here; each ends in one action.
 */
export function Canvas({
  look,
  slideId,
  blocks,
  selection,
  editingId,
  onEditingChange,
  onTextEditor,
  onContextMenu,
  focusRequest,
  label,
  backdrop,
}: CanvasProps) {
  const { store, run } = useEditorApi();
  const area = useRef<HTMLDivElement>(null);
  const slideElement = useRef<HTMLDivElement>(null);
  const scale = useFitScale(area, look);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const gestureRef = useRef<Gesture | null>(null);
  const [guides, setGuides] = useState<readonly Guide[]>([]);
  // The block the focus goes to once it is drawn.
  const pendingFocus = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusRequest) pendingFocus.current = focusRequest.id;
  }, [focusRequest]);
  const blockElement = useCallback(
    (id: string) => slideElement.current?.querySelector<HTMLElement>(`:scope > .sl-block[data-block-id="${id}"]`),
    [],
  );
  useEffect(() => {
    const id = pendingFocus.current;
    // While the block is still being edited its text holds the focus, and this may be a render from
    // before the edit ended (a save's status, an announcement) whose effects run late: the request
    // waits for the render that takes the text editor away.
    if (!id || id === editingId) return;
    const element = blockElement(id);
    if (!element) return;
    pendingFocus.current = null;
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
  });

  // What is selected (and whether text is being edited) is said in the live region when it changes.
  const selectionKey = selection.join(' ');
  const latestBlocks = useRef(blocks);
  latestBlocks.current = blocks;
  const announced = useRef(false);
  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      return;
    }
    // After the render that follows: text committed as its edit ends is then in the blocks named.
    const timer = setTimeout(() =>
      setAnnouncement(
        editingId
          ? 'Editing text. Press Escape to stop editing.'
          : selectionAnnouncement(latestBlocks.current, selectionKey ? selectionKey.split(' ') : []),
      ),
    );
    return () => clearTimeout(timer);
  }, [selectionKey, editingId]);

  // The block takes the focus from its text at once, while the text editor is still there. Left in
  // the text, the focus would fall to the body when the editor's element is taken out of the page
  // (as the edit ends, or later as the editor is destroyed), and the page's rescue of a lost focus
  // (use-page-focus, a timer) would then race this canvas's effect for it, and could leave it on the
  // slide. Handed from element to element, the focus is never lost; the effect above only checks.
  const endEditing = useCallback(
    (id: string) => {
      pendingFocus.current = id;
      const element = blockElement(id);
      if (element && element !== document.activeElement && element.contains(document.activeElement))
        element.focus({ preventScroll: true });
      onEditingChange(null);
    },
    [onEditingChange, blockElement],
  );

  const update = (next: Gesture | null) => {
    gestureRef.current = next;
    setGesture(next);
    setGuides(next?.kind === 'move' || next?.kind === 'resize' ? next.gesture.guides : []);
  };

  useEffect(() => {
    const timer = setTimeout(prefetchDeferredParts, PREFETCH_MS);
    return () => clearTimeout(timer);
  }, []);

  // Text blocks that grow with their text are measured as drawn, for snapping, frames and grouping.
  useMeasuredHeights(slideElement, store.measured);
  const fontLoaded = useDeckFont(look.theme_font);

  const toSlide = (event: { clientX: number; clientY: number }): Point => {
    const rect = slideElement.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
  };
  const boxes = (ids?: readonly string[]) =>
    new Map(blocks.filter((b) => !ids || ids.includes(b.id)).map((b) => [b.id, boxOf(b, store.measured)] as const));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const point = toSlide(event);
    const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
    const blockId = target.closest<HTMLElement>('.editor-slide > .sl-block')?.dataset.blockId;
    if (blockId && blockId === editingId) return;
    if (editingId) onEditingChange(null);
    event.preventDefault();
    followPointer();

    if (handle) {
      const chosen = blocks.filter((b) => selection.includes(b.id));
      if (chosen.length === 0) return;
      const frames = new Map<string, Frame>(
        chosen.map((b) => [b.id, { ...boxOf(b, store.measured), rotation: b.rotation }]),
      );
      const others = blocks.filter((b) => !selection.includes(b.id)).map((b) => boxOf(b, store.measured));
      const lines = snapLines(look, others);
      if (chosen.length > 1) {
        const bounds = { ...unionOf([...frames.values()])!, rotation: 0 };
        update({ kind: 'resize', gesture: pressResize(handle as Handle, point, bounds, frames), lines });
        return;
      }
      const [id, frame] = [...frames][0]!;
      if (handle === 'rotate') {
        const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
        update({ kind: 'rotate', id, gesture: pressRotate(centre, point, frame.rotation) });
      } else {
        update({ kind: 'resize', gesture: pressResize(handle as Handle, point, frame, frames), lines });
      }
      return;
    }
    if (blockId) {
      let chosen = selection;
      if (event.shiftKey)
        chosen = selection.includes(blockId) ? selection.filter((id) => id !== blockId) : [...selection, blockId];
      else if (!selection.includes(blockId)) chosen = [blockId];
      if (chosen !== selection) void run('select', chosen);
      if (!chosen.includes(blockId)) return;
      target.closest<HTMLElement>('.sl-block')?.focus({ preventScroll: true });
      const others = blocks.filter((b) => !chosen.includes(b.id)).map((b) => boxOf(b, store.measured));
      update({ kind: 'move', gesture: pressMove(point, boxes(chosen)), lines: snapLines(look, others) });
      return;
    }
    const base = event.shiftKey ? selection : [];
    if (!event.shiftKey && selection.length > 0) void run('select', []);
    slideElement.current?.focus({ preventScroll: true });
    update({ kind: 'marquee', gesture: pressMarquee(point, base), boxes: boxes() });
  };

  // The gesture follows the pointer anywhere on the page until the button is released.
  const followPointer = () => {
    const move = (event: globalThis.PointerEvent) => handlers.current.move(event);
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      handlers.current.up();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };

  const onPointerMove = (event: globalThis.PointerEvent) => {
    const current = gestureRef.current;
    if (!current) return;
    const point = toSlide(event);
    switch (current.kind) {
      case 'move':
        update({
          ...current,
          gesture: dragMove(current.gesture, point, current.lines, { snap: !event.altKey, threshold: 3 / scale }),
        });
        break;
      case 'resize':
        update({
          ...current,
          gesture: dragResize(current.gesture, point, {
            keepRatio: event.shiftKey,
            lines: event.altKey ? undefined : current.lines,
          }),
        });
        break;
      case 'rotate':
        update({ ...current, gesture: dragRotate(current.gesture, point, event.shiftKey) });
        break;
      case 'marquee':
        update({ ...current, gesture: dragMarquee(current.gesture, point, current.boxes) });
        break;
    }
  };

  const onPointerUp = () => {
    const current = gestureRef.current;
    update(null);
    if (!current) return;
    switch (current.kind) {
      case 'move': {
        const changes = releaseMove(current.gesture);
        if (changes) void run('setGeometry', changes);
        break;
      }
      case 'resize':
        void run('resizeBlocks', releaseResize(current.gesture));
        break;
      case 'rotate':
        void run('setGeometry', new Map([[current.id, { rotation: current.gesture.rotation }]]));
        break;
      case 'marquee':
        if (current.gesture.rect.width > 0 || current.gesture.rect.height > 0)
          void run('select', current.gesture.selection);
        break;
    }
  };

  const handlers = useRef({ move: onPointerMove, up: onPointerUp });
  useLayoutEffect(() => {
    handlers.current = { move: onPointerMove, up: onPointerUp };
  });

  const onDoubleClick = (event: MouseEvent) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('.editor-slide > .sl-block')?.dataset.blockId;
    const block = blocks.find((b) => b.id === id);
    if (block?.type === 'text' || block?.type === 'table') {
      void run('select', [block.id]);
      onEditingChange(block.id);
    }
  };

  // The slide is named: the edit may end because another slide is being shown.
  const commitText = useCallback(
    (id: string) => (html: string) => void run('updateBlock', { id, change: { html }, slideId }),
    [run, slideId],
  );
  const typeText = useCallback(
    (id: string) => (change: Partial<Block>) => void run('typeText', { id, change, slideId }),
    [run, slideId],
  );

  const shown = previewed(blocks, gesture, store.measured);
  const marquee = gesture?.kind === 'marquee' ? gesture.gesture : null;
  const liveSelection = marquee ? marquee.selection : selection;
  // One block of the slide is in the page's Tab order: the last selected, else the first as read.
  const tabStop = selection.at(-1) ?? blockAfter(blocks, undefined, 1);
  const bounds =
    !marquee && selection.length > 1
      ? unionOf(shown.filter((b) => selection.includes(b.id)).map((b) => boxOf(b, store.measured)))
      : null;

  return (
    <div
      ref={area}
      className="editor-canvas"
      onPointerDown={onPointerDown}
      onDoubleClick={onDoubleClick}
      onContextMenu={(event) => {
        const id = (event.target as HTMLElement).closest<HTMLElement>('.editor-slide > .sl-block')?.dataset.blockId;
        if (id && !selection.includes(id)) void run('select', [id]);
        onContextMenu(event, id ? 'block' : 'slide');
      }}
    >
      <div className="editor-canvas__frame" style={{ width: look.width * scale, height: look.height * scale }}>
        <div
          ref={slideElement}
          {...slideProps(look, 'editor-slide', scale)}
          data-scale={scale}
          data-font-loaded={fontLoaded}
          role="group"
          aria-label={blocks.length > 0 ? label : `${label}, no blocks yet`}
          // The focus waits here when its block goes away; an empty slide is itself the Tab stop.
          tabIndex={blocks.length > 0 ? -1 : 0}
          data-focus-fallback
        >
          {backdrop}
          {shown.map((block) => (
            <div
              key={block.id}
              className={`sl-block${block.id === editingId ? ' is-editing' : ''}`}
              data-block-type={blockTypeOf(block)}
              data-block-id={block.id}
              style={blockStyle(block)}
              role="group"
              aria-roledescription="block"
              aria-label={blockLabel(block)}
              tabIndex={block.id === tabStop && block.id !== editingId ? 0 : -1}
              onFocus={(event) => {
                // Tab into the slide, or a click: the focused block is the one selected.
                if (event.target !== event.currentTarget || block.id === editingId) return;
                if (!store.state.selection.includes(block.id)) void run('select', [block.id]);
              }}
              onKeyDown={(event) => {
                // Escape pressed before the text editor has taken the focus ends the edit as it would there.
                if (event.key !== 'Escape' || block.id !== editingId || event.target !== event.currentTarget) return;
                event.preventDefault();
                endEditing(block.id);
              }}
            >
              {block.id === editingId && block.type === 'text' ? (
                <Suspense fallback={<BlockContent block={block} />}>
                  <TextEditor
                    block={block as TextBlock}
                    onEditor={onTextEditor}
                    onExit={() => endEditing(block.id)}
                    onType={(html) => typeText(block.id)({ html })}
                    onDone={commitText(block.id)}
                  />
                </Suspense>
              ) : block.id === editingId && block.type === 'table' ? (
                <Suspense fallback={<BlockContent block={block} />}>
                  <TableEditor
                    block={block}
                    onType={typeText(block.id)}
                    onChange={(table) => void run('updateBlock', { id: block.id, change: table, slideId })}
                    onExit={() => endEditing(block.id)}
                    onEditor={onTextEditor}
                  />
                </Suspense>
              ) : (
                <BlockContent block={block} />
              )}
              <FragmentBadge block={block} />
            </div>
          ))}
          {shown
            .filter((block) => liveSelection.includes(block.id))
            .map((block) => (
              <SelectionFrame
                key={block.id}
                block={block}
                height={heightOf(block, store.measured)}
                scale={scale}
                handles={liveSelection.length === 1 && block.id !== editingId}
              />
            ))}
          {bounds && <SelectionBounds box={bounds} scale={scale} />}
          {guides.map((guide) => (
            <div
              key={`${guide.axis}${guide.position}`}
              className={`editor-guide editor-guide--${guide.axis}`}
              style={
                guide.axis === 'x'
                  ? { left: guide.position, width: 1 / scale }
                  : { top: guide.position, height: 1 / scale }
              }
            />
          ))}
          {marquee && (marquee.rect.width > 0 || marquee.rect.height > 0) && (
            <div
              className="editor-marquee"
              style={{
                left: marquee.rect.x,
                top: marquee.rect.y,
                width: marquee.rect.width,
                height: marquee.rect.height,
                borderWidth: 1 / scale,
              }}
            />
          )}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
