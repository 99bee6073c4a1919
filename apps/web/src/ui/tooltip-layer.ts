import { TOOLTIP_SHOW_DELAY_MS, TOOLTIP_SUPPRESSION_MS } from './constants';
import { createTooltipDelegation, describedByWith, placeTooltip, tooltipText } from './tooltip-delegation';

const TRIGGERS = '[data-tooltip], button[aria-label], [role="button"][aria-label]';
const TOOLTIP_ID = 'page-tooltip';
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** The element under `target` that has a tooltip, with what it says. */
function triggerOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const trigger = target.closest<HTMLElement>(TRIGGERS);
  return trigger && textOf(trigger) !== null ? trigger : null;
}

function textOf(trigger: HTMLElement): string | null {
  return tooltipText({
    tooltip: trigger.getAttribute('data-tooltip'),
    label: trigger.getAttribute('aria-label'),
    text: trigger.textContent ?? '',
  });
}

function setDescribedBy(trigger: HTMLElement, add: boolean) {
  const value = describedByWith(trigger.getAttribute('aria-describedby'), TOOLTIP_ID, add);
  if (value === null) trigger.removeAttribute('aria-describedby');
  else trigger.setAttribute('aria-describedby', value);
}

/**
 * The page's tooltips (decision 0072): one element, drawn for whichever icon button the pointer
 * or the keyboard's focus rests on, from events heard on the document; buttons carry only their
 * name or a `data-tooltip`. The tooltip is a manual popover, so it is in the top layer over any
 * dialog and placed on the viewport; it is appended at the end of the trigger's open dialog (whose
 * content stays reachable while it is modal) or of the body, never beside the trigger, where it
 * would change which of its siblings a CSS rule picks.
 */
export function startTooltipLayer(arrival?: Event) {
  const tooltip = document.createElement('span');
  tooltip.id = TOOLTIP_ID;
  tooltip.className = 'tooltip';
  tooltip.setAttribute('role', 'tooltip');
  tooltip.setAttribute('popover', 'manual');

  const delegation = createTooltipDelegation<HTMLElement>({
    showDelayMs: TOOLTIP_SHOW_DELAY_MS,
    suppressionMs: TOOLTIP_SUPPRESSION_MS,
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer),
    show: (trigger) => {
      const text = trigger.isConnected ? textOf(trigger) : null;
      if (text === null) return false;
      tooltip.textContent = text;
      // Measured at the viewport's corner, where nothing narrows it.
      tooltip.style.left = '0px';
      tooltip.style.top = '0px';
      (trigger.closest('dialog[open]') ?? document.body).append(tooltip);
      tooltip.showPopover();
      const place = placeTooltip(trigger.getBoundingClientRect(), tooltip.getBoundingClientRect(), {
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      });
      tooltip.style.left = `${place.left}px`;
      tooltip.style.top = `${place.top}px`;
      setDescribedBy(trigger, true);
      return true;
    },
    hide: (trigger) => {
      setDescribedBy(trigger, false);
      if (tooltip.isConnected) tooltip.remove();
    },
  });

  const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void) =>
    target.addEventListener(type, listener as (event: Event) => void, true);
  const pointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') delegation.pointer(triggerOf(event.target));
  };
  on<PointerEvent>(document, 'pointerover', pointerOver);
  // Out of the window, no pointerover says where the pointer went.
  on<PointerEvent>(document, 'pointerout', (event) => {
    if (!event.relatedTarget) delegation.pointer(null);
  });
  // Only a focus the person sees (the keyboard's), not one a dialog puts on opening after a click.
  const focusIn = (event: Event) => {
    const trigger = triggerOf(event.target);
    delegation.focus(trigger?.matches(':focus-visible') ? trigger : null);
  };
  on(document, 'focusin', focusIn);
  on(document, 'focusout', () => delegation.focus(null));
  on(document, 'pointerdown', (event) => {
    if (triggerOf(event.target)) delegation.press();
  });
  // Heard first of all listeners: Escape hides a shown tooltip and does nothing else (WCAG 1.4.13).
  on<KeyboardEvent>(window, 'keydown', (event) => {
    if (event.key === 'Escape' && delegation.dismiss()) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else if (MODIFIERS.has(event.key) || !triggerOf(event.target)) {
      return;
    } else if (event.key === 'Enter' || event.key === ' ') {
      delegation.press();
    } else {
      // Another key on the trigger (ArrowDown opening its menu): its tooltip would cover what comes.
      delegation.dismiss();
    }
  });
  // A tooltip placed on the viewport would stay behind when its trigger moves.
  on(window, 'scroll', () => delegation.dismiss());
  on(window, 'resize', () => delegation.dismiss());
  // The arrival that had the layer loaded is heard now.
  if (arrival instanceof PointerEvent && arrival.type === 'pointerover') pointerOver(arrival);
  else if (arrival?.type === 'focusin') focusIn(arrival);
}
