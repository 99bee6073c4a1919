import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTooltipDelegation, describedByWith, placeTooltip, tooltipText } from './tooltip-delegation';

describe('which buttons have a tooltip', () => {
  it('says the data-tooltip, or the name of a button that shows no text', () => {
    expect(tooltipText({ tooltip: 'Preview', label: 'Preview sun.png', text: '' })).toBe('Preview');
    expect(tooltipText({ tooltip: null, label: 'Close media library', text: ' \n ' })).toBe('Close media library');
    expect(tooltipText({ tooltip: null, label: 'Share My deck', text: 'Share' })).toBeNull();
    expect(tooltipText({ tooltip: null, label: null, text: '' })).toBeNull();
  });

  it('adds its id to the trigger’s description while shown, keeping the trigger’s own', () => {
    expect(describedByWith(null, 'tip', true)).toBe('tip');
    expect(describedByWith('hint', 'tip', true)).toBe('hint tip');
    expect(describedByWith('hint tip', 'tip', false)).toBe('hint');
    expect(describedByWith('tip', 'tip', false)).toBeNull();
  });
});

describe('where the tooltip goes', () => {
  const viewport = { width: 375, height: 600 };
  const size = { width: 100, height: 24 };

  it('is centred under its trigger', () => {
    expect(placeTooltip({ left: 150, top: 100, width: 32, height: 32 }, size, viewport)).toEqual({
      left: 116,
      top: 138,
    });
  });

  it('stays whole inside the viewport at its left and right edges', () => {
    expect(placeTooltip({ left: 0, top: 0, width: 32, height: 32 }, size, viewport).left).toBe(8);
    expect(placeTooltip({ left: 343, top: 0, width: 32, height: 32 }, size, viewport).left).toBe(267);
  });

  it('goes over its trigger when there is no room below', () => {
    expect(placeTooltip({ left: 150, top: 560, width: 32, height: 32 }, size, viewport).top).toBe(530);
  });
});

describe('the page’s one tooltip', () => {
  let shown: string[];
  const delegation = () =>
    createTooltipDelegation<string>({
      showDelayMs: 500,
      suppressionMs: 500,
      now: () => Date.now(),
      setTimer: (run, ms) => setTimeout(run, ms) as unknown as number,
      clearTimer: (id) => clearTimeout(id),
      show: (trigger) => {
        shown.push(`+${trigger}`);
        return trigger !== 'gone';
      },
      hide: (trigger) => shown.push(`-${trigger}`),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
  });
  afterEach(() => vi.useRealTimers());

  it('shows for the trigger the pointer rests on, after the delay, and moves with it', () => {
    const tips = delegation();
    tips.pointer('undo');
    vi.advanceTimersByTime(499);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['+undo']);
    // Moving within the same trigger changes nothing; reaching another waits its own delay.
    tips.pointer('undo');
    tips.pointer('redo');
    expect(shown).toEqual(['+undo', '-undo']);
    vi.advanceTimersByTime(500);
    expect(shown).toEqual(['+undo', '-undo', '+redo']);
    tips.pointer(null);
    expect(shown).toEqual(['+undo', '-undo', '+redo', '-redo']);
  });

  it('follows the keyboard’s focus where the pointer rests on no trigger', () => {
    const tips = delegation();
    tips.focus('bold');
    vi.advanceTimersByTime(500);
    expect(shown).toEqual(['+bold']);
    // The pointer takes over while on a trigger, and gives the tooltip back to the focus.
    tips.pointer('link');
    vi.advanceTimersByTime(500);
    tips.pointer(null);
    vi.advanceTimersByTime(500);
    expect(shown).toEqual(['+bold', '-bold', '+link', '-link', '+bold']);
    tips.focus(null);
    expect(shown).toEqual(['+bold', '-bold', '+link', '-link', '+bold', '-bold']);
  });

  it('hides on a press, and shows none for the suppression window', () => {
    const tips = delegation();
    tips.pointer('link');
    vi.advanceTimersByTime(500);
    tips.press();
    tips.pointer('close');
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual(['+link', '-link']);
    tips.pointer('link');
    vi.advanceTimersByTime(500);
    expect(shown).toEqual(['+link', '-link', '+link']);
  });

  it('hides on Escape, which it takes only while a tooltip shows', () => {
    const tips = delegation();
    expect(tips.dismiss()).toBe(false);
    tips.pointer('undo');
    vi.advanceTimersByTime(500);
    expect(tips.dismiss()).toBe(true);
    expect(shown).toEqual(['+undo', '-undo']);
    expect(tips.dismiss()).toBe(false);
    // Still on the same trigger: it stays hidden until the pointer comes back.
    tips.pointer('undo');
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual(['+undo', '-undo']);
  });

  it('drops a pending tooltip on another key, while the focus stays', () => {
    const tips = delegation();
    tips.focus('shape');
    vi.advanceTimersByTime(300);
    expect(tips.dismiss()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
  });

  it('does not count a tooltip its trigger could not draw', () => {
    const tips = delegation();
    tips.pointer('gone');
    vi.advanceTimersByTime(500);
    expect(tips.dismiss()).toBe(false);
  });
});
