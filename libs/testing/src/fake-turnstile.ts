import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TurnstileVerification {
  secret: string;
  response: string;
  remoteip: string;
}

/**
 * The browser side of the widget, as Turnstile's `api.js?render=explicit` offers it:
 * `window.turnstile.render(container, { sitekey, callback })` draws the check and calls `callback`
 * with a token once the person ticks it; `reset(widgetId)` asks again. The tokens come with the
 * script (the page's own policy lets it reach nothing else).
 */
const widgetScript = (tokens: readonly string[]) => `(() => {
  const tokens = ${JSON.stringify(tokens)};
  const widgets = new Map();
  const draw = (id) => {
    const { container, options } = widgets.get(id);
    container.replaceChildren();
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.addEventListener('change', () => {
      if (box.checked) options.callback?.(tokens.shift());
    });
    label.append(box, ' Verify you are human');
    container.append(label);
  };
  window.turnstile = {
    render(container, options) {
      const id = String(widgets.size + 1);
      widgets.set(id, { container: typeof container === 'string' ? document.querySelector(container) : container, options });
      draw(id);
      return id;
    },
    reset(id) { draw(id); },
    remove(id) { widgets.get(id)?.container.replaceChildren(); widgets.delete(id); },
  };
})();`;

/**
 * A local stand-in for Cloudflare Turnstile speaking its formats: the widget script, and
 * `POST /turnstile/v0/siteverify` taking a form of `secret`, `response` and `remoteip` and answering
 * `{ success, "error-codes" }`. Tokens are the ones its widget handed out, each good once; a wrong
 * secret is `invalid-input-secret`. `outage()` makes siteverify answer 500 from then on.
 */
export async function startFakeTurnstile(options: { secretKey: string }) {
  const issued = new Set<string>();
  const spent = new Set<string>();
  const issue = () => {
    const token = `0.${randomBytes(24).toString('base64url')}`;
    issued.add(token);
    return token;
  };
  const verifications: TurnstileVerification[] = [];
  let down = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://turnstile').pathname;
      if (path === '/turnstile/v0/api.js') {
        const tokens = Array.from({ length: 5 }, issue);
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(widgetScript(tokens));
        return;
      }
      if (path !== '/turnstile/v0/siteverify' || request.method !== 'POST') return void response.writeHead(404).end();
      if (down) return void response.writeHead(500).end();
      const form = Object.fromEntries(new URLSearchParams(body)) as unknown as TurnstileVerification;
      verifications.push(form);
      const answer = (success: boolean, codes: string[]) =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success, 'error-codes': codes, ...(success ? { hostname: 'lectern.test' } : {}) }));
      if (form.secret !== options.secretKey) return answer(false, ['invalid-input-secret']);
      if (!form.response) return answer(false, ['missing-input-response']);
      if (spent.has(form.response)) return answer(false, ['timeout-or-duplicate']);
      if (!issued.delete(form.response)) return answer(false, ['invalid-input-response']);
      spent.add(form.response);
      answer(true, []);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    scriptUrl: `${url}/turnstile/v0/api.js?render=explicit`,
    verifyUrl: `${url}/turnstile/v0/siteverify`,
    /** A token its widget would hand out, for requests made without a browser. */
    issueToken: issue,
    verifications,
    outage: () => void (down = true),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
