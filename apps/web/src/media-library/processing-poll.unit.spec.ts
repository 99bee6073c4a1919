import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterCheck, firstPollDelay, isProcessing, ProcessingPoller, type PollCheck } from './processing-poll';

describe('the processing poll schedule (spec/001 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks videos every 3 s and images first after half a second', () => {
    expect(firstPollDelay('Video')).toBe(3000);
    expect(firstPollDelay('Image')).toBe(500);
    expect(afterCheck('processing', 0)).toEqual({ delay: 3000 });
    expect(afterCheck('unreachable', 30_000)).toEqual({ delay: 3000 });
  });

  it('stops when the item is complete, failed or gone, or after 10 minutes', () => {
    expect(afterCheck('complete', 3000)).toEqual({ outcome: 'complete' });
    expect(afterCheck('error', 3000)).toEqual({ outcome: 'error' });
    expect(afterCheck('gone', 3000)).toEqual({ outcome: 'gone' });
    expect(afterCheck('processing', 597_000)).toEqual({ delay: 3000 });
    expect(afterCheck('processing', 597_001)).toEqual({ outcome: 'timeout' });
  });

  it('polls the items still being processed', () => {
    expect(isProcessing({ status: 'uploaded' })).toBe(true);
    expect(isProcessing({ status: 'processing' })).toBe(true);
    expect(isProcessing({ status: 'complete' })).toBe(false);
  });

  it('polls an item on that schedule until an outcome, once however often it is watched', async () => {
    const answers: PollCheck[] = ['processing', 'unreachable', 'complete'];
    const check = vi.fn(async () => answers.shift()!);
    const onOutcome = vi.fn();
    const poller = new ProcessingPoller(check, onOutcome, () => Date.now());
    poller.watch('v', 'Video');
    poller.watch('v', 'Video');

    await vi.advanceTimersByTimeAsync(2999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onOutcome).toHaveBeenCalledWith('v', 'complete');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up after 10 minutes, and stops on request', async () => {
    const onOutcome = vi.fn();
    const poller = new ProcessingPoller(
      async () => 'processing',
      onOutcome,
      () => Date.now(),
    );
    poller.watch('slow', 'Video');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(onOutcome).toHaveBeenCalledWith('slow', 'timeout');

    const check = vi.fn(async (): Promise<PollCheck> => 'processing');
    const stopped = new ProcessingPoller(check, onOutcome, () => Date.now());
    stopped.watch('i', 'Image');
    stopped.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
  });
});
