import { useLayoutEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { EditorStore } from '../../editor';
import type { Presence } from './presence';

interface Targets {
  /** Each slide's item in the navigator. */
  slides: Map<string, Element>;
  /** Each block of the slide on this page's canvas. */
  blocks: Map<string, Element>;
}

const NONE: Targets = { slides: new Map(), blocks: new Map() };

const sameTargets = (a: Targets, b: Targets) =>
  [...b.slides].every(([id, element]) => a.slides.get(id) === element) &&
  [...b.blocks].every(([id, element]) => a.blocks.get(id) === element) &&
  a.slides.size === b.slides.size &&
  a.blocks.size === b.blocks.size;

/** The elements the others' markers go in, looked up once the editor has drawn. */
function findTargets(others: readonly Presence[]): Targets {
  const slides = new Map<string, Element>();
  const blocks = new Map<string, Element>();
  for (const other of others) {
    if (other.slideId === null) continue;
    const button = document.querySelector(`.editor-navigator [data-slide-id="${CSS.escape(other.slideId)}"]`);
    if (button?.parentElement) slides.set(other.slideId, button.parentElement);
    for (const id of other.blockIds) {
      const block = document.querySelector(`.editor-canvas .sl-block[data-block-id="${CSS.escape(id)}"]`);
      if (block) blocks.set(id, block);
    }
  }
  return { slides, blocks };
}

const initial = (name: string) => name.slice(0, 1).toUpperCase();
/** The person's colour, for the stylesheet (set through the CSSOM, which the Content-Security-Policy allows). */
const colourOf = (other: Presence) => ({ '--presence-colour': other.colour }) as CSSProperties;

/**
 * Where the others editing the deck together are: a marker in their colour beside the slide each is
 * on in the navigator, and around each block they selected on the slide this page shows, with their
 * name. Drawn into the editor's own elements, which are looked up again whenever the editor changes.
 */
export function PresenceMarkers({ others, store }: { others: readonly Presence[]; store: EditorStore }) {
  const state = useSyncExternalStore(store.subscribe, () => store.state);
  const [targets, setTargets] = useState(NONE);
  useLayoutEffect(() => {
    const found = findTargets(others);
    setTargets((shown) => (sameTargets(shown, found) ? shown : found));
  }, [others, state]);
  return (
    <>
      {others.map((other, index) => {
        const item = other.slideId === null ? undefined : targets.slides.get(other.slideId);
        return (
          item &&
          createPortal(
            <span
              className="presence-marker"
              style={{ ...colourOf(other), insetInlineEnd: `${4 + index * 18}px` }}
              role="img"
              aria-label={`${other.name} is on this slide`}
              title={`${other.name} is on this slide`}
            >
              {initial(other.name)}
            </span>,
            item,
            `slide-${index}`,
          )
        );
      })}
      {others.flatMap((other, index) =>
        other.blockIds.map((id) => {
          const block = targets.blocks.get(id);
          return (
            block &&
            createPortal(
              // The name is drawn by the stylesheet: it is no text of the block's.
              <span className="presence-outline" style={colourOf(other)} data-name={other.name} aria-hidden="true" />,
              block,
              `block-${index}-${id}`,
            )
          );
        }),
      )}
    </>
  );
}
