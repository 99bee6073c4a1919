// `npm run bench -- together`: several people editing one deck's shared document at once.
// together_remote_p99_ms: 10 editors of one deck, each on its own socket to one realtime process
// (the server in a process of its own, `together-server.ts`), each typing 5 keystrokes a second into
// the same text block; the time from a keystroke to its arrival in each other editor's document,
// beside the live fan-out's bare `ws` loop measured in the same run (10 viewers, 5 states a second).
// together_50_editors_p99_ms: the same with 50 editors.
// together_fuzz_converged: five copies under 10,000 random operations through a relay that
// reorders deliveries and drops what is in flight when someone disconnects end as one document
// and one compacted markup (serialized, then cleaned like a save).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import * as Y from 'yjs';
import { serialize, type Deck } from '@lectern/deck-format';
import { cleanDeckMarkup } from '@lectern/deck-format/sanitize';
import { runConvergenceFuzz, typeInBlock } from '@lectern/deck-doc/testing';
import { EditorSocket } from '../tests/integration/editor-sockets.js';
import { TogetherPeer } from '../tests/integration/together-peer.js';
import { percentile, report, reportLoad } from './stats.js';
import type { TogetherServerAnswer } from './together-server.js';

const OPERATIONS = Number(process.env.BENCH_TOGETHER_OPERATIONS ?? 10_000);
const TYPING_SECONDS = Number(process.env.BENCH_TOGETHER_SECONDS ?? 10);
const KEYSTROKES_PER_SECOND = 5;
/** Time left after the last keystroke for it to reach every editor. */
const SETTLE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const compact = (deck: Deck) => {
  const cleaned = cleanDeckMarkup(serialize(deck));
  return 'data' in cleaned ? cleaned.data : cleaned.problem;
};

/**
 * `editors` people typing into one block for `seconds`: each keystroke's arrival in every other
 * editor's document, read from its state vector (the sender's clock it holds) as updates arrive.
 */
async function measureTyping(editors: number, seconds: number) {
  const server = fork(new URL('./together-server.ts', import.meta.url), [String(editors)], {
    execArgv: ['--import', 'tsx'],
  });
  try {
    const { port, deckId, cookies } = ((await once(server, 'message')) as [TogetherServerAnswer])[0];
    const peers: TogetherPeer[] = [];
    for (const cookie of cookies) peers.push(await TogetherPeer.join(await EditorSocket.open(port, cookie), deckId));
    /** Per editor: each keystroke's clock once typed, and when. */
    const keystrokes = peers.map(() => [] as { clock: number; at: number }[]);
    const delays: number[] = [];
    let missed = 0;
    peers.forEach((receiver, r) => {
      const seen = peers.map(() => 0);
      receiver.doc.on('update', () => {
        const now = performance.now();
        peers.forEach((sender, s) => {
          if (s === r) return;
          const held = Y.getState(receiver.doc.store, sender.doc.clientID);
          const typed = keystrokes[s]!;
          while (seen[s]! < typed.length && typed[seen[s]!]!.clock <= held) delays.push(now - typed[seen[s]!++]!.at);
        });
      });
    });
    const interval = 1000 / KEYSTROKES_PER_SECOND;
    const typing = peers.map(async (peer, index) => {
      await sleep((interval * index) / peers.length);
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        typeInBlock(peer.doc, 's1', 't1', { at: 0, insert: String.fromCharCode(97 + (index % 26)) });
        keystrokes[index]!.push({ clock: Y.getState(peer.doc.store, peer.doc.clientID), at: performance.now() });
        await sleep(interval);
      }
    });
    await Promise.all(typing);
    await sleep(SETTLE_MS);
    const expected = keystrokes.reduce((sum, typed) => sum + typed.length, 0) * (peers.length - 1);
    missed = expected - delays.length;
    for (const peer of peers) peer.socket.close();
    delays.sort((a, b) => a - b);
    return { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.at(-1) ?? 0, missed };
  } finally {
    server.send('close');
    await once(server, 'exit');
  }
}

/** The live fan-out's bare `ws` loop with as many viewers, from `bench/live.ts`, in this run. */
async function measureNaiveLoop(viewers: number) {
  process.env.BENCH_LIVE_VIEWERS = String(viewers);
  process.env.BENCH_LIVE_SECONDS = String(TYPING_SECONDS);
  process.env.BENCH_LIVE_PARTS = 'naive';
  await (await import('./live.js')).run();
}

export async function run(): Promise<void> {
  reportLoad('start');
  const ten = await measureTyping(10, TYPING_SECONDS);
  report({
    together_remote_p50_ms: ten.p50,
    together_remote_p99_ms: ten.p99,
    together_remote_max_ms: ten.max,
    together_remote_missed: ten.missed,
  });
  await measureNaiveLoop(10);
  const fifty = await measureTyping(50, TYPING_SECONDS);
  report({
    together_50_editors_p50_ms: fifty.p50,
    together_50_editors_p99_ms: fifty.p99,
    together_50_editors_max_ms: fifty.max,
    together_50_editors_missed: fifty.missed,
  });
  const seed = Date.now();
  console.log(`# seed ${seed}`);
  const outcome = runConvergenceFuzz({ clients: 5, operations: OPERATIONS, seed, compact });
  console.log(`together_fuzz_converged=${outcome.converged}`);
  console.log(`together_fuzz_slides=${outcome.slides}`);
  reportLoad('end');
  if (!outcome.converged) process.exitCode = 1;
}
