// `npm run bench -- collaboration`: the editor seat handed over and comments fanned out, on the
// embedded server as `npm start` runs it (in a process of its own), through real HTTP and sockets.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import WebSocket from 'ws';
import { Session } from './api.js';
import type { LiveServerAnswer } from './live-server.js';
import { percentile, report } from './stats.js';

const HANDOVERS = Number(process.env.BENCH_HANDOVERS ?? 50);
/** Handovers made first and not measured: the server's code paths warm up (JIT, prepared statements). */
const WARM_UP_HANDOVERS = 5;
const REVIEW_PAGES = Number(process.env.BENCH_REVIEW_PAGES ?? 100);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 30);
const COMMENT_GAP_MS = 100;

type Message = Record<string, unknown> & { type: string };

/** An editor or review page's socket, subscribed to the deck, waiting for messages by their fields. */
async function openPage(url: string, deckId: string, cookie: string) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/editor`, { headers: { cookie } });
  const waiting = new Set<{ match: (message: Message) => boolean; resolve: (at: number) => void }>();
  const seen: ((message: Message, at: number) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const at = performance.now();
    const message = JSON.parse(data.toString()) as Message;
    for (const listener of seen) listener(message, at);
    for (const waiter of waiting)
      if (waiter.match(message)) {
        waiting.delete(waiter);
        waiter.resolve(at);
      }
  });
  const next = (fields: Record<string, unknown>) =>
    new Promise<number>((resolve) =>
      waiting.add({ match: (message) => Object.entries(fields).every(([k, v]) => message[k] === v), resolve }),
    );
  await once(ws, 'open');
  const subscribed = next({ type: 'subscribed' });
  ws.send(JSON.stringify({ type: 'subscribe', deck_id: deckId, slide_id: 'intro' }));
  await subscribed;
  return {
    next,
    onMessage: (listener: (message: Message, at: number) => void) => seen.push(listener),
    close: () => ws.close(),
  };
}

async function post(session: Session, path: string, body?: unknown) {
  const response = await session.send('POST', path, body);
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A collaborative deck of `owner`, with `other` as an editor. */
async function collaborativeDeck(owner: Session, other: Session, otherName: string) {
  const { deck } = await owner.json<{ deck: { id: string } }>('POST', '/api/v1/decks', { deck: { title: 'Bench' } });
  await post(owner, `/api/v1/decks/${deck.id}/make_collaborative`);
  await post(owner, `/api/v1/decks/${deck.id}/users/invite`, {
    user: { email: `${otherName}@example.com`, role: 'editor' },
  });
  const me = async (session: Session) =>
    (await session.json<{ user: { id: string } }>('GET', '/api/v1/status')).user.id;
  return { deckId: deck.id, ownerId: await me(owner), otherId: await me(other) };
}

/**
 * From the editor's approval (its POST) to the requester's editor being editable: the requester's
 * page has heard it holds the seat and its editor's opening call (become_editor) has answered.
 */
async function handovers(url: string, people: { session: Session; id: string }[], deckId: string) {
  const pages = await Promise.all(people.map((person) => openPage(url, deckId, person.session.cookie)));
  const times: number[] = [];
  let editor = 0;
  for (let n = 0; n < WARM_UP_HANDOVERS + HANDOVERS; n++) {
    const requester = 1 - editor;
    const asked = pages[editor]!.next({ type: 'collaboration:handover-requested', user_id: people[requester]!.id });
    await post(people[requester]!.session, `/api/v1/decks/${deckId}/handover`);
    await asked;
    const heard = pages[requester]!.next({ type: 'collaboration:editor-changed', user_id: people[requester]!.id });
    const started = performance.now();
    await post(people[editor]!.session, `/api/v1/decks/${deckId}/handover/approve`, { user_id: people[requester]!.id });
    await heard;
    await post(people[requester]!.session, `/api/v1/decks/${deckId}/users/become_editor`);
    if (n >= WARM_UP_HANDOVERS) times.push(performance.now() - started);
    editor = requester;
  }
  for (const page of pages) page.close();
  return times.sort((a, b) => a - b);
}

/** Each comment's delay from its POST to its arrival at each of REVIEW_PAGES open review pages. */
async function commentFanout(url: string, people: { session: Session; id: string }[], deckId: string) {
  const pages = [];
  for (let i = 0; i < REVIEW_PAGES; i++)
    pages.push(await openPage(url, deckId, people[i % people.length]!.session.cookie));
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  let arrivals = 0;
  for (const page of pages)
    page.onMessage((message, at) => {
      if (message.type !== 'collaboration:comment-added') return;
      const sent = sentAt.get((message.comment as { message: string }).message);
      if (sent !== undefined) delays.push(at - sent);
      arrivals += 1;
    });
  const posts: number[] = [];
  for (let n = 0; n < COMMENTS; n++) {
    const message = `Comment ${n}`;
    const started = performance.now();
    sentAt.set(message, started);
    await post(people[0]!.session, `/api/v1/decks/${deckId}/comments`, { comment: { message, slide_hash: 'intro' } });
    posts.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, COMMENT_GAP_MS));
  }
  const deadline = Date.now() + 10_000;
  while (arrivals < COMMENTS * REVIEW_PAGES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const page of pages) page.close();
  return {
    delays: delays.sort((a, b) => a - b),
    posts: posts.sort((a, b) => a - b),
    missed: COMMENTS * REVIEW_PAGES - arrivals,
  };
}

export async function run() {
  const server = fork(new URL('./live-server.ts', import.meta.url), ['lectern'], { execArgv: ['--import', 'tsx'] });
  const { url } = ((await once(server, 'message')) as [Extract<LiveServerAnswer, { url: string }>])[0];
  try {
    const owner = new Session(url);
    const other = new Session(url);
    await owner.signUp('benchowner');
    await other.signUp('benchcollaborator');
    const { deckId, ownerId, otherId } = await collaborativeDeck(owner, other, 'benchcollaborator');
    const people = [
      { session: owner, id: ownerId },
      { session: other, id: otherId },
    ];
    const handover = await handovers(url, people, deckId);
    const fanout = await commentFanout(url, people, deckId);
    report({
      handover_count: handover.length,
      handover_ms_p50: percentile(handover, 50),
      handover_ms_p99: percentile(handover, 99),
      comment_fanout_pages: REVIEW_PAGES,
      [`comment_fanout_${REVIEW_PAGES}_p50_ms`]: percentile(fanout.delays, 50),
      [`comment_fanout_${REVIEW_PAGES}_p99_ms`]: percentile(fanout.delays, 99),
      comment_fanout_missed: fanout.missed,
      comment_post_p50_ms: percentile(fanout.posts, 50),
      // The share of a comment's delay that is its own POST: the rest is the bus, pub/sub and sockets.
      comment_fanout_p50_over_post_p50: percentile(fanout.delays, 50) / percentile(fanout.posts, 50),
    });
  } finally {
    server.send({ kind: 'close' });
    await once(server, 'exit');
  }
}
