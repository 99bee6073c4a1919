import type { FastifyRequest } from 'fastify';
import { findDeckByAddress, findUserByUsername, type DeckRow, type UserRow } from '@lectern/read-models';

export interface DeckAtAddress {
  owner: UserRow | undefined;
  /** By its current slug, an old slug or its id (the caller tells them apart). */
  deck: DeckRow | undefined;
}

const read = new WeakMap<FastifyRequest, Map<string, Promise<DeckAtAddress>>>();

/**
 * The owner and the deck a page address (`/{username}/{slugOrId}/…`) names, read once per
 * request: the page's presenter-link check, its scripts and its painting all ask.
 */
export function deckAtAddress(request: FastifyRequest, username: string, slugOrId: string): Promise<DeckAtAddress> {
  const answers = read.get(request) ?? new Map<string, Promise<DeckAtAddress>>();
  read.set(request, answers);
  const key = `${username}/${slugOrId}`;
  let answer = answers.get(key);
  if (!answer) {
    const readModels = request.server.readModels;
    answer = findUserByUsername(readModels, username).then(async (owner) => ({
      owner,
      deck: owner ? await findDeckByAddress(readModels, owner.id, slugOrId) : undefined,
    }));
    answers.set(key, answer);
  }
  return answer;
}
