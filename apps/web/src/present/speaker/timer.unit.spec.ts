import { describe, expect, it } from 'vitest';
import {
  countdown,
  elapsedMs,
  formatDuration,
  IDLE_TIMER,
  onSlideChange,
  pauseTimer,
  startTimer,
  stopTimer,
} from './timer';

describe('speaker timer', () => {
  describe('idle', () => {
    it('shows no time and starts on the first slide or fragment change', () => {
      expect(elapsedMs(IDLE_TIMER, 5000)).toBe(0);
      const started = onSlideChange(IDLE_TIMER, 5000);
      expect(started).toEqual({ status: 'started', startedAt: 5000 });
      expect(elapsedMs(started, 65_000)).toBe(60_000);
    });

    it('does not pause', () => {
      expect(pauseTimer(IDLE_TIMER, 1000)).toBe(IDLE_TIMER);
    });
  });

  describe('started', () => {
    const started = startTimer(IDLE_TIMER, 1000);

    it('keeps its start on later changes', () => {
      expect(onSlideChange(started, 9000)).toBe(started);
      expect(startTimer(started, 9000)).toBe(started);
    });

    it('pauses and stops', () => {
      expect(pauseTimer(started, 4000)).toEqual({ status: 'paused', startedAt: 1000, pausedAt: 4000 });
      expect(stopTimer()).toEqual({ status: 'idle' });
    });
  });

  describe('paused', () => {
    const paused = pauseTimer(startTimer(IDLE_TIMER, 1000), 4000);

    it('holds its time, and a slide change does not resume it', () => {
      expect(elapsedMs(paused, 100_000)).toBe(3000);
      expect(onSlideChange(paused, 100_000)).toBe(paused);
    });

    it('resumes without counting the pause', () => {
      const resumed = startTimer(paused, 10_000);
      expect(elapsedMs(resumed, 12_000)).toBe(5000);
    });
  });

  describe('countdown', () => {
    it('counts down the time limit and turns to overtime', () => {
      expect(countdown(0, 1000)).toBeNull();
      expect(countdown(5, 60_000)).toEqual({ ms: 240_000, overtime: false, used: 0.2 });
      expect(countdown(5, 330_000)).toEqual({ ms: 30_000, overtime: true, used: 1 });
    });
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65_999)).toBe('01:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});
