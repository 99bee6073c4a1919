import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_ACCESS_CHANGED, liveChannel } from '@lectern/live-streams';
import { createInProcessPubSub } from '@lectern/pubsub';
import { waitUntil } from '@lectern/testing';
import { createLiveRooms } from './rooms.js';

/** A socket that records what it is sent, with a send queue of the size it is given. */
const fakeSocket = (bufferedAmount = 0) => {
  const sent: unknown[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount,
    terminated: false,
    send: (data: unknown) => void sent.push(data),
    terminate() {
      socket.terminated = true;
      socket.readyState = 3;
    },
  };
  return { socket, sent, ws: socket as unknown as WebSocket };
};

describe('live rooms', () => {
  it('send one buffer, made once, to every admitted socket, and nothing to a pending one', async () => {
    const pubsub = createInProcessPubSub();
    const rooms = createLiveRooms(pubsub);
    const [a, b, pending] = [fakeSocket(), fakeSocket(), fakeSocket()];
    for (const { ws } of [a, b, pending]) await rooms.join('deck', ws);
    rooms.admit('deck', a.ws, 'viewer');
    rooms.admit('deck', b.ws, 'viewer');
    await pubsub.publish(liveChannel('deck'), '{"type":"live:state","deck_id":"deck","state":"{}"}');
    await waitUntil(() => a.sent.length === 1 && b.sent.length === 1);
    expect(a.sent[0]).toBeInstanceOf(Buffer);
    expect(a.sent[0]).toBe(b.sent[0]);
    expect(pending.sent).toEqual([]);
  });

  it('report a state that arrived after a join mark, so a join racing a publish starts from it', async () => {
    const pubsub = createInProcessPubSub();
    const rooms = createLiveRooms(pubsub);
    const viewer = fakeSocket();
    const mark = await rooms.join('deck', viewer.ws);
    expect(rooms.latestSince('deck', 'state', mark)).toBeNull();
    const text = '{"type":"live:state","deck_id":"deck","state":"{\\"indexh\\":1}"}';
    await pubsub.publish(liveChannel('deck'), text);
    await waitUntil(() => rooms.latestSince('deck', 'state', mark) !== null);
    expect(rooms.latestSince('deck', 'state', mark)).toBe(text);
    rooms.leave('deck', viewer.ws);
    expect(rooms.followers('deck')).toBe(0);
  });

  it('forget the open access answer once who may see the deck changed, and tell the sockets nothing', async () => {
    const pubsub = createInProcessPubSub();
    const rooms = createLiveRooms(pubsub);
    const viewer = fakeSocket();
    await rooms.join('deck', viewer.ws);
    rooms.admit('deck', viewer.ws, 'viewer');
    rooms.rememberOpenAccess('deck', {
      at: Date.now(),
      mark: 0,
      answer: Promise.resolve({ ok: false, reason: 'forbidden' }),
    });
    await pubsub.publish(liveChannel('deck'), LIVE_ACCESS_CHANGED);
    await waitUntil(() => rooms.openAccess('deck') === undefined);
    expect(viewer.sent).toEqual([]);
  });
});
