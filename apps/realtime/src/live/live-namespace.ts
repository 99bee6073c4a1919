import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import {
  liveClientMessage,
  type LiveErrorReason,
  type LiveServerMessage,
  type LiveSettings,
  type LiveSettingsMessage,
} from '@lectern/contracts';
import type { LiveStreams } from '@lectern/live-streams';
import type { Logger } from '@lectern/service-kit';
import type { LiveRooms } from './rooms.js';
import { createOpenAccess } from './open-access.js';
import type { AskStreamAccess } from './stream-access.js';

const settingsOf = ({ type: _type, ...settings }: LiveSettingsMessage): LiveSettings => settings;

interface Membership {
  deckId: string;
  role: 'publisher' | 'viewer';
}

/**
 * The live namespace (spec/001 §7): a socket subscribes to a deck as a viewer or as its publisher;
 * viewers get the current state at once and every change after it; a publisher's states are stored
 * and, with its pointer, timer and media messages, sent to every process following the deck.
 */
export function createLiveNamespace(deps: {
  rooms: LiveRooms;
  streams: LiveStreams;
  askAccess: AskStreamAccess;
  logger: Logger;
}) {
  const { rooms, streams, askAccess, logger } = deps;
  const openAccess = createOpenAccess(askAccess, rooms);
  const memberships = new WeakMap<WebSocket, Membership>();
  const send = (socket: WebSocket, message: LiveServerMessage) => socket.send(JSON.stringify(message));
  const refuse = (socket: WebSocket, reason: LiveErrorReason) => send(socket, { type: 'live:error', reason });

  function leave(socket: WebSocket) {
    const membership = memberships.get(socket);
    if (!membership) return;
    memberships.delete(socket);
    rooms.leave(membership.deckId, socket);
    // A publisher's last state is stored once it is gone: nobody else may know it.
    if (membership.role === 'publisher')
      void streams.flush(membership.deckId).catch((err: unknown) => logger.warn({ err }, 'live state not stored'));
  }

  async function subscribe(
    socket: WebSocket,
    request: IncomingMessage,
    message: { deck_id: string; publisher?: boolean; publisher_key?: string; token?: string },
  ) {
    leave(socket);
    const deckId = message.deck_id;
    // In the room (pending) before the state is read, so no publish falls between the two.
    const joined = await rooms.join(deckId, socket);
    // A viewer of a deck anyone may watch is let in on the shared answer; others are asked about.
    const open = message.publisher === true ? null : await openAccess(deckId);
    const access =
      open?.access ??
      (await askAccess(deckId, {
        cookie: request.headers.cookie,
        token: message.token,
        publisherKey: message.publisher_key,
      }));
    const mark = open ? open.mark : joined;
    if (socket.readyState !== socket.OPEN) return rooms.leave(deckId, socket);
    if (!access.ok || (message.publisher === true && !access.canPublish)) {
      rooms.leave(deckId, socket);
      return refuse(socket, access.ok ? 'forbidden' : access.reason);
    }
    const racedState = rooms.latestSince(deckId, 'state', mark);
    const racedSettings = rooms.latestSince(deckId, 'settings', mark);
    const state = racedState === null ? access.state : (JSON.parse(racedState) as { state: string }).state;
    const settings =
      racedSettings === null ? access.settings : settingsOf(JSON.parse(racedSettings) as LiveSettingsMessage);
    const role = message.publisher === true ? 'publisher' : 'viewer';
    memberships.set(socket, { deckId, role });
    send(socket, { type: 'live:subscribed', deck_id: deckId, role, state, settings });
    rooms.admit(deckId, socket, role);
  }

  async function onMessage(socket: WebSocket, request: IncomingMessage, text: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse(socket, 'invalid');
    }
    const result = liveClientMessage.safeParse(parsed);
    if (!result.success) return refuse(socket, 'invalid');
    const message = result.data;
    if (message.type === 'live:subscribe') return subscribe(socket, request, message);
    const membership = memberships.get(socket);
    if (!membership) return refuse(socket, 'not_subscribed');
    if (membership.role !== 'publisher') return refuse(socket, 'forbidden');
    if (message.type === 'live:state') return streams.publishState(membership.deckId, message.state);
    await streams.relay(membership.deckId, message);
  }

  return {
    /** Wires a new socket of /realtime into the namespace. */
    accept(socket: WebSocket, request: IncomingMessage) {
      // One socket's messages are handled one after another: a state waits for its write, and
      // the pointer moved after it must not overtake it.
      let handled = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        const text = isBinary ? null : data.toString();
        handled = handled
          .then(() => (text === null ? refuse(socket, 'invalid') : onMessage(socket, request, text)))
          .catch((err: unknown) => {
            logger.warn({ err }, 'live message failed');
            if (socket.readyState === socket.OPEN) refuse(socket, 'unavailable');
          });
      });
      socket.on('close', () => leave(socket));
    },
  };
}
