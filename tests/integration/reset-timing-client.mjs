// The client of the password reset timing test, on a thread of its own: it sends a reset, then the
// next requests while the server (on the test's main thread) may still be busy with that reset, as
// a client in another process does. Plain JavaScript: a worker thread loads it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as pause } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';

/** @type {{ baseUrl: string; samples: number; requestsAfter: number; idleMs: number; accounts: number; accountPrefix: string }} */
const { baseUrl, samples, requestsAfter, idleMs, accounts, accountPrefix } = workerData;

let addresses = 0;

/** A browser-like session from an address of its own (per-address limits never stop a sample). */
async function session() {
  addresses += 1;
  const jar = new Map();
  const address = `10.231.${(addresses >> 8) & 255}.${addresses & 255}`;
  const send = async (method, path, body, token) => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'x-forwarded-for': address,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/json', 'x-csrf-token': token } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
  const { token } = await (await send('GET', '/api/v1/csrf')).json();
  return {
    get: (path) => send('GET', path),
    post: async (path, body) => {
      const answer = await send('POST', path, body, token);
      await answer.text();
      return answer.status;
    },
  };
}

const reader = await session();
const signedUp = await reader.post('/api/v1/users', {
  user: { username: 'timingreader', email: 'timingreader@example.com', password: 'a-good-password' },
});
if (signedUp !== 201) throw new Error(`the reader's sign-up answered ${signedUp}`);

/** Milliseconds `send` takes to be answered, body and all. */
async function timed(send) {
  const start = performance.now();
  const answer = await send();
  return { answer, ms: performance.now() - start };
}

// One pair per sample: a reset of a known and of an unknown address, in turns first, each reset
// and the reader's requests after it timed.
const pairs = [];
for (let sample = 0; sample < samples; sample++) {
  const pair = {};
  for (const kind of sample % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known']) {
    const email = kind === 'known' ? `${accountPrefix}${sample % accounts}@example.com` : `nobody${sample}@example.com`;
    const resetter = await session();
    const reset = await timed(() => resetter.post('/api/v1/password', { user: { email } }));
    if (reset.answer !== 202) throw new Error(`a reset answered ${reset.answer}`);
    const after = await timed(async () => {
      const statuses = [];
      for (let n = 0; n < requestsAfter; n++) statuses.push(await (await reader.get('/api/v1/status')).json());
      return statuses;
    });
    if (!after.answer.every((status) => status.user_signed_in)) throw new Error('the reader is not signed in');
    pair[kind] = { reset: reset.ms, after: after.ms };
    await pause(idleMs);
  }
  pairs.push(pair);
}
parentPort.postMessage(pairs);
