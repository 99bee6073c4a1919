import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { fileSyncDecider } from '../deciders.js';
import type { FileSyncEvent } from './events.js';
import { evolveFileSync, initialFileSyncState } from './state.js';

const given = deciderSpec(fileSyncDecider);
const connected = (connectionId: string): Extract<FileSyncEvent, { type: 'FileSyncConnected' }> => ({
  type: 'FileSyncConnected',
  data: {
    provider: 'dropbox',
    connectionId,
    accountId: 'dbid:ada',
    credentials: `sealed-${connectionId}`,
    expiresAt: '2026-01-01T04:00:00.000Z',
    connectedAt: '2026-01-01T00:00:00.000Z',
  },
});
const refresh = (connectionId: string) => ({
  connectionId,
  credentials: 'sealed-refreshed',
  expiresAt: '2026-01-01T08:00:00.000Z',
  refreshedAt: '2026-01-01T04:00:01.000Z',
});
const at = '2026-01-02T00:00:00.000Z';

describe('not connected', () => {
  it('connects', () =>
    given([])
      .when({ type: 'ConnectFileSync', data: connected('c1').data })
      .then([connected('c1')]));
  it('has no tokens to refresh', () =>
    given([])
      .when({ type: 'RecordTokenRefresh', data: refresh('c1') })
      .then([]));
  it('has nothing to disconnect', () =>
    given([])
      .when({ type: 'DisconnectFileSync', data: { connectionId: null, reason: 'disconnected', at } })
      .then([]));
});

describe('connected', () => {
  it('records refreshed tokens of its connection only', () => {
    given([connected('c1')])
      .when({ type: 'RecordTokenRefresh', data: refresh('c1') })
      .then([{ type: 'FileSyncTokensRefreshed', data: refresh('c1') }]);
    given([connected('c1')])
      .when({ type: 'RecordTokenRefresh', data: refresh('c0') })
      .then([]);
  });
  it('is disconnected by its person', () =>
    given([connected('c1')])
      .when({ type: 'DisconnectFileSync', data: { connectionId: null, reason: 'disconnected', at } })
      .then([{ type: 'FileSyncDisconnected', data: { connectionId: 'c1', reason: 'disconnected', at } }]));
  it('ends when the provider revokes it, unless another connection replaced it', () => {
    given([connected('c1')])
      .when({ type: 'DisconnectFileSync', data: { connectionId: 'c1', reason: 'revoked', at } })
      .then([{ type: 'FileSyncDisconnected', data: { connectionId: 'c1', reason: 'revoked', at } }]);
    given([connected('c0'), connected('c1')])
      .when({ type: 'DisconnectFileSync', data: { connectionId: 'c0', reason: 'revoked', at } })
      .then([]);
  });
  it('is replaced by a new connection', () =>
    given([connected('c1')])
      .when({ type: 'ConnectFileSync', data: connected('c2').data })
      .then([connected('c2')]));
});

describe('the state', () => {
  it('keeps the refreshed tokens, and forgets them once disconnected', () => {
    const refreshed = [connected('c1'), { type: 'FileSyncTokensRefreshed', data: refresh('c1') } as const].reduce(
      evolveFileSync,
      initialFileSyncState,
    );
    expect(refreshed.connection).toMatchObject({ credentials: 'sealed-refreshed', expiresAt: refresh('c1').expiresAt });
    const ended = evolveFileSync(refreshed, {
      type: 'FileSyncDisconnected',
      data: { connectionId: 'c1', reason: 'revoked', at },
    });
    expect(ended).toEqual({ connection: null, ended: { reason: 'revoked', at } });
  });
});
