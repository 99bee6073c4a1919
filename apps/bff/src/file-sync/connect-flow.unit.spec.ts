import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONNECT_FLOW_TTL_MS } from './constants.js';
import { connectFlows } from './connect-flow.js';

const flows = connectFlows('a-session-secret-of-at-least-thirty-two-characters');

describe('the state of a Dropbox connection', () => {
  it('comes back to the session that started it, with the same PKCE pair', () => {
    const started = flows.start('session-a');
    expect(started.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    expect(started.codeChallenge).toBe(createHash('sha256').update(started.codeVerifier).digest('base64url'));
    expect(flows.resume('session-a', started.state)).toEqual(started);
  });

  it('is refused in another session, once changed, and once expired', () => {
    const now = Date.now();
    const started = flows.start('session-a', now);
    expect(flows.resume('session-b', started.state, now)).toBeNull();
    expect(flows.resume('session-a', `${started.state}x`, now)).toBeNull();
    expect(flows.resume('session-a', started.state, now + CONNECT_FLOW_TTL_MS)).toBeNull();
  });

  it('differs each time', () => {
    expect(flows.start('session-a').state).not.toBe(flows.start('session-a').state);
  });
});
