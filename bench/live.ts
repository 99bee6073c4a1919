import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import WebSocket from 'ws';
import { Session } from './api.js';
import type { LiveServerAnswer, LiveServerKind } from './live-server.js';
import type { ViewersAnswer, ViewersRequest } from './live-viewers.js';
import { report } from './stats.js';

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 10_000);
/** How long states are published while measured, at the presenter's rate. */
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const STATES_PER_SECOND = 5;
const WARM_UP_STATES = 10;
/** Time left after the last state for it to reach every viewer. */
const SETTLE_MS = 3_000;
const label = VIEWERS === 10_000 ? '10k' : String(VIEWERS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process under `tsx` speaking over IPC. */
function child(script: string, args: string[] = []) {
  const process_: ChildProcess = fork(new URL(script, import.meta.url), args, { execArgv: ['--import', 'tsx'] });
  return {
    async next<T>() {
      return ((await once(process_, 'message')) as [T])[0];
    },
    send(message: unknown) {
      process_.send(message as never);
    },
    async close(message: unknown) {
      process_.send(message as never);
      await once(process_, 'exit');
    },
  };
}

async function startServer(kind: LiveServerKind) {
  const server = child('./live-server.ts', [kind]);
  const { url } = await server.next<LiveServerAnswer>();
  return { url, close: () => server.close({ kind: 'close' }) };
}

/** The presenter's socket: subscribed as publisher, it sends states carrying their send time. */
async function openPublisher(url: string, deckId: string, cookie?: string) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime`, cookie ? { headers: { cookie } } : {});
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith('{"type":"hello"'))
        ws.send(JSON.stringify({ type: 'live:subscribe', deck_id: deckId, publisher: true }));
      else if (text.startsWith('{"type":"live:subscribed"')) resolve();
      else if (text.startsWith('{"type":"live:error"')) reject(new Error(`publisher: ${text}`));
    });
    ws.once('error', reject);
  });
  let slide = 0;
  return {
    /** Publishes `count` states at the presenter's rate. */
    async publish(count: number) {
      for (let i = 0; i < count; i++) {
        const sentAt = performance.timeOrigin + performance.now();
        const state = JSON.stringify({ indexh: slide++ % 100, indexv: 0, animations: { sent_at: sentAt } });
        ws.send(JSON.stringify({ type: 'live:state', state }));
        await sleep(1000 / STATES_PER_SECOND);
      }
    },
    close: () => ws.close(),
  };
}

/** A public deck with a live stream, presented by its owner. */
async function liveDeck(url: string) {
  const owner = new Session(url);
  await owner.signUp('benchpresenter');
  const { deck } = await owner.json<{ deck: { id: string } }>('POST', '/api/v1/decks', {
    deck: { title: 'Live bench', visibility: 'all' },
  });
  await owner.json('POST', `/api/v1/decks/${deck.id}/stream`);
  return { deckId: deck.id, cookie: owner.cookie };
}

/**
 * VIEWERS sockets in a process of their own follow the deck while its presenter publishes
 * STATES_PER_SECOND states; answers the delays from each state's send to its arrival at each viewer.
 */
async function followDeck(url: string, deckId: string, cookie?: string) {
  const publisher = await openPublisher(url, deckId, cookie);
  const viewers = child('./live-viewers.ts');
  try {
    viewers.send({ kind: 'follow', url, deckId, count: VIEWERS } satisfies ViewersRequest);
    const { seconds: joinSeconds } = await viewers.next<Extract<ViewersAnswer, { kind: 'following' }>>();
    await publisher.publish(WARM_UP_STATES);
    await sleep(SETTLE_MS);
    viewers.send({ kind: 'report' } satisfies ViewersRequest);
    await viewers.next();
    const states = SECONDS * STATES_PER_SECOND;
    await publisher.publish(states);
    await sleep(SETTLE_MS);
    viewers.send({ kind: 'report' } satisfies ViewersRequest);
    const delays = await viewers.next<Extract<ViewersAnswer, { kind: 'report' }>>();
    return { ...delays, joinSeconds, missed: states * VIEWERS - delays.received };
  } finally {
    publisher.close();
    await viewers.close({ kind: 'close' } satisfies ViewersRequest);
  }
}

export async function run() {
  const lectern = await startServer('lectern');
  try {
    const { deckId, cookie } = await liveDeck(lectern.url);
    const live = await followDeck(lectern.url, deckId, cookie);
    report({
      [`live_${label}_join_s`]: live.joinSeconds,
      [`live_${label}_p50_ms`]: live.p50,
      [`live_${label}_p99_ms`]: live.p99,
      [`live_${label}_max_ms`]: live.max,
      [`live_${label}_missed_states`]: live.missed,
    });
  } finally {
    await lectern.close();
  }
  const naive = await startServer('naive');
  try {
    const loop = await followDeck(naive.url, 'naive');
    report({
      [`live_${label}_naive_p50_ms`]: loop.p50,
      [`live_${label}_naive_p99_ms`]: loop.p99,
      [`live_${label}_naive_max_ms`]: loop.max,
      [`live_${label}_naive_missed_states`]: loop.missed,
    });
  } finally {
    await naive.close();
  }
  console.log(
    process.env.REDIS_URL
      ? `# live_${label}_2proc_p99_ms not measured: two realtime processes on Redis also need a shared Postgres (DATABASE_URL) and are not started by this benchmark yet`
      : `# live_${label}_2proc_p99_ms skipped: REDIS_URL is not set`,
  );
}
