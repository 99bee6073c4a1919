import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationCenter } from './notification-center';

const messages = (center: NotificationCenter) => center.getSnapshot().map((n) => `${n.message}:${n.phase}`);

describe('NotificationCenter', () => {
  let center: NotificationCenter;

  beforeEach(() => {
    vi.useFakeTimers();
    center = new NotificationCenter();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('a default notification', () => {
    it('is shown, hides after 5000 ms and is destroyed 400 ms later', () => {
      center.notify({ message: 'Saved successfully', type: 'positive' });
      expect(messages(center)).toEqual(['Saved successfully:shown']);

      vi.advanceTimersByTime(4999);
      expect(messages(center)).toEqual(['Saved successfully:shown']);

      vi.advanceTimersByTime(1);
      expect(messages(center)).toEqual(['Saved successfully:hiding']);

      vi.advanceTimersByTime(399);
      expect(messages(center)).toEqual(['Saved successfully:hiding']);

      vi.advanceTimersByTime(1);
      expect(messages(center)).toEqual([]);
    });

    it('is neutral unless a type is given', () => {
      center.notify({ message: 'Sending' });
      expect(center.getSnapshot()[0]?.type).toBe('neutral');
    });

    it('hides after its own duration when one is given', () => {
      center.notify({ message: 'Email sent!', type: 'positive', duration: 3000 });
      vi.advanceTimersByTime(2999);
      expect(messages(center)).toEqual(['Email sent!:shown']);
      vi.advanceTimersByTime(1);
      expect(messages(center)).toEqual(['Email sent!:hiding']);
    });

    it('tells subscribers about every change until they unsubscribe', () => {
      const listener = vi.fn();
      const unsubscribe = center.subscribe(listener);
      center.notify({ message: 'Moved to trash' });
      vi.advanceTimersByTime(5400);
      expect(listener).toHaveBeenCalledTimes(3); // shown, hiding, destroyed

      unsubscribe();
      center.notify({ message: 'Deck recovered' });
      expect(listener).toHaveBeenCalledTimes(3);
    });
  });

  describe('a persistent notification', () => {
    it('stays until it is closed, then is destroyed 400 ms later', () => {
      const id = center.notify({ message: 'Lost connection to server', type: 'negative', persistent: true });
      vi.advanceTimersByTime(60_000);
      expect(messages(center)).toEqual(['Lost connection to server:shown']);

      center.close(id);
      expect(messages(center)).toEqual(['Lost connection to server:hiding']);
      vi.advanceTimersByTime(400);
      expect(messages(center)).toEqual([]);
    });
  });

  describe('closing', () => {
    it('hides a notification before its duration and ignores a second close', () => {
      const id = center.notify({ message: 'Deck deleted' });
      vi.advanceTimersByTime(1000);
      center.close(id);
      vi.advanceTimersByTime(200);
      center.close(id);
      vi.advanceTimersByTime(200);
      expect(messages(center)).toEqual([]);
    });
  });

  describe('duplicates', () => {
    it('replaces the last notification when the same one arrives, restarting its duration', () => {
      const first = center.notify({ message: 'Failed to save', type: 'negative' });
      vi.advanceTimersByTime(3000);
      const second = center.notify({ message: 'Failed to save', type: 'negative' });

      expect(second).not.toBe(first);
      expect(messages(center)).toEqual(['Failed to save:shown']);
      vi.advanceTimersByTime(4999);
      expect(messages(center)).toEqual(['Failed to save:shown']);
      vi.advanceTimersByTime(1);
      expect(messages(center)).toEqual(['Failed to save:hiding']);
    });

    it('stacks the same message when it is not the last one', () => {
      center.notify({ message: 'Failed to save', type: 'negative' });
      center.notify({ message: 'Tag deleted', type: 'positive' });
      center.notify({ message: 'Failed to save', type: 'negative' });
      expect(messages(center)).toEqual(['Failed to save:shown', 'Tag deleted:shown', 'Failed to save:shown']);
    });

    it('stacks the same message with another type', () => {
      center.notify({ message: 'Saved', type: 'neutral' });
      center.notify({ message: 'Saved', type: 'positive' });
      expect(center.getSnapshot()).toHaveLength(2);
    });
  });

  describe('held notifications', () => {
    it('stay while held, then hide after 5 s plus 1 s per position once released', () => {
      center.notify({ message: 'first' });
      center.notify({ message: 'second' });
      vi.advanceTimersByTime(4000);
      center.hold();
      center.notify({ message: 'third' });
      vi.advanceTimersByTime(60_000);
      expect(messages(center)).toEqual(['first:shown', 'second:shown', 'third:shown']);

      center.release();
      vi.advanceTimersByTime(5000);
      expect(messages(center)).toEqual(['first:hiding', 'second:shown', 'third:shown']);
      vi.advanceTimersByTime(1000);
      expect(messages(center)).toEqual(['second:hiding', 'third:shown']);
      vi.advanceTimersByTime(1000);
      expect(messages(center)).toEqual(['third:hiding']);
      vi.advanceTimersByTime(400);
      expect(messages(center)).toEqual([]);
    });

    it('keeps persistent ones out of the release order', () => {
      center.notify({ message: 'offline', persistent: true });
      center.notify({ message: 'saved' });
      center.hold();
      center.release();
      vi.advanceTimersByTime(5000);
      expect(messages(center)).toEqual(['offline:shown', 'saved:hiding']);
    });

    it('let a notification that was already hiding be destroyed', () => {
      center.notify({ message: 'going' });
      vi.advanceTimersByTime(5000);
      center.hold();
      vi.advanceTimersByTime(400);
      expect(messages(center)).toEqual([]);
    });
  });
});
