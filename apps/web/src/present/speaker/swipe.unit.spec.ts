import { describe, expect, it } from 'vitest';
import { classifyTouch, gestureStep } from './swipe';

describe('speaker view touch gestures', () => {
  it('is a tap under 10 px of movement', () => {
    expect(classifyTouch({ x: 100, y: 100 }, { x: 106, y: 105 })).toBe('tap');
    expect(classifyTouch({ x: 100, y: 100 }, { x: 110, y: 100 })).toBe('swipe-right');
  });

  it('swipes along the longer axis', () => {
    expect(classifyTouch({ x: 300, y: 100 }, { x: 100, y: 140 })).toBe('swipe-left');
    expect(classifyTouch({ x: 100, y: 300 }, { x: 120, y: 100 })).toBe('swipe-up');
    expect(classifyTouch({ x: 100, y: 100 }, { x: 90, y: 200 })).toBe('swipe-down');
  });

  it('goes forward on a tap or a swipe left, back on a swipe right', () => {
    expect(gestureStep('tap')).toBe('next');
    expect(gestureStep('swipe-left')).toBe('next');
    expect(gestureStep('swipe-right')).toBe('prev');
  });
});
