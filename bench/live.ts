import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import WebSocket from 'ws';
import { Session } from './api.js';
import type { LiveServerAnswer, LiveServerKind, LiveServerRequest } from './live-server.js';
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
/** The parts to run (`lectern,naive,2proc` by default): one can be measured again alone. */
const PARTS = new Set((process.env.BENCH_LIVE_PARTS ?? 'lectern,naive,2proc').split(','));
/** How often the viewers are asked how many are subscribed while they reconnect. */
const RECONNECT_POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process under `tsx` speaking over IPC. */
function child(script: string, args: string[] = [], profile = false) {
  const cpuProf =
    profile && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const process_: ChildProcess = fork(new URL(script, import.meta.url), args, {
    execArgv: ['--import', 'tsx', ...cpuProf],
  });
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

async function startServer(kind: LiveServerKind, args: string[] = []) {
  const server = child('./live-server.ts', [kind, ...args], true);
  const { url, databaseUrl } = await server.next<Extract<LiveServerAnswer, { url: string }>>();
  return {
    url,
    databaseUrl,
    async restartRealtime() {
      server.send({ kind: 'restart-realtime' } satisfies LiveServerRequest);
      await server.next();
    },
    close: () => server.close({ kind: 'close' } satisfies LiveServerRequest),
  };
}
type Server = Awaited<ReturnType<typeof startServer>>;

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
  await owner.signUp(`benchpresenter${Date.now().toString(36)}`);
  const { deck } = await owner.json<{ deck: { id: string } }>('POST', '/api/v1/decks', {
    deck: { title: 'Live bench', visibility: 'all' },
  });
  await owner.json('POST', `/api/v1/decks/${deck.id}/stream`);
  return { deckId: deck.id, cookie: owner.cookie };
}

/** VIEWERS sockets in a process of their own, following the deck on the servers at `urls` in turn. */
async function startViewers(urls: string[], deckId: string) {
  const viewers = child('./live-viewers.ts');
  viewers.send({ kind: 'follow', urls, deckId, count: VIEWERS } satisfies ViewersRequest);
  const { seconds } = await viewers.next<Extract<ViewersAnswer, { kind: 'following' }>>();
  return {
    joinSeconds: seconds,
    async report() {
      viewers.send({ kind: 'report' } satisfies ViewersRequest);
      return viewers.next<Extract<ViewersAnswer, { kind: 'report' }>>();
    },
    async subscribed() {
      viewers.send({ kind: 'count' } satisfies ViewersRequest);
      return (await viewers.next<Extract<ViewersAnswer, { kind: 'count' }>>()).subscribed;
    },
    close: () => viewers.close({ kind: 'close' } satisfies ViewersRequest),
  };
}
type Viewers = Awaited<ReturnType<typeof startViewers>>;

/**
 * The presenter publishes STATES_PER_SECOND states (after a warm-up) while the viewers follow;
 * answers the delays from each state's send to its arrival at each viewer.
 */
async function measureDelays(url: string, deckId: string, viewers: Viewers, cookie?: string) {
  const publisher = await openPublisher(url, deckId, cookie);
  try {
    await publisher.publish(WARM_UP_STATES);
    await sleep(SETTLE_MS);
    await viewers.report();
    const states = SECONDS * STATES_PER_SECOND;
    await publisher.publish(states);
    await sleep(SETTLE_MS);
    const delays = await viewers.report();
    return { ...delays, missed: states * VIEWERS - delays.received };
  } finally {
    publisher.close();
  }
}

/** Seconds from a restart of the realtime app until every viewer is subscribed again. */
async function measureReconnect(server: Server, viewers: Viewers) {
  const started = performance.now();
  await server.restartRealtime();
  while ((await viewers.subscribed()) < VIEWERS) await sleep(RECONNECT_POLL_MS);
  return (performance.now() - started) / 1000;
}

export async function run() {
  if (PARTS.has('lectern')) await measureLectern();
  if (PARTS.has('naive')) await measureNaive();
  if (PARTS.has('2proc')) await measureTwoProcesses();
}

async function measureLectern() {
  const lectern = await startServer('lectern');
  try {
    const { deckId, cookie } = await liveDeck(lectern.url);
    const viewers = await startViewers([lectern.url], deckId);
    try {
      const live = await measureDelays(lectern.url, deckId, viewers, cookie);
      report({
        [`live_${label}_join_s`]: viewers.joinSeconds,
        [`live_${label}_p50_ms`]: live.p50,
        [`live_${label}_p99_ms`]: live.p99,
        [`live_${label}_max_ms`]: live.max,
        [`live_${label}_missed_states`]: live.missed,
      });
      report({ [`live_reconnect_${label}_s`]: await measureReconnect(lectern, viewers) });
    } finally {
      await viewers.close();
    }
  } finally {
    await lectern.close();
  }
}

async function measureNaive() {
  const naive = await startServer('naive');
  try {
    const viewers = await startViewers([naive.url], 'naive');
    try {
      const loop = await measureDelays(naive.url, 'naive', viewers);
      report({
        [`live_${label}_naive_p50_ms`]: loop.p50,
        [`live_${label}_naive_p99_ms`]: loop.p99,
        [`live_${label}_naive_max_ms`]: loop.max,
        [`live_${label}_naive_missed_states`]: loop.missed,
      });
    } finally {
      await viewers.close();
    }
  } finally {
    await naive.close();
  }
}

async function measureTwoProcesses() {
  if (!process.env.REDIS_URL || !process.env.DATABASE_URL) {
    console.log(`# live_${label}_2proc_p99_ms skipped: it needs REDIS_URL and DATABASE_URL (a Postgres server)`);
    return;
  }
  // Two realtime processes on Redis without sticky sessions: the embedded server (BFF and
  // realtime) and realtime alone; the viewers alternate between them, the presenter is on the first.
  const first = await startServer('lectern', ['--distributed']);
  const second = await startServer('realtime', [first.url, first.databaseUrl!]);
  try {
    const { deckId, cookie } = await liveDeck(first.url);
    const viewers = await startViewers([first.url, second.url], deckId);
    try {
      const live = await measureDelays(first.url, deckId, viewers, cookie);
      report({
        [`live_${label}_2proc_join_s`]: viewers.joinSeconds,
        [`live_${label}_2proc_p50_ms`]: live.p50,
        [`live_${label}_2proc_p99_ms`]: live.p99,
        [`live_${label}_2proc_missed_states`]: live.missed,
      });
    } finally {
      await viewers.close();
    }
  } finally {
    await second.close();
    await first.close();
  }
}
