import { randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  collaborationMessages,
  ConflictError,
  deckContentDecider,
  deckContentStreamId,
  deckDecider,
  deckMessages,
  deckSlugProblem,
  deckStreamId,
  deckViewsDecider,
  deckViewsStreamId,
  DEFAULT_DECK_SETTINGS,
  ForbiddenError,
  NotFoundError,
  slugCandidate,
  slugFromTitle,
  streamKind,
  ValidationError,
  type DeckCommand,
  type DeckSettings,
  type DeckVisibility,
} from '@lectern/domain';
import { withoutSpeakerNotes } from '@lectern/deck-format';
import { mediaIdsIn, type MarkupCleaning } from '@lectern/deck-format/sanitize';
import { cleanOnCallingThread, type CleanOptions } from '@lectern/deck-format/sanitize-pool';
import {
  handle,
  handleAll,
  StreamVersionConflictError,
  type AnyDecision,
  type EventStore,
  type Guard,
  type LoadState,
} from '@lectern/event-store';
import {
  deckContent,
  findDeckById,
  findUserById,
  listDecksOwnedBy,
  usableMediaIds,
  readModelCheckpoint,
  readModelNames,
  type DeckRow,
} from '@lectern/read-models';
import {
  awaitReadModels,
  claim,
  commandMetadata,
  nameHolder,
  on,
  runCommand,
  runPlan,
  type Actor,
  type WaitFor,
} from '../commands.js';
import { createLastCleaned } from './last-cleaned.js';

/** Cleans a save's markup (the limits, then cleaning); the sanitize pool does it off the request thread. */
export interface MarkupCleaner {
  clean(markup: string, options?: CleanOptions): Promise<MarkupCleaning>;
}

/** Cleaning on the calling thread, for callers without a pool. */
const cleanOnThread: MarkupCleaner = { clean: async (markup, options) => cleanOnCallingThread(markup, options) };

export interface DecksDependencies {
  db: Queryable;
  store: EventStore;
  waitFor: WaitFor;
  /** Where content saves are cleaned; on the calling thread when absent. */
  cleaner?: MarkupCleaner;
  /**
   * Who may save a deck's content beyond what the policy allows: refuses the save (throws), or
   * answers a guard that the save holds still until it commits, or null when anyone may.
   */
  contentGuard?: (deck: Pick<DeckRow, 'id'>, actor: Actor) => Promise<Guard | null>;
  now?: () => Date;
}

/**
 * A content save as stored: its own version and log position (a read that must see it waits for
 * that position), and what the decks read model will show for it.
 */
export interface SavedContent {
  version: number;
  position: number;
  savedAt: string;
  slideCount: number;
}

/** What a deck read after a write needs: the decks read model only. */
export const DECK_READ_MODELS = [readModelCheckpoint(readModelNames.decks)];

/** The fields of one deck update; each is optional. */
export interface DeckChange {
  title?: string;
  slug?: string;
  description?: string;
  visibility?: DeckVisibility;
  settings?: Partial<DeckSettings>;
  content?: { data: string; basedOn: number };
}

/** A new deck's first slide. */
export const BLANK_DECK_MARKUP = '<section data-id="intro"></section>';

export interface RevisionEntry {
  version: number;
  createdAt: Date;
  authorId: string | null;
  restoredFrom: number | null;
}

/** A deck's content as a save stores it, cleaned already, with the guard it holds still. */
interface ContentSave {
  parts: (AnyDecision | Guard)[];
  savedAt: string;
  slideCount: number;
}

