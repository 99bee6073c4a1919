import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { MARKUP_MAX_DEPTH, MARKUP_MAX_ELEMENTS, markupLimitProblem } from '@lectern/deck-format';
import { sanitizeDeckMarkup } from '@lectern/deck-format/sanitize';
import { availableDatabaseKinds, type TestDatabaseKind } from '@lectern/testing';
import type { ServerAnswer, ServerRequest } from './api-server.js';
import {
  combine,
  cpuPerOperation,
  measure,
  measureWithCpu,
  percentile,
  report,
  reportLoad,
  reportMarked,
  type Measured,
} from './stats.js';
import { statementsPerRequest } from './statements.js';

const CONNECTIONS = 16;
const READS = Number(process.env.BENCH_API_READS ?? 300);
const SAVES = Number(process.env.BENCH_API_SAVES ?? 60);
/**
 * Each figure is measured in this many rounds, the kinds of request taking turns, so that a
 * shared machine's load changing during the run weighs on every figure of a ratio alike.
 */
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 4);
const MB = 1_000_000;
/** Connections saving hostile markup while /healthz is polled, and saves each. */
const HOSTILE_CONNECTIONS = 4;
const HOSTILE_SAVES = Number(process.env.BENCH_API_HOSTILE_SAVES ?? 4);

/** One signed-in person over HTTP with a cookie jar and the session's CSRF token. */
export class Session {
  static #addresses = 0;
  #cookies = new Map<string, string>();
  #token = '';
  /** The person's own address (the server trusts X-Forwarded-For as behind a proxy), for rate limits. */
  readonly #address = `10.77.${Math.floor(Session.#addresses / 250)}.${(Session.#addresses++ % 250) + 1}`;
  constructor(private readonly baseUrl: string) {}

