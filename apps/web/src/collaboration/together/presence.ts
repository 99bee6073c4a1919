import { currentSlide, type EditorStore } from '../../editor';

/** Where one person editing together is, as their page tells the others (the awareness state). */
export interface Presence {
  name: string;
  colour: string;
  /** The slide they are on; null before their editor has one. */
  slideId: string | null;
  /** The blocks they have selected on it. */
  blockIds: readonly string[];
}

/** Colours that stay readable as a 2 px outline on a white or dark slide and as a label's background under white text. */
const COLOURS = ['#c2410c', '#1d4ed8', '#047857', '#7e22ce', '#be123c', '#0e7490', '#a16207', '#4338ca'];

/** A person's colour, the same on every page and from one visit to the next. */
export function presenceColour(userId: string): string {
  let hash = 0;
  for (const character of userId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/** Where this page's person is in the editor. */
export function presenceIn(store: EditorStore, me: { id: string; username: string }): Presence {
  let slideId: string | null = null;
  try {
    slideId = currentSlide(store.state).id;
  } catch {
    // A deck with no slide yet.
  }
  return { name: me.username, colour: presenceColour(me.id), slideId, blockIds: store.state.selection };
}

export const samePresence = (a: Presence | null, b: Presence) =>
  a !== null &&
  a.slideId === b.slideId &&
  a.blockIds.length === b.blockIds.length &&
  a.blockIds.every((id, i) => id === b.blockIds[i]);

/** What another page said of itself, if it is a presence at all (awareness states are anyone's JSON). */
export function presenceOf(state: unknown): Presence | null {
  if (typeof state !== 'object' || state === null) return null;
  const { name, colour, slideId, blockIds } = state as Record<string, unknown>;
  if (typeof name !== 'string' || typeof colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(colour)) return null;
  if (slideId !== null && typeof slideId !== 'string') return null;
  if (!Array.isArray(blockIds) || !blockIds.every((id) => typeof id === 'string')) return null;
  return { name: name.slice(0, 64), colour, slideId, blockIds: blockIds.slice(0, 500) };
}
