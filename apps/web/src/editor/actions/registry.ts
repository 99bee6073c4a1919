import type { Block, Geometry, ShapeKind } from '@lectern/deck-format';
import {
  align,
  bringForward,
  bringToFront,
  canGroup,
  distribute,
  duplicateBlocks,
  group,
  mapBlocks,
  removeBlocks,
  resizeBlock,
  sendBackward,
  sendToBack,
  setGeometry,
  translate,
  ungroup,
  type AlignEdge,
  type GeometryChange,
} from '../model/block-ops';
import { copied, pasted } from '../model/clipboard';
import {
  deleteSlide,
  duplicateSlide,
  findSlide,
  insertSlideBelow,
  insertStackAfter,
  isHidden,
  moveSlide,
  slideCount,
  slideStep,
  toggleHidden,
  updateSlide,
  withNotes,
  type SlidePlacement,
} from '../model/deck-ops';
import {
  currentSlide,
  selectedBlocks,
  showSlide,
  withBlocks,
  withSlide,
  type EditorState,
} from '../model/editor-state';
import { emptySlide, imageBlock, lineBlock, shapeBlock, textBlock } from '../model/new-content';
import { codeBlock, mathBlock, tableBlock } from '../model/new-rich-blocks';
import type { SlideRef } from '../model/slide-ref';
import { blockAfter } from '../canvas/block-focus';
import { defineAction, mod, type Action, type KeyInput } from './action';
import { adding } from './adding';
import { slideMarkupActions } from '../html-editor/slide-markup-actions';
import { mediaActions } from './media-actions';
import { slideActions } from '../slide-settings/slide-actions';

export const editorMessages = {
  duplicatedSlide: 'Duplicated slide',
  slideVisible: 'Slide is now visible',
  slideHidden: 'Slide is now hidden',
  lastSlide: "You can't delete all slides in the deck.",
} as const;

const hasSelection = (state: EditorState) => state.selection.length > 0;
const key = (name: string) => (event: KeyInput) => event.key.toLowerCase() === name && !event.altKey;
const plainKey =
  (...names: string[]) =>
  (event: KeyInput) =>
    names.includes(event.key) && !mod(event) && !event.altKey;

/** The block Tab or Shift+Tab moves to from the last one selected; null at either end. */
const neighbour = (state: EditorState, step: 1 | -1) =>
  blockAfter(currentSlide(state).blocks, state.selection.at(-1), step);

const moving = (step: 1 | -1) => (state: EditorState) => {
  const id = neighbour(state, step)!;
  return { state: { ...state, selection: [id] }, then: { kind: 'focus', id } as const };
};

/** The one selected block when it has text to edit in place: a text block or a table. */
const selectedText = (state: EditorState) => {
  const [block] = selectedBlocks(state);
  return state.selection.length === 1 && (block?.type === 'text' || block?.type === 'table') ? block : undefined;
};

/** The current slide moved one place by the keyboard or a menu (`slideStep`). */
function slideMoved(state: EditorState, step: 1 | -1) {
  const to = slideStep(state.deck, state.current, step)!;
  const result = moveSlide(state.deck, currentSlide(state).id, to.targetId, to.placement);
  return { state: { deck: result.deck, current: result.ref, selection: [] } };
}

const arrange = (name: string, label: string, shortcut: { label: string; key: string }, order: typeof bringToFront) =>
  defineAction({
    name,
    label,
    shortcut: shortcut.label,
    // Ctrl+Shift+arrow: to the front or back; Ctrl+arrow: one step.
    keyTest: (e) => mod(e) && !e.altKey && e.key === shortcut.key && e.shiftKey === shortcut.label.includes('Shift'),
    predicate: hasSelection,
    perform: (state) => ({ state: withBlocks(state, (blocks) => order(blocks, state.selection)) }),
    history: 'record',
    menus: ['block'],
  });

interface BlockChange {
  readonly id: string;
  readonly change: Partial<Block>;
  readonly slideId?: string;
}

function changeBlock(state: EditorState, _: unknown, { id, change, slideId }: BlockChange) {
  const at = slideId === undefined ? state.current : findSlide(state.deck, slideId);
  if (!at) return {};
  const deck = updateSlide(state.deck, at, (slide) => ({
    ...slide,
    blocks: slide.blocks.map((b) => (b.id === id ? ({ ...b, ...change } as Block) : b)),
  }));
  return { state: { ...state, deck } };
}

