import { randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  ConflictError,
  decideDeck,
  deckContentStreamId,
  deckMessages,
  deckSlugProblem,
  deckStreamId,
  deckViewsStreamId,
  DEFAULT_DECK_SETTINGS,
  evolveDeck,
  initialDeckState,
  NotFoundError,
  slugCandidate,
  slugFromTitle,
  ValidationError,
  type DeckCommand,
  type DeckSettings,
  type DeckVisibility,
} from '@lectern/domain';
import { sanitizeDeckMarkup } from '@lectern/deck-format/sanitize';
import { newEventId, StreamVersionConflictError, type EventStore } from '@lectern/event-store';
import { deckContent, findDeckById, findUserById, type DeckRow } from '@lectern/read-models';
import { claimName, commandMetadata, runCommand, type Actor } from '../commands.js';

export interface DecksDependencies {
  db: Queryable;
  store: EventStore;
  waitFor: (position: number) => Promise<boolean>;
  now?: () => Date;
}

const deckDecider = { decide: decideDeck, evolve: evolveDeck, initialState: initialDeckState };

/** A new deck's first slide. */
export const BLANK_DECK_MARKUP = '<section data-id="intro"></section>';

export interface RevisionEntry {
  version: number;
  createdAt: Date;
  authorId: string | null;
  restoredFrom: number | null;
}

