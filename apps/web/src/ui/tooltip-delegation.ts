import { createTooltipTiming, type TooltipTimingOptions } from './tooltip-timing';

/** What a trigger's tooltip says: its `data-tooltip`, else the name of a button showing no text of its own. */
export function tooltipText(trigger: { tooltip: string | null; label: string | null; text: string }): string | null {
  if (trigger.tooltip) return trigger.tooltip;
  return trigger.label && trigger.text.trim() === '' ? trigger.label : null;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Space kept between the tooltip and its trigger, and between the tooltip and the viewport's edges. */
const GAP = 6;
const EDGE = 8;

/** An `aria-describedby` value with `id` added or taken out, keeping the element's own ids. */
export function describedByWith(value: string | null, id: string, add: boolean): string | null {
  const ids = (value ?? '').split(/\s+/).filter((each) => each && each !== id);
  if (add) ids.push(id);
  return ids.length > 0 ? ids.join(' ') : null;
}

/**
 * Where the tooltip goes on the viewport: centred under its trigger, over it when there is no room
 * below, and moved sideways as far as needed to stay whole inside the viewport.
 */
export function placeTooltip(
  trigger: Box,
  tooltip: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const below = trigger.top + trigger.height + GAP;
  const fitsBelow = below + tooltip.height + EDGE <= viewport.height;
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const left = Math.max(EDGE, Math.min(centred, viewport.width - EDGE - tooltip.width));
  const top = fitsBelow ? below : Math.max(EDGE, trigger.top - GAP - tooltip.height);
  return { left: Math.round(left), top: Math.round(top) };
}

/**
 * The page's one tooltip, told which trigger the pointer or the keyboard's focus is on (or none);
 * it follows the timing of `tooltip-timing.ts` (spec/001 §2), shared by every trigger of the page,
 * so a press on one quiets them all.
 */
export function createTooltipDelegation<T>(
  options: Omit<TooltipTimingOptions, 'onChange' | 'suppression'> & {
    /** Draws the tooltip of `trigger`; false when it has none to draw (it went away meanwhile). */
    show: (trigger: T) => boolean;
    hide: (trigger: T) => void;
  },
) {
  let pointerOn: T | null = null;
  let focusOn: T | null = null;
  /** The trigger whose tooltip is due: the pointer's, else the keyboard focus's. */
  let current: T | null = null;
  let shown: T | null = null;
  const follow = () => {
    const next = pointerOn ?? focusOn;
    if (next === current) return;
    timing.leave();
    current = next;
    if (next !== null) timing.arrive();
  };
  const timing = createTooltipTiming({
    ...options,
    suppression: { until: -Infinity },
    onChange: (visible) => {
      if (visible && current !== null) {
        if (options.show(current)) shown = current;
      } else if (!visible && shown !== null) {
        const hidden = shown;
        shown = null;
        options.hide(hidden);
      }
    },
  });
  return {
    /** The pointer is now on `trigger` (null: on nothing that has a tooltip). */
    pointer(trigger: T | null) {
      pointerOn = trigger;
      follow();
    },
    /** The keyboard's focus is now on `trigger` (null: on nothing that has a tooltip, or not shown). */
    focus(trigger: T | null) {
      focusOn = trigger;
      follow();
    },
    /** A trigger was pressed: the tooltip hides and none shows for the suppression window. */
    press() {
      timing.press();
    },
    /**
     * Hides the tooltip, shown or pending, while the pointer or focus stays (Escape, another key on the
     * trigger, a scroll); says whether one was shown, for Escape then to do nothing else.
     */
    dismiss(): boolean {
      const wasShown = shown !== null;
      timing.leave();
      return wasShown;
    },
    dispose: timing.dispose,
  };
}