  async send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': this.#address };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers['x-csrf-token'] = this.#token;
    if (this.cookie) headers['cookie'] = this.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [name, value] = header.split(';')[0]!.split('=') as [string, string];
      this.#cookies.set(name, value);
    }
    return response;
  }

  /** The Cookie header the person's requests carry (to open a socket as them). */
  get cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async refreshToken() {
    this.#token = ((await (await this.send('GET', '/api/v1/csrf')).json()) as { token: string }).token;
  }

  async signUp(username: string) {
    await this.refreshToken();
    const response = await this.send('POST', '/api/v1/users', {
      user: { username, email: `${username}@example.com`, password: 'secret-password' },
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
    await this.refreshToken();
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}

const rep = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** A slide as the editor writes it: a text block with headings, marks and a link. */
const REAL_SLIDE =
  '<section data-id="s1"><div class="sl-block" data-block-type="text" data-block-id="b1" style="width:800px;left:80px;top:120px;height:auto"><div class="sl-block-content" data-placeholder-tag="h1" style="z-index:10"><h1>Quarterly review</h1><p>Some <strong>bold</strong> words, a <a href="https://example.org">link</a> and <em>more</em>.</p></div></div></section>\n';

/** The worst shapes for a parser and a cleaner: unclosed, nested to the limit, many attributes, unclosed paragraphs. */
const HOSTILE_SHAPES = {
  unclosed: `<section>${'<div>'.repeat(MB / 5)}`,
  nestedToLimit: rep(`<section>${'<div>'.repeat(62)}x${'</div>'.repeat(62)}</section>`, MB),
  manyAttributes: rep(
    `<section><p ${Array.from({ length: 60 }, (_, i) => `data-a${i}="v"`).join(' ')}>x</p></section>`,
    MB,
  ),
  unclosedParagraphs: rep('<section><p>x<p>y<span>z', MB),
};

/** Slides nested to the depth limit, as many as the element limit allows (about 600 KB): saved. */
const NESTED_AT_LIMITS =
  `<section>${'<div>'.repeat(MARKUP_MAX_DEPTH - 2)}x${'</div>'.repeat(MARKUP_MAX_DEPTH - 2)}</section>`.repeat(
    Math.floor(MARKUP_MAX_ELEMENTS / (MARKUP_MAX_DEPTH - 1)),
  );

/** What a content save spends on markup: the limit scan, then cleaning when it is within them. */
function cleaningMs(markup: string, rounds = 3): number {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    if (markupLimitProblem(markup) === null) sanitizeDeckMarkup(markup);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * `/healthz` polled one request at a time (10 ms apart) while connections save the worst
 * shapes within the limits (1 MB of elements with 60 attributes each, slides nested to the
 * depth limit up to the element limit); answers the polls' latencies.
 */
async function healthzUnderHostileSaves(url: string, sessions: Session[], decks: { id: string; version: number }[]) {
  const shapes = [HOSTILE_SHAPES.manyAttributes, NESTED_AT_LIMITS];
  const versions = decks.map((deck) => deck.version);
  let saving = true;
  let failed = 0;
  const latencies: number[] = [];
  const polls = (async () => {
    while (saving) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/healthz`);
        await response.text();
        if (response.ok) latencies.push(performance.now() - started);
        else failed++;
      } catch {
        // A connection reset or refused while the server is held up: a poll not answered.
        failed++;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const saves = await measure(HOSTILE_CONNECTIONS, HOSTILE_SAVES, async (worker, i) => {
    const response = await sessions[worker]!.send('PUT', `/api/v1/decks/${decks[worker]!.id}`, {
      deck: { data: shapes[(worker + i) % shapes.length], version: versions[worker] },
    });
    if (!response.ok) throw new Error(`hostile save: ${response.status} ${await response.text()}`);
    versions[worker] = ((await response.json()) as { deck: { version: number } }).deck.version;
  });
  saving = false;
  await polls;
  latencies.sort((a, b) => a - b);
  return {
    saves,
    polls: latencies.length,
    failed,
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
  };
}

/** The BFF in a process of its own (`bench/api-server.ts`), and a way to ask it things. */
async function startServer(kind: TestDatabaseKind) {
  const child: ChildProcess = fork(new URL('./api-server.ts', import.meta.url), [kind], {
    // e.g. BENCH_API_SERVER_NODE_ARGS=--cpu-prof to profile the server alone.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_API_SERVER_NODE_ARGS?.split(' ') ?? [])],
  });
  const next = async () => ((await once(child, 'message')) as [ServerAnswer])[0];
  const { url } = (await next()) as { url: string };
  return {
    url,
    pid: child.pid!,
    /** The store's single-event append rate, measured inside the server's process. */
    async appends(perConnection: number) {
      child.send({
        kind: 'appends',
        connections: CONNECTIONS,
        perConnection,
        data: REAL_SLIDE,
      } satisfies ServerRequest);
      return ((await next()) as { append: Measured }).append;
    },
    async close() {
      child.send({ kind: 'close' } satisfies ServerRequest);
      await once(child, 'exit');
    },
  };
}

async function benchKind(kind: TestDatabaseKind, startLoad: number) {
  const server = await startServer(kind);
  const { url } = server;
  try {
    const sessions = await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        const session = new Session(url);
        await session.signUp(`bench${worker}${kind.slice(0, 2)}`);
        return session;
      }),
    );
    const decks = await Promise.all(
      sessions.map(
        async (session) =>
          (await session.json<{ deck: { id: string; version: number } }>('POST', '/api/v1/decks', { deck: {} })).deck,
      ),
    );
    const versions = decks.map((deck) => deck.version);
    const save = async (worker: number, i: number) => {
      const saved = await sessions[worker]!.json<{ deck: { version: number } }>(
        'PUT',
        `/api/v1/decks/${decks[worker]!.id}`,
        {
          deck: { data: REAL_SLIDE.repeat(1 + (i % 4)), version: versions[worker] },
        },
      );
      versions[worker] = saved.deck.version;
    };
    const status = (worker: number) => sessions[worker]!.json('GET', '/api/v1/status');
    const readDeck = (worker: number) =>
      sessions[worker]!.json('GET', `/api/v1/decks/${decks[(worker + 1) % CONNECTIONS]!.id}`);
    // Visitors without an account reading the public decks (every bench deck is public).
    const visitors = Array.from({ length: CONNECTIONS }, () => new Session(url));
    const readPublicDeck = (worker: number) =>
      visitors[worker]!.json('GET', `/api/v1/decks/${decks[(worker + 2) % CONNECTIONS]!.id}`);

    // Warm up connections, plans and the JIT.
    await measure(CONNECTIONS, 20, async (worker) => void (await status(worker)));
    await measure(CONNECTIONS, 20, async (worker) => void (await readDeck(worker)));
    await measure(CONNECTIONS, 20, async (worker) => void (await readPublicDeck(worker)));
    await measure(CONNECTIONS, 5, save);

    const rounds = {
      status: [] as Awaited<ReturnType<typeof withCpu>>[],
      read: [] as Measured[],
      publicRead: [] as Awaited<ReturnType<typeof withCpu>>[],
      save: [] as Awaited<ReturnType<typeof withCpu>>[],
      append: [] as Measured[],
    };
    const withCpu = (stretch: () => Promise<Measured>) => measureWithCpu(server.pid, stretch);
    for (let round = 0; round < ROUNDS; round++) {
      const reads = Math.ceil(READS / ROUNDS);
      rounds.status.push(
        await withCpu(() => measure(CONNECTIONS, reads, async (worker) => void (await status(worker)))),
      );
      rounds.read.push(await measure(CONNECTIONS, reads, async (worker) => void (await readDeck(worker))));
      rounds.publicRead.push(
        await withCpu(() => measure(CONNECTIONS, reads, async (worker) => void (await readPublicDeck(worker)))),
      );
      rounds.save.push(await withCpu(() => measure(CONNECTIONS, Math.ceil(SAVES / ROUNDS), save)));
      rounds.append.push(await server.appends(Math.ceil(SAVES / ROUNDS)));
    }
    const statusCpu = cpuPerOperation(rounds.status);
    const publicReadCpu = cpuPerOperation(rounds.publicRead);
    const saveCpu = cpuPerOperation(rounds.save);
    const statusRate = combine(rounds.status);
    const readRate = combine(rounds.read);
    const publicReadRate = combine(rounds.publicRead);
    const saveRate = combine(rounds.save);
    const appendRate = combine(rounds.append);
    const hostile = await healthzUnderHostileSaves(
      url,
      sessions,
      decks.map((deck, worker) => ({ ...deck, version: versions[worker]! })),
    );
    const prefix = kind === 'postgres' ? 'pg_' : '';
    const statements = await statementsPerRequest(kind, REAL_SLIDE);
    reportMarked(
      {
        [`${prefix}api_status_per_s`]: statusRate.perSecond,
        [`${prefix}api_status_p99_ms`]: statusRate.p99,
        [`${prefix}api_read_deck_per_s`]: readRate.perSecond,
        [`${prefix}api_read_deck_vs_status_ratio`]: readRate.perSecond / statusRate.perSecond,
        [`${prefix}api_read_public_deck_per_s`]: publicReadRate.perSecond,
        [`${prefix}api_read_public_deck_vs_status_ratio`]: publicReadRate.perSecond / statusRate.perSecond,
        [`${prefix}api_save_per_s`]: saveRate.perSecond,
        [`${prefix}api_save_vs_status_ratio`]: saveRate.perSecond / statusRate.perSecond,
        [`${prefix}api_save_p50_ms`]: saveRate.p50,
        [`${prefix}api_save_p99_ms`]: saveRate.p99,
        [`${prefix}api_save_p99_vs_status_p99_ratio`]: saveRate.p99 / statusRate.p99,
        [`${prefix}store_append_per_s`]: appendRate.perSecond,
        [`${prefix}api_save_vs_store_append_ratio`]: saveRate.perSecond / appendRate.perSecond,
        [`${prefix}api_hostile_save_p50_ms`]: hostile.saves.p50,
        [`${prefix}healthz_polls_under_hostile_saves`]: hostile.polls,
        [`${prefix}healthz_failed_polls_under_hostile_saves`]: hostile.failed,
        [`${prefix}healthz_under_hostile_saves_p99_ms`]: hostile.p99,
        [`${prefix}healthz_under_hostile_saves_max_ms`]: hostile.max,
      },
      startLoad,
    );
    // CPU per request (server and client processes, every thread) hardly moves with the machine's
    // load: the ratios below are the rates a machine doing only this would reach.
    report({
      [`${prefix}api_status_cpu_ms`]: statusCpu.total,
      [`${prefix}api_status_server_cpu_ms`]: statusCpu.server,
      [`${prefix}api_read_public_deck_cpu_ms`]: publicReadCpu.total,
      [`${prefix}api_save_cpu_ms`]: saveCpu.total,
      [`${prefix}api_save_server_cpu_ms`]: saveCpu.server,
      [`${prefix}api_save_vs_status_cpu_ratio`]: statusCpu.total / saveCpu.total,
      [`${prefix}api_read_public_deck_vs_status_cpu_ratio`]: statusCpu.total / publicReadCpu.total,
      [`${prefix}api_statements_per_save`]: statements.save,
      [`${prefix}api_statements_per_save_with_read_models`]: statements.saveWithReadModels,
      [`${prefix}api_statements_per_public_read`]: statements.publicRead,
      [`${prefix}api_statements_per_status`]: statements.status,
    });
  } finally {
    await server.close();
  }
}

export async function run() {
  const real = rep(REAL_SLIDE, MB);
  const realMs = cleaningMs(real);
  const hostile = Object.fromEntries(
    Object.entries(HOSTILE_SHAPES).map(([name, markup]) => [name, cleaningMs(markup)]),
  );
  const worst = Math.max(...Object.values(hostile));
  report({
    sanitize_real_1mb_ms: realMs,
    ...Object.fromEntries(Object.entries(hostile).map(([name, ms]) => [`sanitize_hostile_${name}_1mb_ms`, ms])),
    sanitize_hostile_1mb_ms: worst,
    sanitize_hostile_vs_real_ratio: worst / realMs,
  });
  const only = process.env.BENCH_API_KINDS?.split(',');
  for (const kind of availableDatabaseKinds())
    if (!only || only.includes(kind)) await benchKind(kind, reportLoad('start'));
  reportLoad('end');
}
