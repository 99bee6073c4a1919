import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import {
  editorClientMessage,
  type EditorClientMessage,
  type EditorErrorReason,
  type EditorServerMessage,
} from '@lectern/contracts';
import type { PresenceBoard } from '@lectern/pubsub';
import type { Logger } from '@lectern/service-kit';
import type { AskCollaborationAccess } from './collaboration-access.js';
import type { EditorRooms } from './rooms.js';
import { userStates } from './user-states.js';

interface Member {
  deckId: string;
  userId: string;
  connectionId: string;
  status: 'viewing' | 'idle';
  slideId: string | null;
  token?: string;
  /** When this socket last said its user types, to pass on at most one such signal a second. */
  typedAt: number;
}

/** Clients say someone types every 5 s (spec/001 §9); more often than this is dropped, not fanned out. */
export const TYPING_SIGNAL_MIN_GAP_MS = 1000;

/**
 * The editor namespace (spec/001 §7): a socket of an editor or review page subscribes to a
 * collaborative deck; its presence (viewing or idle, its slide) is announced to every process, its
 * typing broadcast to the deck's users, and it receives every collaboration message of the deck.
 */
export function createEditorNamespace(deps: {
  rooms: EditorRooms;
  presence: PresenceBoard;
  askAccess: AskCollaborationAccess;
  logger: Logger;
  now?: () => number;
}) {
  const { rooms, presence, askAccess, logger } = deps;
  const now = deps.now ?? Date.now;
  const members = new Map<WebSocket, Member>();
  const requests = new WeakMap<WebSocket, IncomingMessage>();
  const send = (socket: WebSocket, message: EditorServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = (socket: WebSocket, reason: EditorErrorReason) => send(socket, { type: 'error', reason });

  /** Tells the deck's users where `userId` is now, over all their pages. */
  async function announce(deckId: string, userId: string) {
    const state = userStates(presence.inDeck(deckId)).find((user) => user.user_id === userId);
    await rooms.publish(deckId, {
      message: {
        type: 'collaboration:presence-changed',
        user_id: userId,
        status: state?.status ?? 'disconnected',
        slide_id: state?.slide_id ?? null,
      },
    });
  }

  async function leave(socket: WebSocket) {
    const member = members.get(socket);
    if (!member) return;
    members.delete(socket);
    rooms.leave(member.deckId, socket);
    await presence.remove(member.connectionId);
    await announce(member.deckId, member.userId);
  }

  async function update(member: Member, change: Partial<Pick<Member, 'status' | 'slideId'>>) {
    Object.assign(member, change);
    const { connectionId, deckId, userId, status, slideId } = member;
    await presence.set({ connectionId, deckId, userId, status, slideId });
    await announce(deckId, userId);
  }

  async function subscribe(socket: WebSocket, message: Extract<EditorClientMessage, { type: 'subscribe' }>) {
    await leave(socket);
    const deckId = message.deck_id;
    const access = await askAccess(deckId, { cookie: requests.get(socket)?.headers.cookie, token: message.token });
    if (socket.readyState !== socket.OPEN) return;
    if (!access.ok) return refuse(socket, access.reason);
    // The spec's client names itself; it must be who its session says.
    if (message.user_id !== undefined && message.user_id !== access.userId) return refuse(socket, 'forbidden');
    const member: Member = {
      deckId,
      userId: access.userId,
      connectionId: randomUUID(),
      status: 'viewing',
      slideId: message.slide_id ?? null,
      token: message.token,
      typedAt: -Infinity,
    };
    members.set(socket, member);
    await rooms.join(deckId, socket);
    const { connectionId, userId, status, slideId } = member;
    await presence.set({ connectionId, deckId, userId, status, slideId });
    send(socket, { type: 'subscribed', deck_id: deckId, user_id: userId, users: userStates(presence.inDeck(deckId)) });
    await announce(deckId, userId);
  }

  async function onMessage(socket: WebSocket, text: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse(socket, 'invalid');
    }
    const result = editorClientMessage.safeParse(parsed);
    if (!result.success) return refuse(socket, 'invalid');
    const message = result.data;
    if (message.type === 'subscribe') return subscribe(socket, message);
    const member = members.get(socket);
    if (!member) return refuse(socket, 'not_subscribed');
    switch (message.type) {
      case 'slide-change':
        return update(member, { slideId: message.slide_id });
      case 'active':
        return update(member, { status: 'viewing' });
      case 'idle':
        return update(member, { status: 'idle' });
      case 'broadcast': {
        const typing = message.message.type === 'collaboration:user-typing';
        if (typing && now() - member.typedAt < TYPING_SIGNAL_MIN_GAP_MS) return;
        if (typing) member.typedAt = now();
        return rooms.publish(member.deckId, { message: { type: message.message.type, user_id: member.userId } });
      }
      case 'broadcast-all-user-states':
        return send(socket, { type: 'user-states', users: userStates(presence.inDeck(member.deckId)) });
      default: {
        const unexpected: never = message;
        return unexpected;
      }
    }
  }

  /** Leaves the deck, telling the socket why; its page decides what to show. */
  async function expel(socket: WebSocket, reason: EditorErrorReason) {
    await leave(socket);
    refuse(socket, reason);
  }

  return {
    /** Wires a new socket of /realtime/editor into the namespace. */
    accept(socket: WebSocket, request: IncomingMessage) {
      requests.set(socket, request);
      // One socket's messages are handled one after another, so a subscribe is done before its first slide change.
      let handled = Promise.resolve();
      const queue = (work: () => Promise<void>) => {
        handled = handled.then(work).catch((err: unknown) => {
          logger.warn({ err }, 'editor message failed');
          refuse(socket, 'unavailable');
        });
      };
      socket.on('message', (data, isBinary) => {
        const text = isBinary ? null : data.toString();
        queue(async () => (text === null ? refuse(socket, 'invalid') : onMessage(socket, text)));
      });
      socket.on('close', () => queue(() => leave(socket)));
    },

    /** A collaborator was removed: their sockets leave the deck (after the message that says so). */
    evict(deckId: string, userId: string) {
      for (const socket of rooms.sockets(deckId))
        if (members.get(socket)?.userId === userId) void expel(socket, 'forbidden');
    },

    /** The deck changed who may see it: every socket's access is asked again, and those refused leave. */
    recheck(deckId: string) {
      for (const socket of rooms.sockets(deckId)) {
        const member = members.get(socket);
        if (!member) continue;
        void askAccess(deckId, { cookie: requests.get(socket)?.headers.cookie, token: member.token }).then((access) =>
          access.ok || access.reason === 'unavailable' ? undefined : expel(socket, access.reason),
        );
      }
    },

    async stop() {
      for (const socket of [...members.keys()]) await leave(socket);
    },
  };
}

export type EditorNamespace = ReturnType<typeof createEditorNamespace>;
