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
import type { SharedDocs } from './together/shared-docs.js';
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

/** The close code of a socket whose person may no longer collaborate on its deck. */
export const REVOKED_CLOSE_CODE = 4403;

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
  /** The shared documents of decks edited together (decision 0066). */
  together: SharedDocs;
  logger: Logger;
  now?: () => number;
}) {
  const { rooms, presence, askAccess, together, logger } = deps;
  const now = deps.now ?? Date.now;
  const members = new Map<WebSocket, Member>();
  const requests = new WeakMap<WebSocket, IncomingMessage>();
  /** Each socket's work (its messages, the rechecks of its access), done one after another. */
  const queues = new WeakMap<WebSocket, (work: () => Promise<void>) => void>();
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
    await together.leave(socket);
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
    if (access.editTogether) await together.join(socket, deckId, { userId, canEdit: access.canEdit });
  }

  /** A binary frame: the shared document's sync or awareness, for a socket that joined it. */
  function onFrame(socket: WebSocket, data: Uint8Array) {
    if (!members.has(socket)) return refuse(socket, 'not_subscribed');
    if (!together.joined(socket)) return refuse(socket, 'invalid');
    const refused = together.receive(socket, data);
    if (refused) refuse(socket, refused);
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
      // A subscribe is done before its first slide change, and a switch of 'Edit together' before the next.
      let handled = Promise.resolve();
      const queue = (work: () => Promise<void>) => {
        handled = handled.then(work).catch((err: unknown) => {
          logger.warn({ err }, 'editor message failed');
          refuse(socket, 'unavailable');
        });
      };
      queues.set(socket, queue);
      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          const frame = new Uint8Array(data as Buffer);
          return queue(async () => onFrame(socket, frame));
        }
        const text = data.toString();
        queue(async () => onMessage(socket, text));
      });
      socket.on('close', () => queue(() => leave(socket)));
    },

    /**
     * A collaborator was removed: their sockets leave the deck (after the message that says so); a
     * socket of a deck edited together is closed at once, so it can write nothing more.
     */
    evict(deckId: string, userId: string) {
      for (const socket of rooms.sockets(deckId))
        if (members.get(socket)?.userId !== userId) continue;
        else if (!together.joined(socket)) void expel(socket, 'forbidden');
        else {
          together.allow(socket, false);
          refuse(socket, 'forbidden');
          socket.close(REVOKED_CLOSE_CODE, 'forbidden');
        }
    },

    /**
     * The deck changed who may see it, a role, or whether it is edited together: every socket's
     * access is asked again; those refused leave, the others may edit as their role says and
     * join or leave the shared document (leaving appends and compacts what they edited). The answer
     * shows the log up to `after`, the event that changed the access, not an older state of it.
     */
    recheck(deckId: string, after: number) {
      for (const socket of rooms.sockets(deckId)) {
        queues.get(socket)?.(async () => {
          const member = members.get(socket);
          if (!member || member.deckId !== deckId) return;
          const credentials = { cookie: requests.get(socket)?.headers.cookie, token: member.token };
          const access = await askAccess(deckId, credentials, { after });
          if (members.get(socket) !== member) return;
          if (!access.ok) {
            if (access.reason === 'unavailable') logger.warn({ deckId }, 'editor access not rechecked');
            else await expel(socket, access.reason);
            return;
          }
          together.allow(socket, access.canEdit);
          if (access.editTogether && !together.joined(socket))
            await together.join(socket, deckId, { userId: member.userId, canEdit: access.canEdit });
          if (!access.editTogether && together.joined(socket)) await together.leave(socket);
        });
      }
    },

    async stop() {
      for (const socket of [...members.keys()]) await leave(socket);
    },
  };
}

export type EditorNamespace = ReturnType<typeof createEditorNamespace>;
