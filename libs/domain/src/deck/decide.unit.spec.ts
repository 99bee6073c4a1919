import { describe, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { decideDeck, DEFAULT_DECK_SETTINGS, evolveDeck, initialDeckState, type DeckEvent } from './index.js';

const given = deciderSpec({ decide: decideDeck, evolve: evolveDeck, initialState: initialDeckState });
const now = '2026-01-01T00:00:00.000Z';
const created: DeckEvent = {
  type: 'DeckCreated',
  data: {
    deckId: 'd1',
    ownerId: 'u1',
    title: 'Q3 review',
    slug: 'q3-review',
    description: '',
    visibility: 'all',
    settings: DEFAULT_DECK_SETTINGS,
    createdAt: now,
    forkedFrom: null,
  },
};
const trashed: DeckEvent = { type: 'DeckTrashed', data: { at: now } };

describe('deck decider', () => {
  describe('a deck a team manager keeps', () => {
    const transfer = { type: 'TransferDeck', data: { toUserId: 'u2', slug: 'q3-review-2' } } as const;
    it('moves to its new owner under the slug claimed for them', () =>
      given([created])
        .when(transfer)
        .then([{ type: 'DeckTransferred', data: { fromUserId: 'u1', toUserId: 'u2', slug: 'q3-review-2' } }]));
    it('moves from the trash too', () =>
      given([created, trashed])
        .when(transfer)
        .then([{ type: 'DeckTransferred', data: { fromUserId: 'u1', toUserId: 'u2', slug: 'q3-review-2' } }]));
    it('stays where it is with its owner', () =>
      given([created])
        .when({ type: 'TransferDeck', data: { toUserId: 'u1', slug: 'x' } })
        .then([]));
  });

  describe('no deck yet', () => {
    it('creates one', () => {
      const { createdAt, ...data } = created.type === 'DeckCreated' ? created.data : ({} as never);
      given([])
        .when({ type: 'CreateDeck', data: { ...data, now: createdAt } })
        .then([created]);
    });
    it('refuses an empty title', () =>
      given([])
        .when({
          type: 'CreateDeck',
          data: {
            deckId: 'd1',
            ownerId: 'u1',
            title: '  ',
            slug: 'x',
            description: '',
            visibility: 'all',
            settings: DEFAULT_DECK_SETTINGS,
            now,
            forkedFrom: null,
          },
        })
        .thenThrows(ValidationError));
    it('knows nothing else', () => given([]).when({ type: 'TrashDeck', data: { now } }).thenThrows(NotFoundError));
  });

  describe('an active deck', () => {
    it('refuses to be created twice', () =>
      given([created])
        .when({
          type: 'CreateDeck',
          data: {
            deckId: 'd1',
            ownerId: 'u1',
            title: 'x',
            slug: 'x',
            description: '',
            visibility: 'all',
            settings: DEFAULT_DECK_SETTINGS,
            now,
            forkedFrom: null,
          },
        })
        .thenThrows(ConflictError));
    it('is renamed, remembering the previous slug', () =>
      given([created])
        .when({ type: 'RenameDeck', data: { title: 'Q4', slug: 'q4' } })
        .then([{ type: 'DeckRenamed', data: { title: 'Q4', slug: 'q4', previousSlug: 'q3-review' } }]));
    it('refuses an empty rename', () =>
      given([created])
        .when({ type: 'RenameDeck', data: { title: '', slug: 'x' } })
        .thenThrows(ValidationError));
    it('takes a chosen slug, keeping its title and remembering the previous slug', () =>
      given([created])
        .when({ type: 'ChangeSlug', data: { slug: 'q3_Review-2026' } })
        .then([
          { type: 'DeckRenamed', data: { title: 'Q3 review', slug: 'q3_Review-2026', previousSlug: 'q3-review' } },
        ]));
    it('keeps the slug it has', () =>
      given([created])
        .when({ type: 'ChangeSlug', data: { slug: 'q3-review' } })
        .then([]));
    it('refuses a slug that is empty, too short, or has spaces or other characters', () => {
      for (const slug of ['', 'a', 'a b', 'q3/review', 'q3.review'])
        given([created]).when({ type: 'ChangeSlug', data: { slug } }).thenThrows(ValidationError);
    });
    it('changes visibility once', () => {
      given([created])
        .when({ type: 'ChangeVisibility', data: { visibility: 'self' } })
        .then([{ type: 'DeckVisibilityChanged', data: { visibility: 'self' } }]);
      given([created])
        .when({ type: 'ChangeVisibility', data: { visibility: 'all' } })
        .then([]);
    });
    it('takes one kudo per user and gives it back', () => {
      given([created])
        .when({ type: 'Kudo', data: { userId: 'u2' } })
        .then([{ type: 'DeckKudoed', data: { userId: 'u2' } }]);
      given([created, { type: 'DeckKudoed', data: { userId: 'u2' } }])
        .when({ type: 'Kudo', data: { userId: 'u2' } })
        .then([]);
      given([created, { type: 'DeckKudoed', data: { userId: 'u2' } }])
        .when({ type: 'Unkudo', data: { userId: 'u2' } })
        .then([{ type: 'DeckUnkudoed', data: { userId: 'u2' } }]);
    });
    it('goes to the trash, but is not destroyed straight away', () => {
      given([created]).when({ type: 'TrashDeck', data: { now } }).then([trashed]);
      given([created]).when({ type: 'DestroyDeck', data: { now } }).thenThrows(ForbiddenError);
    });
  });

  describe('a trashed deck', () => {
    it('is recovered', () =>
      given([created, trashed])
        .when({ type: 'RecoverDeck', data: { now } })
        .then([{ type: 'DeckRecovered', data: { at: now } }]));
    it('is destroyed', () =>
      given([created, trashed])
        .when({ type: 'DestroyDeck', data: { now } })
        .then([{ type: 'DeckDestroyed', data: { at: now } }]));
    it('is not edited', () =>
      given([created, trashed])
        .when({ type: 'RenameDeck', data: { title: 'x', slug: 'x' } })
        .thenThrows(NotFoundError));
  });

  describe('a destroyed deck', () => {
    it('is gone', () =>
      given([created, trashed, { type: 'DeckDestroyed', data: { at: now } }])
        .when({ type: 'RecoverDeck', data: { now } })
        .thenThrows(NotFoundError));
  });
});
