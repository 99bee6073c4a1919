import { describe, expect, it } from 'vitest';
import { readPresenterMessage } from './presenter-channel';
import { IDLE_TIMER, type SpeakerTimer } from './timer';
import { readTimerMessage, receiveTimerMessage, syncAnswer, type SharedTimer } from './timer-sync';

const started = (startedAt: number): SpeakerTimer => ({ status: 'started', startedAt });
const paused = (startedAt: number, pausedAt: number): SpeakerTimer => ({ status: 'paused', startedAt, pausedAt });
const local = (timer: SpeakerTimer, limit = 10): SharedTimer => ({ timer, limit });

describe('speaker timer across windows', () => {
  describe('a received sync', () => {
    it('applies when its start is later than the local one, with its limit', () => {
      expect(
        receiveTimerMessage(local(started(1000)), { type: 'timer-sync', timer: started(2000), limit: 20 }),
      ).toEqual(local(started(2000), 20));
      expect(
        receiveTimerMessage(local(started(1000)), { type: 'timer-sync', timer: paused(1500, 4000), limit: 10 }),
      ).toEqual(local(paused(1500, 4000)));
    });

    it('is ignored when its start is earlier or the same', () => {
      const mine = local(started(2000));
      expect(receiveTimerMessage(mine, { type: 'timer-sync', timer: started(1000), limit: 30 })).toBe(mine);
      expect(receiveTimerMessage(mine, { type: 'timer-sync', timer: paused(2000, 3000), limit: 30 })).toBe(mine);
    });

    it('always applies to an idle timer', () => {
      expect(receiveTimerMessage(local(IDLE_TIMER), { type: 'timer-sync', timer: started(1), limit: 5 })).toEqual(
        local(started(1), 5),
      );
    });
  });

  it('takes a broadcast start, pause or stop as it is, keeping its limit', () => {
    expect(receiveTimerMessage(local(IDLE_TIMER), { type: 'timer', action: 'start', timer: started(500) })).toEqual(
      local(started(500)),
    );
    expect(
      receiveTimerMessage(local(started(500)), { type: 'timer', action: 'pause', timer: paused(500, 900) }),
    ).toEqual(local(paused(500, 900)));
    expect(receiveTimerMessage(local(paused(500, 900)), { type: 'timer', action: 'stop', timer: IDLE_TIMER })).toEqual(
      local(IDLE_TIMER),
    );
  });

  it('answers a sync request with a running or paused timer only', () => {
    expect(syncAnswer(local(IDLE_TIMER))).toBeNull();
    expect(syncAnswer(local(started(7), 15))).toEqual({ type: 'timer-sync', timer: started(7), limit: 15 });
    expect(syncAnswer(local(paused(7, 9)))).toEqual({ type: 'timer-sync', timer: paused(7, 9), limit: 10 });
  });

  it('reads only well-formed timer messages off the presenter channel', () => {
    expect(readPresenterMessage({ type: 'timer-request-sync' })).toEqual({ type: 'timer-request-sync' });
    expect(readPresenterMessage({ type: 'timer', action: 'pause', timer: paused(1, 2), extra: 'x' })).toEqual({
      type: 'timer',
      action: 'pause',
      timer: paused(1, 2),
    });
    expect(readTimerMessage({ type: 'timer-sync', timer: started(3), limit: 5 })).toEqual({
      type: 'timer-sync',
      timer: started(3),
      limit: 5,
    });
    expect(readTimerMessage({ type: 'timer', action: 'explode', timer: started(3) })).toBeNull();
    expect(
      readTimerMessage({ type: 'timer', action: 'start', timer: { status: 'started', startedAt: '3' } }),
    ).toBeNull();
    expect(
      readTimerMessage({ type: 'timer', action: 'start', timer: { status: 'started', startedAt: NaN } }),
    ).toBeNull();
    expect(readTimerMessage({ type: 'timer-sync', timer: IDLE_TIMER, limit: 5 })).toBeNull();
    expect(readTimerMessage({ type: 'timer-sync', timer: started(3) })).toBeNull();
    expect(readTimerMessage('timer')).toBeNull();
  });
});
