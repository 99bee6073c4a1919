import { randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  claimStreamId,
  collaborationMessages,
  ConflictError,
  ForbiddenError,
  decideClaim,
  decideDeck,
  decideDeckContent,
  evolveClaim,
  initialClaimState,
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
import { withoutSpeakerNotes } from '@lectern/deck-format';
import { cleanDeckMarkup, mediaIdsIn, type MarkupCleaning } from '@lectern/deck-format/sanitize';
import type { CleanOptions } from '@lectern/deck-format/sanitize-pool';
import {
  newEventId,
  StreamVersionConflictError,
  type EventStore,
  type NewEvent,
  type StreamAppend,
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
import { awaitReadModels, claimName, commandMetadata, runCommand, type Actor, type WaitFor } from '../commands.js';

/** Cleans a save's markup (the limits, then cleaning); the sanitize pool does it off the request thread. */
export interface MarkupCleaner {
  clean(markup: string, options?: CleanOptions): Promise<MarkupCleaning>;
}

/** Cleaning on the calling thread, for callers without a pool. */
const cleanOnThread: MarkupCleaner = {
  clean: async (markup, options = {}) => {
    const media = options.media && new Set(options.media);
    return cleanDeckMarkup(markup, media ? { keepsMedia: (id) => media.has(id) } : {});
  },
};

export interface DecksDependencies {
  db: Queryable;
  store: EventStore;
  waitFor: WaitFor;
  /** Where content saves are cleaned; on the calling thread when absent. */
  cleaner?: MarkupCleaner;
  /**
   * Who may save a deck's content beyond what the policy allows: refuses the save (throws), or
   * answers a guard appended with it (a version the save holds still), or null when anyone may.
   */
  contentGuard?: (deck: Pick<DeckRow, 'id' | 'collaborative'>, actor: Actor) => Promise<StreamAppend | null>;
  now?: () => Date;
}

/** A content save as stored: its own version, and what the decks read model shows for it. */
export interface SavedContent {
  version: number;
  savedAt: string;
  slideCount: number;
}

/** What a deck read after a write needs: the decks read model only. */
const DECK_READ_MODELS = [readModelCheckpoint(readModelNames.decks)];

/** The fields of one deck update; each is optional. */
export interface DeckChange {
  title?: string;
  slug?: string;
  description?: string;
  visibility?: DeckVisibility;
  settings?: Partial<DeckSettings>;
  content?: { data: string; basedOn: number };
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

  /** The deck, or a 404; read for a signed-in person (`readFor`), with whether they gave it kudos. */
  async function requireDeck(deckId: string, readFor?: string): Promise<DeckRow> {
    const row = await findDeckById(deps.db, deckId, readFor);
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

  const toNewEvents = (events: readonly { type: string; data: unknown }[], actor: Actor): NewEvent[] =>
    events.map((event) => ({ id: newEventId(), ...event, metadata: { ...metadata(actor), causationId: null } }));

  /**
   * The content save a deck's owner may make: based on `basedOn`, showing only the media the owner
   * may use (their own, their team's). The version is checked first and alone, so a stale save never
   * costs reading its markup; the limits and cleaning run in the cleaner (off the request thread for
   * long markup). A deck read
   * from the read model (`version`) spares asking the store: that version never runs ahead of
   * the stream, so a save based on an older one is stale, and one based on it is checked by the
   * append's expected version (a 409 when someone saved since).
   */
  async function contentAppend(
    deck: Pick<DeckRow, 'id' | 'owner_id'> & { version?: number; collaborative?: boolean },
    data: string,
    basedOn: number,
    actor: Actor,
    restoredFrom: number | null = null,
  ): Promise<{ append: StreamAppend; guards: StreamAppend[]; saved: Omit<SavedContent, 'version'> }> {
    const guard =
      deck.collaborative && deps.contentGuard ? await deps.contentGuard({ ...deck, collaborative: true }, actor) : null;
    const streamId = deckContentStreamId(deck.id);
    const version =
      deck.version !== undefined && basedOn <= deck.version ? deck.version : await deps.store.streamVersion(streamId);
    const command = { type: 'SaveDeckContent' as const, data: { markup: data, basedOn, savedAt: now(), restoredFrom } };
    if (basedOn !== version) decideDeckContent(command, { version });
    const owned = await usableMediaIds(deps.db, deck.owner_id, mediaIdsIn(data));
    const cleaned = await (deps.cleaner ?? cleanOnThread).clean(data, { media: owned });
    const events = decideDeckContent({ ...command, data: { ...command.data, cleaned } }, { version });
    return {
      append: { streamId, events: toNewEvents(events, actor), expectedVersion: basedOn === 0 ? 'no_stream' : basedOn },
      guards: guard ? [guard] : [],
      saved: { savedAt: command.data.savedAt, slideCount: 'slides' in cleaned ? cleaned.slides : 0 },
    };
  }

  /** Appends all or nothing, then waits for the deck read model; answers each stream's new version. */
  async function appendAndWait(appends: readonly StreamAppend[]) {
    try {
      const results = await deps.store.appendAll(appends);
      await awaitReadModels(deps.waitFor, Math.max(...results.map((result) => result.position)), DECK_READ_MODELS);
      return new Map(appends.map((append, index) => [append.streamId, results[index]!.streamVersion]));
    } catch (error) {
      if (error instanceof StreamVersionConflictError && error.streamId.startsWith('deck-content-'))
        throw new ConflictError(deckMessages.newerVersion, 'newer_version');
      // A guard's stream moved: whatever it held still (the editor seat) changed meanwhile.
      if (
        error instanceof StreamVersionConflictError &&
        appends.some((a) => a.streamId === error.streamId && a.events.length === 0)
      )
        throw new ForbiddenError(collaborationMessages.notEditor, 'not_editor');
      throw error;
    }
  }

  async function saveContent(
    deck: Pick<DeckRow, 'id' | 'owner_id'> & { version?: number; collaborative?: boolean },
    data: string,
    basedOn: number,
    actor: Actor,
    restoredFrom: number | null = null,
  ): Promise<number> {
    const { append, guards } = await contentAppend(deck, data, basedOn, actor, restoredFrom);
    return (await appendAndWait([append, ...guards])).get(append.streamId)!;
  }

  /** A chosen slug's claim for the deck, as an append; 422 when another deck of the owner has it. */
  async function slugClaimAppend(deck: DeckRow, slug: string, actor: Actor): Promise<StreamAppend | null> {
    const problem = deckSlugProblem(slug);
    if (problem) throw new ValidationError({ 'deck.slug': [problem] });
    const streamId = claimStreamId('deck-slug', `${deck.owner_id}/${slug}`);
    const history = await deps.store.readStream(streamId);
    const state = history.reduce(
      (current, stored) => evolveClaim(current, stored as unknown as Parameters<typeof evolveClaim>[1]),
      initialClaimState,
    );
    try {
      const events = decideClaim({ type: 'Claim', data: { owner: deck.id } }, state);
      if (events.length === 0) return null;
      return {
        streamId,
        events: toNewEvents(events, actor),
        expectedVersion: history.length === 0 ? 'no_stream' : history.length,
      };
    } catch (error) {
      if (error instanceof ConflictError) throw new ValidationError({ 'deck.slug': [deckMessages.slugTaken] });
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
    await saveContent({ id: deckId, owner_id: ownerId }, input.data ?? BLANK_DECK_MARKUP, 0, actor);
    return requireDeck(deckId);
  }

  return {
    requireDeck,
    create,

    /** Moves every deck of `fromUserId` to `toUserId`, each under a slug free for its new owner. */
    async transferAll(fromUserId: string, toUserId: string, actor: Actor): Promise<void> {
      for (const deck of await listDecksOwnedBy(deps.db, fromUserId)) {
        const slug = await claimSlug(toUserId, deck.id, deck.title, actor);
        await run(deck.id, { type: 'TransferDeck', data: { toUserId, slug } }, actor);
      }
    },
    /**
     * One slide's markup as a save would store it (the editor's HTML editor applies only this):
     * the limits, then the cleaning every save does, with the media the owner may use. `null` when
     * the markup is past the limits.
     */
    async cleanSlide(deck: Pick<DeckRow, 'owner_id'>, markup: string): Promise<string | null> {
      const owned = await usableMediaIds(deps.db, deck.owner_id, mediaIdsIn(markup));
      const cleaned = await (deps.cleaner ?? cleanOnThread).clean(markup, { media: owned });
      return 'data' in cleaned ? cleaned.data : null;
    },

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
    /**
     * Every field of one update decided first, then appended in one transaction across the
     * deck's streams: a field that is refused changes nothing. Answers the content save this
     * update made, with the version its own append produced (null when it saved no content).
     */
    async update(deck: DeckRow, change: DeckChange, actor: Actor): Promise<SavedContent | null> {
      const streamId = deckStreamId(deck.id);
      const changesDeck = Object.entries(change).some(
        ([field, value]) =>
          field !== 'content' && value !== undefined && !(field === 'settings' && Object.keys(value).length === 0),
      );
      // A content save alone decides nothing on the deck stream: its history is not read.
      const history = changesDeck ? await deps.store.readStream(streamId) : [];
      let state = history.reduce(
        (current, stored) => evolveDeck(current, stored as unknown as Parameters<typeof evolveDeck>[1]),
        initialDeckState,
      );
      const deckEvents: { type: string; data: unknown }[] = [];
      const decide = (command: DeckCommand) => {
        const events = decideDeck(command, state);
        state = events.reduce(evolveDeck, state);
        deckEvents.push(...events);
      };
      const appends: StreamAppend[] = [];
      if (change.visibility !== undefined)
        decide({ type: 'ChangeVisibility', data: { visibility: change.visibility } });
      if (change.slug !== undefined) {
        const claim = change.slug === deck.slug ? null : await slugClaimAppend(deck, change.slug, actor);
        if (claim) appends.push(claim);
        decide({ type: 'ChangeSlug', data: { slug: change.slug } });
        // A chosen slug stays, whatever the title becomes.
        if (change.title !== undefined)
          decide({ type: 'RenameDeck', data: { title: change.title, slug: change.slug } });
      } else if (change.title !== undefined && change.title !== deck.title)
        decide({ type: 'RenameDeck', data: { title: change.title, slug: deck.slug } });
      if (change.description !== undefined)
        decide({ type: 'ChangeDescription', data: { description: change.description } });
      if (change.settings && Object.keys(change.settings).length > 0)
        decide({ type: 'ChangeSettings', data: { settings: change.settings } });
      const content = change.content
        ? await contentAppend(deck, change.content.data, change.content.basedOn, actor)
        : null;
      // Everything is valid: a title's new slug is claimed only now.
      if (change.slug === undefined && change.title !== undefined && change.title !== deck.title) {
        const slug = await claimSlug(deck.owner_id, deck.id, change.title, actor);
        const renamed = deckEvents.findIndex((event) => event.type === 'DeckRenamed');
        deckEvents[renamed] = { type: 'DeckRenamed', data: { title: change.title, slug, previousSlug: deck.slug } };
      }
      if (deckEvents.length > 0)
        appends.unshift({
          streamId,
          events: toNewEvents(deckEvents, actor),
          expectedVersion: history.length === 0 ? 'no_stream' : history[history.length - 1]!.streamVersion,
        });
      if (content) appends.push(content.append, ...content.guards);
      if (appends.length === 0) return null;
      const versions = await appendAndWait(appends);
      return content ? { version: versions.get(content.append.streamId)!, ...content.saved } : null;
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
      return saveContent(deck, (event.data as { data: string }).data, current, actor, version);
    },
  };
}

export type Decks = ReturnType<typeof createDecks>;
