import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markupLimitMessages } from './markup-limits.js';
import { cleanDeckMarkup } from './sanitize.js';
import { createSanitizePool, type MarkupCleaner } from './sanitize-pool.js';

const mine = '11111111-1111-1111-1111-111111111111';
const theirs = '22222222-2222-2222-2222-222222222222';
const slide = `<section><p onclick="x()">Hi<script>x</script></p><img src="/media-files/${mine}/original"><img src="/media-files/${theirs}/original"></section>`;
const OFF_THREAD_FROM = 1_000;

describe('sanitize pool', () => {
  let pool: MarkupCleaner;
  // One worker for the file: from source it starts through tsx, which takes seconds on a busy machine.
  beforeAll(async () => {
    pool = createSanitizePool({ size: 1, offThreadFrom: OFF_THREAD_FROM });
    await pool.clean(slide.repeat(10));
  }, 120_000);
  afterAll(() => pool.close());

  it('cleans short markup on the calling thread and long markup on a worker, alike', async () => {
    const before = pool.counts();
    const long = slide.repeat(20);
    const [short, offThread] = await Promise.all([
      pool.clean(slide, { media: [mine] }),
      pool.clean(long, { media: new Set([mine]) }),
    ]);
    expect(short).toEqual(cleanDeckMarkup(slide, { keepsMedia: (id) => id === mine }));
    expect(offThread).toEqual(cleanDeckMarkup(long, { keepsMedia: (id) => id === mine }));
    expect(offThread).toMatchObject({ slides: 20 });
    expect(JSON.stringify(offThread)).not.toContain(theirs);
    expect(pool.counts()).toEqual({
      onThread: before.onThread + 1,
      offThread: before.offThread + 1,
      inProgress: 0,
    });
  });

  it('keeps every media when none are named, and answers a limit problem without cleaning', async () => {
    expect(JSON.stringify(await pool.clean(slide.repeat(10)))).toContain(theirs);
    const deep = `<section>${'<div>'.repeat(OFF_THREAD_FROM)}`;
    expect(await pool.clean(deep)).toEqual({ problem: markupLimitMessages.tooDeep });
  });

  it('queues more cleanings than it has workers and answers each its own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        pool.clean(`<section>${i}${' '.repeat(OFF_THREAD_FROM)}</section>`.repeat(i + 1)),
      ),
    );
    expect(answers.map((answer) => ('slides' in answer ? answer.slides : -1))).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails what is still queued when it closes', async () => {
    const closing = createSanitizePool({ size: 1, offThreadFrom: 0 });
    const queued = Promise.allSettled([closing.clean(slide), closing.clean(slide)]);
    await closing.close();
    expect((await queued).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(closing.clean(slide)).rejects.toThrow(/closed/);
  });
});
