import { describe, expect, it, vi } from 'vitest';
import type { Comment } from '@lectern/contracts';
import { createIdleWatch, createTypingSignal, type Clock } from './activity';
import { edited, failed, onSlide, removed, settled, withArrived, withComments, withTemporary } from './comment-thread';
import { commentTime } from './comment-time';
import { joinedPresence, nextPresence, nextTypingExpiry, presenceOf, typingUsers } from './presence';
import { contentReloadInterval, createReloadThrottle } from './reload-throttle';
import { COLLABORATION_IDLE_MS, TYPING_RESET_MS } from './timings';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      timers.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at > now) continue;
      timers.delete(id);
      timer.callback();
    }
  };
  return { clock, advance };
}

const comment = (id: string, at: string, slide: string | null = 'intro'): Comment => ({
  id,
  user_id: 'u1',
  message: id,
  slide_hash: slide,
  created_at: at,
  updated_at: at,
  user: { id: 'u1', username: 'ann', name: null, thumbnail_url: null },
});

describe('presence', () => {
  it('follows presence changes and typing, which runs out after 15 s', () => {
    let map = joinedPresence([{ user_id: 'u1', status: 'viewing', slide_id: 'a' }]);
    expect(presenceOf(map, 'u1')).toBe('online');
    expect(presenceOf(map, 'u2')).toBe('inactive');
    map = nextPresence(
      map,
      { type: 'collaboration:presence-changed', user_id: 'u1', status: 'idle', slide_id: 'b' },
      0,
    );
    expect(map.get('u1')).toMatchObject({ presence: 'idle', slideId: 'b' });
    map = nextPresence(map, { type: 'collaboration:user-typing', user_id: 'u2' }, 1000);
    expect(typingUsers(map, 1000)).toEqual(['u2']);
    expect(nextTypingExpiry(map, 1000)).toBe(1000 + TYPING_RESET_MS);
    expect(typingUsers(map, 1000 + TYPING_RESET_MS)).toEqual([]);
    map = nextPresence(map, { type: 'collaboration:user-typing', user_id: 'u2' }, 2000);
    map = nextPresence(map, { type: 'collaboration:user-typing-stopped', user_id: 'u2' }, 3000);
    expect(typingUsers(map, 3000)).toEqual([]);
    map = nextPresence(
      map,
      { type: 'collaboration:presence-changed', user_id: 'u1', status: 'disconnected', slide_id: null },
      0,
    );
    expect(presenceOf(map, 'u1')).toBe('inactive');
  });
});

describe('activity', () => {
  it('turns idle after 240 s without input and active at the next', () => {
    const { clock, advance } = manualClock();
    const changes: boolean[] = [];
    const watch = createIdleWatch((idle) => changes.push(idle), clock);
    advance(COLLABORATION_IDLE_MS - 1);
    watch.input();
    advance(COLLABORATION_IDLE_MS - 1);
    expect(changes).toEqual([]);
    advance(1);
    watch.input();
    expect(changes).toEqual([true, false]);
    watch.stop();
  });

  it('says someone types at most every 5 s, and that they stopped once', () => {
    const { clock, advance } = manualClock();
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing), clock);
    signal.typed();
    advance(4999);
    signal.typed();
    advance(1);
    signal.typed();
    signal.stopped();
    signal.stopped();
    expect(sent).toEqual([true, true, false]);
  });
});

describe('the comment thread', () => {
  it('keeps comments newest first and each once, and a temporary one through saving or failing', () => {
    let thread = withComments([], [comment('c1', '2026-01-01T00:00:00Z'), comment('c2', '2026-01-02T00:00:00Z')]);
    thread = withComments(thread, [comment('c2', '2026-01-02T00:00:00Z')]);
    expect(thread.map((entry) => entry.key)).toEqual(['c2', 'c1']);
    const draft = { message: 'Hi', slideHash: 'intro', authorId: 'u1', at: '2026-01-03T00:00:00Z' };
    thread = withTemporary(thread, { key: 'temp-1', state: 'saving', comment: null, draft });
    thread = failed(thread, 'temp-1');
    expect(thread[0]).toMatchObject({ key: 'temp-1', state: 'failed' });
    thread = settled(thread, 'temp-1', comment('c3', '2026-01-03T00:00:00Z'));
    expect(thread[0]).toMatchObject({ key: 'temp-1', state: 'saved', comment: { id: 'c3' } });
    // One's own comment coming back on the stream while it is saving is that comment, not another.
    thread = withTemporary(thread, {
      key: 'temp-3',
      state: 'saving',
      comment: null,
      draft: { ...draft, message: 'c5', at: '2026-01-05T00:00:00Z' },
    });
    thread = withArrived(thread, comment('c5', '2026-01-05T00:00:00Z'), 'u1');
    expect(thread.filter((entry) => entry.comment?.id === 'c5' || entry.key === 'temp-3')).toEqual([
      expect.objectContaining({ key: 'temp-3', state: 'saved' }),
    ]);
    thread = settled(thread, 'temp-3', comment('c5', '2026-01-05T00:00:00Z'));
    expect(thread.filter((entry) => entry.comment?.id === 'c5')).toHaveLength(1);
    thread = removed(thread, 'c5');
    // The live message of a comment that is still saving leaves one entry once the save answers.
    thread = withTemporary(thread, {
      key: 'temp-2',
      state: 'saving',
      comment: null,
      draft: { ...draft, at: '2026-01-04T00:00:00Z' },
    });
    thread = withComments(thread, [comment('c4', '2026-01-04T00:00:00Z')]);
    thread = settled(thread, 'temp-2', comment('c4', '2026-01-04T00:00:00Z'));
    expect(thread.map((entry) => entry.comment?.id)).toEqual(['c4', 'c3', 'c2', 'c1']);
    thread = edited(removed(thread, 'c2'), 'c1', 'Changed', '2026-01-05T00:00:00Z');
    expect(thread.map((entry) => entry.comment?.message)).toEqual(['c4', 'c3', 'Changed']);
    expect(onSlide(withComments(thread, [comment('c9', '2026-01-09T00:00:00Z', 'other')]), 'other')).toHaveLength(1);
  });

  it('dates a comment only when it is older than a day', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(commentTime('2026-03-10T08:00:00Z', now, 'en-GB')).not.toMatch(/2026/);
    expect(commentTime('2026-03-08T08:00:00Z', now, 'en-GB')).toMatch(/8 Mar 2026/);
  });
});

describe('reloading a changed deck', () => {
  it('waits a second per four slides between reloads, and reloads once for many changes', () => {
    expect([1, 4, 5, 8, 9, 40].map(contentReloadInterval)).toEqual([1000, 1000, 2000, 2000, 3000, 10000]);
    const { clock, advance } = manualClock();
    const reload = vi.fn();
    const throttle = createReloadThrottle(reload, clock);
    throttle.changed(8);
    expect(reload).toHaveBeenCalledTimes(1);
    throttle.changed(8);
    throttle.changed(8);
    advance(1999);
    expect(reload).toHaveBeenCalledTimes(1);
    advance(1);
    expect(reload).toHaveBeenCalledTimes(2);
    throttle.stop();
  });
});