const ARROW_STEPS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const actions = {
  undo: defineAction({
    name: 'undo',
    label: 'Undo',
    shortcut: 'Ctrl+Z',
    keyTest: (e) => mod(e) && key('z')(e) && !e.shiftKey,
    predicate: (_, context) => context.canUndo,
    perform: () => ({}),
    history: 'undo',
  }),
  redo: defineAction({
    name: 'redo',
    label: 'Redo',
    shortcut: 'Ctrl+Shift+Z',
    keyTest: (e) => mod(e) && ((key('z')(e) && e.shiftKey) || (key('y')(e) && !e.shiftKey)),
    predicate: (_, context) => context.canRedo,
    perform: () => ({}),
    history: 'redo',
  }),
  saveNow: defineAction({
    name: 'saveNow',
    label: 'Save',
    shortcut: 'Ctrl+S',
    keyTest: (e) => mod(e) && key('s')(e) && !e.shiftKey,
    perform: () => ({ requestSave: true }),
    history: 'none',
  }),

  select: defineAction<readonly string[]>({
    name: 'select',
    label: 'Select',
    perform: (state, _, ids) => ({ state: { ...state, selection: ids } }),
    history: 'none',
  }),
  selectAll: defineAction({
    name: 'selectAll',
    label: 'Select all',
    shortcut: 'Ctrl+A',
    keyTest: (e) => mod(e) && key('a')(e) && !e.shiftKey,
    perform: (state) => ({ state: { ...state, selection: currentSlide(state).blocks.map((b) => b.id) } }),
    history: 'none',
  }),
  nextBlock: defineAction({
    name: 'nextBlock',
    label: 'Next block',
    shortcut: 'Tab',
    keyTest: (e) => e.key === 'Tab' && !e.shiftKey && !mod(e) && !e.altKey,
    keyScope: 'canvas',
    predicate: (state) => neighbour(state, 1) !== null,
    perform: moving(1),
    history: 'none',
  }),
  previousBlock: defineAction({
    name: 'previousBlock',
    label: 'Previous block',
    shortcut: 'Shift+Tab',
    keyTest: (e) => e.key === 'Tab' && e.shiftKey && !mod(e) && !e.altKey,
    keyScope: 'canvas',
    predicate: (state) => neighbour(state, -1) !== null,
    perform: moving(-1),
    history: 'none',
  }),
  editText: defineAction({
    name: 'editText',
    label: 'Edit text',
    shortcut: 'Enter',
    keysHelp: 'Enter or F2',
    keyTest: plainKey('Enter', 'F2'),
    keyScope: 'canvas',
    predicate: (state) => selectedText(state) !== undefined,
    perform: (state) => ({ then: { kind: 'edit', id: selectedText(state)!.id } }),
    history: 'none',
  }),
  showShortcuts: defineAction({
    name: 'showShortcuts',
    label: 'Keyboard shortcuts',
    shortcut: '?',
    keyTest: (e) => e.key === '?' && !mod(e) && !e.altKey,
    perform: () => ({ then: { kind: 'shortcuts' } }),
    history: 'none',
  }),
  deselect: defineAction({
    name: 'deselect',
    label: 'Deselect (and stop editing text)',
    shortcut: 'Esc',
    keyTest: plainKey('Escape'),
    predicate: hasSelection,
    perform: (state) => ({ state: { ...state, selection: [] } }),
    history: 'none',
  }),

  copy: defineAction({
    name: 'copy',
    label: 'Copy',
    shortcut: 'Ctrl+C',
    keyTest: (e) => mod(e) && key('c')(e) && !e.shiftKey,
    predicate: hasSelection,
    perform: (state) => ({ clipboard: copied(selectedBlocks(state)) }),
    history: 'none',
    menus: ['block'],
  }),
  cut: defineAction({
    name: 'cut',
    label: 'Cut',
    shortcut: 'Ctrl+X',
    keyTest: (e) => mod(e) && key('x')(e) && !e.shiftKey,
    predicate: hasSelection,
    perform: (state) => ({
      clipboard: copied(selectedBlocks(state)),
      state: { ...withBlocks(state, (blocks) => removeBlocks(blocks, state.selection)), selection: [] },
    }),
    history: 'record',
    menus: ['block'],
  }),
  paste: defineAction({
    name: 'paste',
    label: 'Paste',
    shortcut: 'Ctrl+V',
    keyTest: (e) => mod(e) && key('v')(e) && !e.shiftKey,
    predicate: (_, context) => (context.clipboard?.blocks.length ?? 0) > 0,
    perform: (state, context) => {
      const result = pasted(context.clipboard!, currentSlide(state).blocks, context.nextId);
      return {
        clipboard: result.clipboard,
        state: {
          ...withBlocks(state, (blocks) => [...blocks, ...result.blocks]),
          selection: result.blocks.map((b) => b.id),
        },
        ...(result.blocks[0] ? { then: { kind: 'focus', id: result.blocks[0].id } as const } : {}),
      };
    },
    history: 'record',
    menus: ['block', 'slide'],
  }),
  duplicate: defineAction({
    name: 'duplicate',
    label: 'Duplicate',
    shortcut: 'Ctrl+D',
    keyTest: (e) => mod(e) && key('d')(e) && !e.shiftKey,
    predicate: hasSelection,
    perform: (state, context) => {
      const result = duplicateBlocks(currentSlide(state).blocks, state.selection, context.nextId);
      return {
        state: { ...withBlocks(state, () => result.blocks), selection: result.ids },
        ...(result.ids[0] ? { then: { kind: 'focus', id: result.ids[0] } as const } : {}),
      };
    },
    history: 'record',
    menus: ['block'],
  }),
  deleteBlocks: defineAction({
    name: 'deleteBlocks',
    label: 'Delete',
    shortcut: 'Delete',
    keyTest: plainKey('Delete', 'Backspace'),
    predicate: hasSelection,
    perform: (state) => ({
      state: { ...withBlocks(state, (blocks) => removeBlocks(blocks, state.selection)), selection: [] },
    }),
    history: 'record',
    menus: ['block'],
  }),
  nudge: defineAction<{ dx: number; dy: number }>({
    name: 'nudge',
    label: 'Move (Shift: 10 px)',
    keysHelp: 'Arrow keys',
    keyTest: (e) => e.key in ARROW_STEPS && !mod(e) && !e.altKey,
    keyPayload: (e) => {
      const [x, y] = ARROW_STEPS[e.key] ?? [0, 0];
      const step = e.shiftKey ? 10 : 1;
      return { dx: x * step, dy: y * step };
    },
    predicate: hasSelection,
    perform: (state, _, { dx, dy }) => ({
      state: withBlocks(state, (blocks) => translate(blocks, state.selection, dx, dy)),
    }),
    history: 'record',
  }),
  setGeometry: defineAction<ReadonlyMap<string, GeometryChange>>({
    name: 'setGeometry',
    label: 'Move or resize',
    perform: (state, _, changes) => ({ state: withBlocks(state, (blocks) => setGeometry(blocks, changes)) }),
    history: 'record',
  }),
  /** New frames for blocks resized together: lines, groups and their children scale with them. */
  resizeBlocks: defineAction<ReadonlyMap<string, Geometry & { height: number }>>({
    name: 'resizeBlocks',
    label: 'Resize',
    perform: (state, context, boxes) => ({
      state: withBlocks(state, (blocks) =>
        mapBlocks(blocks, [...boxes.keys()], (b) => resizeBlock(b, boxes.get(b.id)!, context.measured)),
      ),
    }),
    history: 'record',
  }),
  /** Changes a block of the current slide, or of the slide named (text committed after another slide was shown). */
  updateBlock: defineAction<BlockChange>({
    name: 'updateBlock',
    label: 'Change block',
    perform: changeBlock,
    history: 'record',
  }),
  /** Text typed so far into a block still being edited: saved, and one undo entry with the `updateBlock` ending the edit. */
  typeText: defineAction<BlockChange>({
    name: 'typeText',
    label: 'Type text',
    perform: changeBlock,
    history: 'draft',
  }),

  bringToFront: arrange('bringToFront', 'Bring to front', { label: 'Ctrl+Shift+↑', key: 'ArrowUp' }, bringToFront),
  bringForward: arrange('bringForward', 'Bring forward', { label: 'Ctrl+↑', key: 'ArrowUp' }, bringForward),
  sendBackward: arrange('sendBackward', 'Send backward', { label: 'Ctrl+↓', key: 'ArrowDown' }, sendBackward),
  sendToBack: arrange('sendToBack', 'Send to back', { label: 'Ctrl+Shift+↓', key: 'ArrowDown' }, sendToBack),
  group: defineAction({
    name: 'group',
    label: 'Group',
    shortcut: 'Ctrl+G',
    keyTest: (e) => mod(e) && key('g')(e) && !e.shiftKey,
    predicate: (state) => canGroup(currentSlide(state).blocks, state.selection),
    perform: (state, context) => {
      const result = group(currentSlide(state).blocks, state.selection, context.nextId(), context.measured);
      if (!result) return {};
      return { state: { ...withBlocks(state, () => result.blocks), selection: [result.id] } };
    },
    history: 'record',
    menus: ['block'],
  }),
  ungroup: defineAction({
    name: 'ungroup',
    label: 'Ungroup',
    shortcut: 'Ctrl+Shift+G',
    keyTest: (e) => mod(e) && key('g')(e) && e.shiftKey,
    predicate: (state) => selectedBlocks(state).some((b) => b.type === 'group'),
    perform: (state, context) => {
      const result = ungroup(currentSlide(state).blocks, state.selection, context.measured);
      return { state: { ...withBlocks(state, () => result.blocks), selection: result.ids } };
    },
    history: 'record',
    menus: ['block'],
  }),
  align: defineAction<AlignEdge>({
    name: 'align',
    label: 'Align',
    predicate: hasSelection,
    perform: (state, context, edge) => ({
      state: withBlocks(state, (blocks) => align(blocks, state.selection, edge, context.size, context.measured)),
    }),
    history: 'record',
  }),
  distribute: defineAction<'horizontal' | 'vertical'>({
    name: 'distribute',
    label: 'Distribute',
    predicate: (state) => state.selection.length >= 3,
    perform: (state, context, axis) => ({
      state: withBlocks(state, (blocks) => distribute(blocks, state.selection, axis, context.measured)),
    }),
    history: 'record',
  }),

  addText: defineAction({
    name: 'addText',
    label: 'Text',
    perform: (state, context) => adding(state, textBlock(context.nextId(), context.size), context.size),
    history: 'record',
  }),
  addShape: defineAction<ShapeKind>({
    name: 'addShape',
    label: 'Shape',
    perform: (state, context, kind) => adding(state, shapeBlock(context.nextId(), kind, context.size), context.size),
    history: 'record',
  }),
  addLine: defineAction({
    name: 'addLine',
    label: 'Line',
    perform: (state, context) => adding(state, lineBlock(context.nextId(), context.size), context.size),
    history: 'record',
  }),
  addImage: defineAction<{ src: string; mediaId: string | null; alt: string; width: number; height: number }>({
    name: 'addImage',
    label: 'Image',
    perform: (state, context, image) => adding(state, imageBlock(context.nextId(), image, context.size), context.size),
    history: 'record',
  }),

  addTable: defineAction({
    name: 'addTable',
    label: 'Table',
    perform: (state, context) => adding(state, tableBlock(context.nextId(), context.size), context.size),
    history: 'record',
  }),
  addCode: defineAction({
    name: 'addCode',
    label: 'Code',
    perform: (state, context) => adding(state, codeBlock(context.nextId(), context.size), context.size),
    history: 'record',
  }),
  addMath: defineAction({
    name: 'addMath',
    label: 'Math',
    perform: (state, context) => adding(state, mathBlock(context.nextId(), context.size), context.size),
    history: 'record',
  }),
  /**
   * A theme's snippet, filled in: a new text block, or the text block whose content it wraps. The
   * block is selected, not opened for typing, so its markup stays as the theme wrote it.
   */
  insertSnippet: defineAction<{ html: string; into: string | null }>({
    name: 'insertSnippet',
    label: 'Insert snippet',
    perform: (state, context, { html, into }) => {
      if (into !== null) return changeBlock(state, context, { id: into, change: { html } });
      const added = adding(state, { ...textBlock(context.nextId(), context.size), html }, context.size);
      return { ...added, then: { kind: 'focus', id: added.then.id } as const };
    },
    history: 'record',
  }),

  goToSlide: defineAction<SlideRef>({
    name: 'goToSlide',
    label: 'Show slide',
    perform: (state, _, ref) => ({ state: showSlide(state, ref) }),
    history: 'none',
  }),
  addSlideRight: defineAction({
    name: 'addSlideRight',
    label: 'Add horizontal slide',
    perform: (state, context) => {
      const result = insertStackAfter(state.deck, state.current.h, emptySlide(context.nextId()));
      return { state: { deck: result.deck, current: result.ref, selection: [] } };
    },
    history: 'record',
    menus: ['slide'],
  }),
  addSlideBelow: defineAction({
    name: 'addSlideBelow',
    label: 'Add vertical slide',
    perform: (state, context) => {
      const result = insertSlideBelow(state.deck, state.current, emptySlide(context.nextId()));
      return { state: { deck: result.deck, current: result.ref, selection: [] } };
    },
    history: 'record',
    menus: ['slide'],
  }),
  duplicateSlide: defineAction({
    name: 'duplicateSlide',
    label: 'Duplicate slide',
    perform: (state, context) => {
      const result = duplicateSlide(state.deck, state.current, context.nextId);
      return {
        state: { deck: result.deck, current: result.ref, selection: [] },
        notice: { message: editorMessages.duplicatedSlide, type: 'positive' },
      };
    },
    history: 'record',
    menus: ['slide'],
  }),
  deleteSlide: defineAction({
    name: 'deleteSlide',
    label: 'Delete slide',
    confirm: {
      title: 'Delete slide',
      text: 'Are you sure you want to delete this slide?',
      confirmLabel: 'Delete',
      destructive: true,
    },
    refusal: (state) => (slideCount(state.deck) <= 1 ? editorMessages.lastSlide : null),
    perform: (state) => {
      const result = deleteSlide(state.deck, state.current);
      return { state: { deck: result.deck, current: result.ref, selection: [] } };
    },
    history: 'record',
    menus: ['slide'],
  }),
  toggleHidden: defineAction({
    name: 'toggleHidden',
    label: 'Hide or show slide',
    perform: (state) => {
      const next = withSlide(state, toggleHidden);
      const hidden = isHidden(currentSlide(next));
      return {
        state: next,
        notice: { message: hidden ? editorMessages.slideHidden : editorMessages.slideVisible, type: 'positive' },
      };
    },
    history: 'record',
    menus: ['slide'],
  }),
  moveSlide: defineAction<{ slideId: string; targetId: string; placement: SlidePlacement }>({
    name: 'moveSlide',
    label: 'Move slide',
    perform: (state, _, { slideId, targetId, placement }) => {
      const result = moveSlide(state.deck, slideId, targetId, placement);
      return { state: { deck: result.deck, current: result.ref, selection: [] } };
    },
    history: 'record',
  }),
  moveSlideEarlier: defineAction({
    name: 'moveSlideEarlier',
    label: 'Move slide earlier',
    shortcut: 'Alt+Shift+↑',
    keyTest: (e) => e.altKey && e.shiftKey && !mod(e) && e.key === 'ArrowUp',
    predicate: (state) => slideStep(state.deck, state.current, -1) !== null,
    perform: (state) => slideMoved(state, -1),
    history: 'record',
    menus: ['slide'],
  }),
  moveSlideLater: defineAction({
    name: 'moveSlideLater',
    label: 'Move slide later',
    shortcut: 'Alt+Shift+↓',
    keyTest: (e) => e.altKey && e.shiftKey && !mod(e) && e.key === 'ArrowDown',
    predicate: (state) => slideStep(state.deck, state.current, 1) !== null,
    perform: (state) => slideMoved(state, 1),
    history: 'record',
    menus: ['slide'],
  }),
  setNotes: defineAction<string>({
    name: 'setNotes',
    label: 'Speaker notes',
    perform: (state, _, notes) => ({ state: withSlide(state, (slide) => withNotes(slide, notes)) }),
    history: 'record',
  }),
  ...mediaActions,
  ...slideActions,
  ...slideMarkupActions,
} as const;

export type Actions = typeof actions;
export type ActionName = keyof Actions;
export type PayloadOf<N extends ActionName> = Actions[N] extends Action<infer P> ? P : never;

/** Every action, for the keyboard and the menus to look through. */
export const actionList = Object.values(actions) as readonly Action<unknown>[];

/** The action a key press performs, with its payload; null when none. */
export function actionForKey(event: KeyInput): { action: Action<unknown>; payload: unknown } | null {
  const action = actionList.find((candidate) => candidate.keyTest?.(event));
  return action ? { action, payload: action.keyPayload?.(event) } : null;
}

/** Whether a key press may run the action from where the focus is (`onCanvas`: a block of the slide has it). */
export const keyWorksHere = (action: Action<unknown>, onCanvas: boolean) => action.keyScope !== 'canvas' || onCanvas;

/** The shortcut help: every action a key performs, with the keys as shown, in the registry's order. */
export const shortcutList = (): readonly { name: string; label: string; keys: string }[] =>
  actionList.flatMap((action) => {
    const keys = action.keysHelp ?? action.shortcut;
    return keys ? [{ name: action.name, label: action.label, keys }] : [];
  });

export const menuActions = (menu: 'block' | 'slide') => actionList.filter((action) => action.menus?.includes(menu));
