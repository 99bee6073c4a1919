import { describe, expect, it } from 'vitest';
import { editorNotificationDuration, releasedNotificationDuration } from './notification-duration';

describe('editorNotificationDuration', () => {
  it('is 2500 ms plus 20 ms per character', () => {
    expect(editorNotificationDuration('', 'neutral')).toBe(2500);
    expect(editorNotificationDuration('Duplicated slide', 'positive')).toBe(2500 + 20 * 16);
  });

  it('is one and a half times as long for a negative notification', () => {
    expect(editorNotificationDuration('Failed to save', 'negative')).toBe((2500 + 20 * 14) * 1.5);
  });
});

describe('releasedNotificationDuration', () => {
  it('is 5 s plus 1 s per position', () => {
    expect([0, 1, 2].map(releasedNotificationDuration)).toEqual([5000, 6000, 7000]);
  });
});