/** Deck commands: create, change, content saves with optimistic versions, lifecycle, forks, kudos, views, revisions. */
export function createDecks(deps: DecksDependencies) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const metadata = commandMetadata;

  async function run(deckId: string, command: DeckCommand, actor: Actor) {
    await runCommand(deps, deckStreamId(deckId), deckDecider, command, actor);
  }

  async function requireDeck(deckId: string): Promise<DeckRow> {
    const row = await findDeckById(deps.db, deckId);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Claims the first free slug made from the title for this owner (`title`, `title-2`, ...). */
  async function claimSlug(ownerId: string, deckId: string, title: string, actor: Actor): Promise<string> {
    const base = slugFromTitle(title);
    for (let attempt = 0; attempt < 100; attempt++) {
      const slug = slugCandidate(base, attempt);
      if (await claimName(deps.store, 'deck-slug', `${ownerId}/${slug}`, deckId, actor)) return slug;
    }
    return `${base.slice(0, 40)}-${deckId.slice(0, 8)}`;
  }

  async function saveContent(
    deckId: string,
    data: string,
    basedOn: number,
    actor: Actor,
    restoredFrom: number | null = null,
  ): Promise<number> {
    try {
      const result = await deps.store.append(
        deckContentStreamId(deckId),
        [
          {
            id: newEventId(),
            type: 'DeckContentSaved',
            data: { data: sanitizeDeckMarkup(data), savedAt: now(), restoredFrom },
            metadata: { ...metadata(actor), causationId: null },
          },
        ],
        { expectedVersion: basedOn === 0 ? 'no_stream' : basedOn },
      );
      await deps.waitFor(result.position);
      return result.streamVersion;
    } catch (error) {
      if (error instanceof StreamVersionConflictError)
        throw new ConflictError(deckMessages.newerVersion, 'newer_version');
      throw error;
    }
  }

  async function create(
    ownerId: string,
    input: {
      title?: string;
      description?: string;
      visibility?: DeckVisibility;
      settings?: Partial<DeckSettings>;
      data?: string;
      forkedFrom?: string | null;
    },
    actor: Actor,
  ): Promise<DeckRow> {
    const deckId = randomUUID();
    const title = input.title ?? 'Untitled';
    const slug = await claimSlug(ownerId, deckId, title, actor);
    await run(
      deckId,
      {
        type: 'CreateDeck',
        data: {
          deckId,
          ownerId,
          title,
          slug,
          description: input.description ?? '',
          visibility: input.visibility ?? 'all',
          settings: { ...DEFAULT_DECK_SETTINGS, ...input.settings },
          now: now(),
          forkedFrom: input.forkedFrom ?? null,
        },
      },
      actor,
    );
    await saveContent(deckId, input.data ?? BLANK_DECK_MARKUP, 0, actor);
    return requireDeck(deckId);
  }

  return {
    requireDeck,
    create,

    async rename(deck: DeckRow, title: string, actor: Actor) {
      if (title === deck.title) return;
      const slug = await claimSlug(deck.owner_id, deck.id, title, actor);
      await run(deck.id, { type: 'RenameDeck', data: { title, slug } }, actor);
    },
    /** A slug the person chose, claimed for the owner first so two of their decks never share one. */
    async changeSlug(deck: DeckRow, slug: string, actor: Actor) {
      if (slug === deck.slug) return;
      const problem = deckSlugProblem(slug);
      if (problem) throw new ValidationError({ 'deck.slug': [problem] });
      if (!(await claimName(deps.store, 'deck-slug', `${deck.owner_id}/${slug}`, deck.id, actor)))
        throw new ValidationError({ 'deck.slug': [deckMessages.slugTaken] });
      await run(deck.id, { type: 'ChangeSlug', data: { slug } }, actor);
    },
    /** A new title that keeps the deck's slug (the deck settings choose both). */
    retitle: (deck: DeckRow, title: string, slug: string, actor: Actor) =>
      run(deck.id, { type: 'RenameDeck', data: { title, slug } }, actor),
    changeDescription: (deck: DeckRow, description: string, actor: Actor) =>
      run(deck.id, { type: 'ChangeDescription', data: { description } }, actor),
    changeSettings: (deck: DeckRow, settings: Partial<DeckSettings>, actor: Actor) =>
      run(deck.id, { type: 'ChangeSettings', data: { settings } }, actor),
    changeVisibility: (deck: DeckRow, visibility: DeckVisibility, actor: Actor) =>
      run(deck.id, { type: 'ChangeVisibility', data: { visibility } }, actor),
    saveContent: (deck: DeckRow, data: string, basedOn: number, actor: Actor) =>
      saveContent(deck.id, data, basedOn, actor),
    trash: (deck: DeckRow, actor: Actor) => run(deck.id, { type: 'TrashDeck', data: { now: now() } }, actor),
    recover: (deck: DeckRow, actor: Actor) => run(deck.id, { type: 'RecoverDeck', data: { now: now() } }, actor),
    destroy: (deck: DeckRow, actor: Actor) => run(deck.id, { type: 'DestroyDeck', data: { now: now() } }, actor),
    kudo: (deck: DeckRow, userId: string, actor: Actor) => run(deck.id, { type: 'Kudo', data: { userId } }, actor),
    unkudo: (deck: DeckRow, userId: string, actor: Actor) => run(deck.id, { type: 'Unkudo', data: { userId } }, actor),

    /** A copy of the deck with its current content, owned by `ownerId` (fork: someone else's; clone: one's own). */
    async copy(deck: DeckRow, ownerId: string, actor: Actor): Promise<DeckRow> {
      const content = await deckContent(deps.db, deck.id);
      return create(
        ownerId,
        {
          title: deck.title,
          description: deck.description,
          visibility: 'all',
          settings: deck.settings,
          data: content?.data,
          forkedFrom: deck.id,
        },
        actor,
      );
    },

    /** Counts a view unless it is the owner's own. */
    async countView(deck: DeckRow, viewerId: string | null, actor: Actor) {
      if (viewerId === deck.owner_id) return;
      await deps.store.append(
        deckViewsStreamId(deck.id),
        [
          {
            id: newEventId(),
            type: 'DeckViewed',
            data: { at: now() },
            metadata: { ...metadata(actor), causationId: null },
          },
        ],
        {
          expectedVersion: 'any',
        },
      );
    },

    /** Every content save, newest first, read from the event log itself. */
    async revisions(deck: DeckRow): Promise<(RevisionEntry & { author: { id: string; username: string } | null })[]> {
      const events = await deps.store.readStream(deckContentStreamId(deck.id));
      const authors = new Map<string, { id: string; username: string } | null>();
      for (const id of new Set(events.map((e) => e.metadata.actorId).filter((id): id is string => Boolean(id)))) {
        const user = await findUserById(deps.db, id);
        authors.set(id, user ? { id: user.id, username: user.username } : null);
      }
      return events.reverse().map((event) => ({
        version: event.streamVersion,
        createdAt: event.recordedAt,
        authorId: event.metadata.actorId,
        restoredFrom: (event.data as { restoredFrom: number | null }).restoredFrom,
        author: event.metadata.actorId ? (authors.get(event.metadata.actorId) ?? null) : null,
      }));
    },

    async revisionData(deck: DeckRow, version: number): Promise<{ data: string; entry: RevisionEntry }> {
      const [event] = await deps.store.readStream(deckContentStreamId(deck.id), {
        fromVersion: version,
        toVersion: version,
      });
      if (!event) throw new NotFoundError('No such revision');
      const data = event.data as { data: string; restoredFrom: number | null };
      return {
        data: data.data,
        entry: {
          version,
          createdAt: event.recordedAt,
          authorId: event.metadata.actorId,
          restoredFrom: data.restoredFrom,
        },
      };
    },

    /** Restores a revision as a new save on top of the current one: nothing is lost. */
    async restore(deck: DeckRow, version: number, actor: Actor): Promise<number> {
      const [event] = await deps.store.readStream(deckContentStreamId(deck.id), {
        fromVersion: version,
        toVersion: version,
      });
      if (!event) throw new NotFoundError('No such revision');
      const current = await deps.store.streamVersion(deckContentStreamId(deck.id));
      return saveContent(deck.id, (event.data as { data: string }).data, current, actor, version);
    },
  };
}

export type Decks = ReturnType<typeof createDecks>;
