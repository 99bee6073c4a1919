import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Queryable } from '@lectern/db';
import {
  invalidFileMessage,
  mediaDecider,
  mediaMessages,
  mediaStreamId,
  NotFoundError,
  PLAN_LIMITS,
  ValidationError,
  type MediaCommand,
  type MediaKind,
} from '@lectern/domain';
import type { EventStore } from '@lectern/event-store';
import { cleanSvg, detectMediaType, InvalidSvgError } from '@lectern/media-processing';
import { findMedia, findUserById, heldPlanOf, type MediaRow } from '@lectern/read-models';
import type { FileStorage } from '@lectern/storage';
import { runCommand, type Actor } from '../commands.js';
import { receiveFile, type ReceivedFile } from '../uploads/received-file.js';
import { SafeFetchRefused } from '../url-check/safe-fetch.js';

/** A fetched file's name: the last part of the URL's path, else `file`. */
function filenameOf(url: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // Kept as written.
  }
  return name.trim().slice(0, 255) || 'file';
}

/** Media commands of the BFF: records, checked uploads, labels, trash; processing happens in media-service. */
export function createMedia(deps: {
  db: Queryable;
  store: EventStore;
  storage: FileStorage;
  waitFor: (position: number) => Promise<boolean>;
}) {
  async function run(mediaId: string, command: MediaCommand, actor: Actor) {
    await runCommand(deps, { streamId: mediaStreamId(mediaId), decider: mediaDecider, command }, actor);
  }
  async function requireMedia(mediaId: string): Promise<MediaRow> {
    const media = await findMedia(deps.db, mediaId);
    if (!media) throw new NotFoundError();
    return media;
  }
  /** The uploader's limits: those of the plan they hold (a team's managers hold enterprise). */
  async function limitsOf(userId: string) {
    const user = await findUserById(deps.db, userId);
    if (!user) throw new NotFoundError();
    return { user, limits: PLAN_LIMITS[heldPlanOf(user)] };
  }
  const invalid = (limits: (typeof PLAN_LIMITS)[keyof typeof PLAN_LIMITS]) =>
    new ValidationError({ file: [invalidFileMessage(limits)] }, invalidFileMessage(limits));

  /** A new item of `ownerId`'s own library, or of the shared library of `teamId` that they upload to. */
  async function create(
    library: { ownerId: string; teamId: string | null },
    kind: MediaKind,
    filename: string,
    actor: Actor,
  ): Promise<MediaRow> {
    const { limits } = await limitsOf(library.ownerId);
    if (kind === 'video' && limits.videoUploadLimit === 0) throw invalid(limits);
    const mediaId = randomUUID();
    await run(
      mediaId,
      { type: 'CreateMedia', data: { mediaId, ...library, kind, filename, now: new Date().toISOString() } },
      actor,
    );
    return requireMedia(mediaId);
  }

  /**
   * Takes the uploaded bytes: refuses them past the plan's size limit (while they arrive),
   * refuses anything whose content is not of the item's kind (image, video or audio), cleans SVG,
   * checks the storage limit, and stores the original.
   */
  async function storeUpload(media: MediaRow, body: Readable, actor: Actor): Promise<MediaRow> {
    const { user, limits } = await limitsOf(media.owner_id);
    // Audio, kept as uploaded, is held to the image limit on every plan.
    const maxBytes = media.kind === 'video' ? limits.videoUploadLimit : limits.imageUploadLimit;
    const { file, head, done, ...received } = await receiveFile(body, maxBytes);
    let size = received.size;
    try {
      if (size > maxBytes) throw invalid(limits);
      const detected = await detectMediaType(head);
      if (!detected || detected.kind !== media.kind) throw invalid(limits);
      let contents: Buffer | undefined;
      if (detected.mime === 'image/svg+xml') {
        try {
          contents = Buffer.from(cleanSvg(await readFile(file, 'utf8')));
        } catch (error) {
          if (error instanceof InvalidSvgError) throw new ValidationError({ file: [error.message] }, error.message);
          throw error;
        }
        size = contents.length;
      }
      if (user.storage_used + size > limits.storageLimit) {
        throw new ValidationError({ file: [mediaMessages.storageFull] }, mediaMessages.storageFull);
      }
      const key = `media/${media.owner_id}/${media.id}/original`;
      await deps.storage.put(key, contents ?? createReadStream(file), detected.mime);
      await run(
        media.id,
        {
          type: 'StoreFile',
          data: { original: { key, contentType: detected.mime, size }, svg: detected.mime === 'image/svg+xml' },
        },
        actor,
      );
      return requireMedia(media.id);
    } finally {
      await done();
    }
  }

  /** A new item holding `body`, stored as an upload is and processed; refused, it leaves no record behind. */
  async function addFile(
    library: { ownerId: string; teamId: string | null },
    kind: MediaKind,
    filename: string,
    body: Readable,
    actor: Actor,
  ): Promise<MediaRow> {
    const media = await create(library, kind, filename, actor);
    try {
      await storeUpload(media, body, actor);
      await run(media.id, { type: 'CompleteUpload', data: {} }, actor);
    } catch (error) {
      await run(media.id, { type: 'Delete', data: {} }, actor);
      throw error;
    }
    return requireMedia(media.id);
  }

  return {
    requireMedia,
    addFile,
    create,
    storeUpload,

    /**
     * Media inserted from a URL (spec/001 §2): the file is fetched with `fetch` (public https
     * addresses only) up to the largest upload the plan allows, then goes into the library as an
     * upload does, as the kind its content is (refused when it is not `only`): checked, SVG cleaned,
     * processed.
     */
    async storeFromUrl(
      library: { ownerId: string; teamId: string | null },
      url: string,
      only: MediaKind | undefined,
      fetch: (url: string, maxBytes: number) => Promise<ReceivedFile>,
      actor: Actor,
    ): Promise<MediaRow> {
      const { limits } = await limitsOf(library.ownerId);
      const fetched = await fetch(url, Math.max(limits.imageUploadLimit, limits.videoUploadLimit)).catch(
        (error: unknown) => {
          if (!(error instanceof SafeFetchRefused)) throw error;
          if (error.reason === 'too_large') throw invalid(limits);
          const message = error.reason === 'unreachable' ? mediaMessages.urlUnreachable : mediaMessages.urlRefused;
          throw new ValidationError({ 'media.url': [message] }, message);
        },
      );
      try {
        const detected = await detectMediaType(fetched.head);
        if (!detected || (only !== undefined && detected.kind !== only)) throw invalid(limits);
        return await addFile(library, detected.kind, filenameOf(url), createReadStream(fetched.file), actor);
      } finally {
        await fetched.done();
      }
    },

    async update(
      media: MediaRow,
      changes: { label?: string; inline?: boolean; hidden?: boolean; status?: 'upload_complete' },
      actor: Actor,
    ): Promise<MediaRow> {
      if (changes.label !== undefined) await run(media.id, { type: 'Rename', data: { label: changes.label } }, actor);
      if (changes.inline !== undefined)
        await run(media.id, { type: 'SetInline', data: { inline: changes.inline } }, actor);
      if (changes.hidden === true) await run(media.id, { type: 'Hide', data: {} }, actor);
      if (changes.hidden === false) await run(media.id, { type: 'Restore', data: {} }, actor);
      if (changes.status === 'upload_complete') await run(media.id, { type: 'CompleteUpload', data: {} }, actor);
      return requireMedia(media.id);
    },

    /** Permanent deletion; media-service removes the files once the event reaches it. */
    remove: (media: MediaRow, actor: Actor) => run(media.id, { type: 'Delete', data: {} }, actor),
  };
}

export type Media = ReturnType<typeof createMedia>;
