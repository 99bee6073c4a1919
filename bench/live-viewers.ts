// The viewers of `bench/live.ts`, in a process of its own: opens `count` sockets on /realtime (taking
// the servers' addresses in turn), subscribes each to the deck, and for every state that arrives
// records the delay since the publisher sent it (the state carries its send time as
// `animations.sent_at`, in ms since the epoch; both processes read the same clock). A socket the
// server closes reconnects as the web's live client does (a jittered backoff capped at 10 s).
// Asked for `report`, answers the delays' percentiles; for `count`, how many are subscribed now.
import WebSocket from 'ws';
import { reconnectDelay } from '@lectern/domain';
import { percentile } from './stats.js';

export type ViewersRequest =
  | { kind: 'follow'; urls: string[]; deckId: string; count: number }
  | { kind: 'report' }
  | { kind: 'count' }
  | { kind: 'close' };
export type ViewersAnswer =
  | { kind: 'following'; seconds: number }
  | { kind: 'report'; received: number; p50: number; p99: number; max: number }
  | { kind: 'count'; subscribed: number };

/** Sockets being opened and subscribed at once. */
const OPENING = 200;
const now = () => performance.timeOrigin + performance.now();
/** What precedes the send time in a state message (the state is a JSON string inside the message). */
const SENT_AT = 'sent_at\\":';
const sockets = new Set<WebSocket>();
let subscribed = 0;
let closing = false;
let delays: number[] = [];

/**
 * One viewer: opens a socket and subscribes; resolves once the server first answers
 * `live:subscribed`, and keeps reconnecting after every loss until the process closes.
 */
function follow(url: string, deckId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let failures = 0;
    let first = true;
    const open = () => {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime`, { perMessageDeflate: false });
      sockets.add(ws);
      let isSubscribed = false;
      ws.on('error', () => undefined);
      ws.on('close', () => {
        sockets.delete(ws);
        if (isSubscribed) subscribed--;
        else failures++;
        if (!closing) setTimeout(open, reconnectDelay(failures + 1));
      });
      ws.on('message', (data: Buffer) => {
        const text = data.toString();
        // The send time is read without parsing the message: parsing 10,000 copies of each state
        // here would measure this process rather than the server.
        const at = text.indexOf(SENT_AT);
        if (text.startsWith('{"type":"live:state"') && at >= 0) {
          delays.push(now() - Number.parseFloat(text.slice(at + SENT_AT.length)));
        } else if (text.startsWith('{"type":"hello"')) {
          ws.send(JSON.stringify({ type: 'live:subscribe', deck_id: deckId }));
        } else if (text.startsWith('{"type":"live:subscribed"')) {
          isSubscribed = true;
          subscribed++;
          failures = 0;
          if (first) resolve();
          first = false;
        } else if (text.startsWith('{"type":"live:error"') && first) {
          reject(new Error(`subscribe refused: ${text}`));
        }
      });
    };
    open();
  });
}

async function followAll(request: Extract<ViewersRequest, { kind: 'follow' }>) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPENING, request.count) }, async () => {
      while (next < request.count) {
        const url = request.urls[next % request.urls.length]!;
        next++;
        await follow(url, request.deckId);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

const send = (answer: ViewersAnswer) => process.send!(answer);
process.on('message', async (request: ViewersRequest) => {
  if (request.kind === 'follow') {
    send({ kind: 'following', seconds: await followAll(request) });
  } else if (request.kind === 'report') {
    const sorted = delays.sort((a, b) => a - b);
    delays = [];
    send({
      kind: 'report',
      received: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? 0,
    });
  } else if (request.kind === 'count') {
    send({ kind: 'count', subscribed });
  } else {
    closing = true;
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
