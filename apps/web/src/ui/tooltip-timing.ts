/** When tooltips may show: shared by every tooltip of the page, so one press quiets them all. */
export interface TooltipSuppression {
  until: number;
}

export interface TooltipTimingOptions {
  showDelayMs: number;
  suppressionMs: number;
  suppression: TooltipSuppression;
  now: () => number;
  setTimer: (run: () => void, ms: number) => number;
  clearTimer: (id: number) => void;
  onChange: (shown: boolean) => void;
}

/**
 * One tooltip's timing (spec/001 §2): it shows `showDelayMs` after the pointer or the focus arrives,
 * hides at once when they leave, on a press and on Escape; for `suppressionMs` after a press on any
 * tooltip's trigger, none shows.
 */
export function createTooltipTiming(options: TooltipTimingOptions) {
  let timer: number | null = null;
  let shown = false;
  const cancel = () => {
    if (timer !== null) options.clearTimer(timer);
    timer = null;
  };
  const show = (value: boolean) => {
    if (shown === value) return;
    shown = value;
    options.onChange(value);
  };
  return {
    /** The pointer or the focus arrived. */
    arrive() {
      cancel();
      if (shown || options.now() < options.suppression.until) return;
      timer = options.setTimer(() => {
        timer = null;
        if (options.now() >= options.suppression.until) show(true);
      }, options.showDelayMs);
    },
    /** The pointer or the focus left, or Escape was pressed. */
    leave() {
      cancel();
      show(false);
    },
    /** The trigger was pressed: this tooltip hides and none shows for a while. */
    press() {
      options.suppression.until = options.now() + options.suppressionMs;
      cancel();
      show(false);
    },
    dispose: cancel,
  };
}