/** Deck commands: create, change, content saves with optimistic versions, lifecycle, forks, kudos, views, revisions. */
export function createDecks(deps: DecksDependencies) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const cleaner = deps.cleaner ?? cleanOnThread;
  const lastCleaned = createLastCleaned();

  async function run(deckId: string, command: DeckCommand, actor: Actor) {
    await runCommand(deps, { streamId: deckStreamId(deckId), decider: deckDecider, command }, actor, DECK_READ_MODELS);
  }

  /** The deck, or a 404; read for a signed-in person (`readFor`), with whether they gave it kudos. */
  async function requireDeck(deckId: string, readFor?: string): Promise<DeckRow> {
    const row = await findDeckById(deps.db, deckId, readFor);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** The first slug made from the title that is free for this owner's deck (`title`, `title-2`, ...). */
  async function freeSlug(load: LoadState, ownerId: string, deckId: string, title: string): Promise<string> {
    const base = slugFromTitle(title);
    for (let attempt = 0; attempt < 100; attempt++) {
      const slug = slugCandidate(base, attempt);
      const holder = await nameHolder(load, 'deck-slug', `${ownerId}/${slug}`);
      if (holder === null || holder === deckId) return slug;
    }
    return `${base.slice(0, 40)}-${deckId.slice(0, 8)}`;
  }

  /** A title's slug, claimed for the deck in the same plan. */
  async function titleSlug(load: LoadState, ownerId: string, deckId: string, title: string) {
    const slug = await freeSlug(load, ownerId, deckId, title);
    return { slug, claim: claim('deck-slug', `${ownerId}/${slug}`, deckId) };
  }

  /**
   * A content save based on `basedOn` (its author's version): cleaned first, off the request
   * thread, keeping only the media the owner may use (their own, their team's); then decided once,
   * at that version. A save based on a version older than the read model's is refused before it
   * costs cleaning; one based on a newer version than the stream's is refused by the append.
   */
  async function contentSave(
    deck: Pick<DeckRow, 'id' | 'owner_id'> & { version?: number; collaborative?: boolean },
    data: string,
    basedOn: number | 'current',
    actor: Actor,
    restoredFrom: number | null = null,
  ): Promise<ContentSave> {
    if (basedOn !== 'current' && deck.version !== undefined && basedOn < deck.version)
      throw new ConflictError(deckMessages.newerVersion, 'newer_version');
    const guard = deck.collaborative && deps.contentGuard ? await deps.contentGuard(deck, actor) : null;
    const owned = await usableMediaIds(deps.db, deck.owner_id, mediaIdsIn(data));
    const cleaned = await cleaner.clean(data, { media: owned, cleanedBefore: lastCleaned.get(deck.id) });
    if ('data' in cleaned) lastCleaned.set(deck.id, cleaned.data);
    const savedAt = now();
    const save = (version: number) => ({
      type: 'SaveDeckContent' as const,
      data: { markup: data, basedOn: version, savedAt, restoredFrom, cleaned },
    });
    const content: AnyDecision =
      basedOn === 'current'
        ? on(deckContentStreamId(deck.id), deckContentDecider, (state: { version: number }) => save(state.version))
        : { ...on(deckContentStreamId(deck.id), deckContentDecider, save(basedOn)), expectedVersion: basedOn };
    return {
      parts: guard ? [content, guard] : [content],
      savedAt,
      slideCount: 'slides' in cleaned ? cleaned.slides : 0,
    };
  }

  /** Runs a plan with a content save in it: a stale save is 409, a guard that moved (the editor seat) 403. */
  async function withSaveConflicts<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
      const stream = streamKind(error.streamId);
      if (stream?.kind === 'deckContent') throw new ConflictError(deckMessages.newerVersion, 'newer_version');
      if (stream?.kind === 'editor') throw new ForbiddenError(collaborationMessages.notEditor, 'not_editor');
      throw error;
    }
  }

  /** The save's own version and position, from the plan's handled decisions. */
  const savedFrom = (save: ContentSave, handled: { version: number; position: number }[]): SavedContent => {
    const content = handled[handled.length - save.parts.length]!;
    return { version: content.version, position: content.position, savedAt: save.savedAt, slideCount: save.slideCount };
  };

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
    const content = await contentSave({ id: deckId, owner_id: ownerId }, input.data ?? BLANK_DECK_MARKUP, 0, actor);
    await runPlan(
      deps,
      async (load) => {
        const { slug, claim: slugClaim } = await titleSlug(load, ownerId, deckId, title);
        const createDeck: DeckCommand = {
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
        };
        return [slugClaim, on(deckStreamId(deckId), deckDecider, createDeck), ...content.parts];
      },
      actor,
      DECK_READ_MODELS,
    );
    return requireDeck(deckId);
  }

  /** Decides a content save alone: answered from its own append, without waiting for the read models. */
  async function saveContent(save: ContentSave, actor: Actor): Promise<SavedContent> {
    const handled = await withSaveConflicts(() => handleAll(deps.store, () => save.parts, commandMetadata(actor)));
    return savedFrom(save, handled);
  }

  return {
    requireDeck,
    create,

    /** Moves every deck of `fromUserId` to `toUserId`, each under a slug free for its new owner. */
    async transferAll(fromUserId: string, toUserId: string, actor: Actor): Promise<void> {
      for (const deck of await listDecksOwnedBy(deps.db, fromUserId)) {
        await runPlan(
          deps,
          async (load) => {
            const { slug, claim: slugClaim } = await titleSlug(load, toUserId, deck.id, deck.title);
            return [
              slugClaim,
              on(deckStreamId(deck.id), deckDecider, { type: 'TransferDeck', data: { toUserId, slug } }),
            ];
          },
          actor,
          DECK_READ_MODELS,
        );
      }
    },
    /**
     * One slide's markup as a save would store it (the editor's HTML editor applies only this):
     * the limits, then the cleaning every save does, with the media the owner may use. `null` when
     * the markup is past the limits.
     */
    async cleanSlide(deck: Pick<DeckRow, 'owner_id'>, markup: string): Promise<string | null> {
      const owned = await usableMediaIds(deps.db, deck.owner_id, mediaIdsIn(markup));
      const cleaned = await cleaner.clean(markup, { media: owned });
      return 'data' in cleaned ? cleaned.data : null;
    },

    changeVisibility: (deck: DeckRow, visibility: DeckVisibility, actor: Actor) =>
      run(deck.id, { type: 'ChangeVisibility', data: { visibility } }, actor),
    /**
     * Every field of one update decided first, then appended in one transaction across the
     * deck's streams (a title's new slug claimed with it): a field that is refused changes
     * nothing. A change to the deck itself is answered once the decks read model shows it; a
     * content save alone is answered from its own append (`SavedContent`, null without one).
     */
    async update(deck: DeckRow, change: DeckChange, actor: Actor): Promise<SavedContent | null> {
      if (change.slug !== undefined && change.slug !== deck.slug) {
        const problem = deckSlugProblem(change.slug);
        if (problem) throw new ValidationError({ 'deck.slug': [problem] });
      }
      const content = change.content
        ? await contentSave(deck, change.content.data, change.content.basedOn, actor)
        : null;
      const plan = async (load: LoadState) => {
        const parts: AnyDecision[] = [];
        const commands: DeckCommand[] = [];
        if (change.visibility !== undefined)
          commands.push({ type: 'ChangeVisibility', data: { visibility: change.visibility } });
        if (change.slug !== undefined) {
          if (change.slug !== deck.slug) parts.push(claim('deck-slug', `${deck.owner_id}/${change.slug}`, deck.id));
          commands.push({ type: 'ChangeSlug', data: { slug: change.slug } });
          // A chosen slug stays, whatever the title becomes.
          if (change.title !== undefined)
            commands.push({ type: 'RenameDeck', data: { title: change.title, slug: change.slug } });
        } else if (change.title !== undefined && change.title !== deck.title) {
          const { slug, claim: slugClaim } = await titleSlug(load, deck.owner_id, deck.id, change.title);
          parts.push(slugClaim);
          commands.push({ type: 'RenameDeck', data: { title: change.title, slug } });
        }
        if (change.description !== undefined)
          commands.push({ type: 'ChangeDescription', data: { description: change.description } });
        if (change.settings && Object.keys(change.settings).length > 0)
          commands.push({ type: 'ChangeSettings', data: { settings: change.settings } });
        if (commands.length > 0) parts.unshift(on(deckStreamId(deck.id), deckDecider, commands));
        return [...parts, ...(content?.parts ?? [])];
      };
      let handled;
      try {
        handled = await withSaveConflicts(() => handleAll(deps.store, plan, commandMetadata(actor)));
      } catch (error) {
        if (error instanceof ConflictError && error.code === 'name_taken')
          throw new ValidationError({ 'deck.slug': [deckMessages.slugTaken] });
        throw error;
      }
      const deckChanged = handled.slice(0, handled.length - (content?.parts.length ?? 0));
      const position = Math.max(0, ...deckChanged.map((decided) => decided.position));
      await awaitReadModels(deps.waitFor, position, DECK_READ_MODELS);
      return content ? savedFrom(content, handled) : null;
    },
    trash: (deck: DeckRow, actor: Actor) => run(deck.id, { type: 'TrashDeck', data: { now: now() } }, actor),
    recover: (deck: DeckRow, actor: Actor) => run(deck.id, { type: 'RecoverDeck', data: { now: now() } }, actor),
    destroy: (deck: DeckRow, actor: Actor) => run(deck.id, { type: 'DestroyDeck', data: { now: now() } }, actor),
    kudo: (deck: DeckRow, userId: string, actor: Actor) => run(deck.id, { type: 'Kudo', data: { userId } }, actor),
    unkudo: (deck: DeckRow, userId: string, actor: Actor) => run(deck.id, { type: 'Unkudo', data: { userId } }, actor),

    /**
     * A copy of the deck with its current content, owned by `ownerId` (fork: someone else's; clone:
     * one's own), as open as `visibility`. Its script URLs come along only `withScripts` (the new
     * owner's team allows scripts), its speaker notes only `withNotes` (the copier may see them).
     */
    async copy(
      deck: DeckRow,
      ownerId: string,
      actor: Actor,
      { visibility, withScripts, withNotes }: { visibility: DeckVisibility; withScripts: boolean; withNotes: boolean },
    ): Promise<DeckRow> {
      const content = await deckContent(deps.db, deck.id);
      const data = content && !withNotes ? withoutSpeakerNotes(content.data) : content?.data;
      return create(
        ownerId,
        {
          title: deck.title,
          description: deck.description,
          visibility,
          settings: withScripts ? deck.settings : { ...deck.settings, script_urls: [] },
          data,
          forkedFrom: deck.id,
        },
        actor,
      );
    },

    /** Counts a view unless it is the owner's own. */
    async countView(deck: DeckRow, viewerId: string | null, actor: Actor) {
      if (viewerId === deck.owner_id) return;
      await handle(
        deps.store,
        {
          streamId: deckViewsStreamId(deck.id),
          decider: deckViewsDecider,
          command: { type: 'CountView', data: { at: now() } },
        },
        commandMetadata(actor),
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

    /** Restores a revision as a new save on top of whatever is current: nothing is lost. */
    async restore(deck: DeckRow, version: number, actor: Actor): Promise<SavedContent> {
      const [event] = await deps.store.readStream(deckContentStreamId(deck.id), {
        fromVersion: version,
        toVersion: version,
      });
      if (!event) throw new NotFoundError('No such revision');
      return saveContent(
        await contentSave(deck, (event.data as { data: string }).data, 'current', actor, version),
        actor,
      );
    },
  };
}

export type Decks = ReturnType<typeof createDecks>;
