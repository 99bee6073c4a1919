import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '@lectern/db';
import { mediaDecider, mediaStreamId, PLAN_LIMITS, type MediaCommand } from '@lectern/domain';
import { handle, newEventId } from '@lectern/event-store';
import { detectMediaType } from '@lectern/media-processing';
import { findUserById, heldPlanOf } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import { ImportRefusedError, type ImportedPicture } from './imported.js';

/** The largest picture an import takes, per side and in all (decoding more is a way to exhaust memory). */
export const IMPORT_PICTURE_MAX_SIDE = 10_000;
export const IMPORT_PICTURE_MAX_PIXELS = 40_000_000;

/**
 * Refuses an import whose pictures would take their owner's media past the storage of the plan they
 * hold, as an upload past it is refused (`storageFull`), before any of them is stored.
 */
export async function assertPicturesFit(db: Queryable, ownerId: string, pictures: readonly ImportedPicture[]) {
  const bytes = pictures.reduce((total, picture) => total + picture.body.length, 0);
  if (bytes === 0) return;
  const owner = await findUserById(db, ownerId);
  if (!owner) throw new ImportRefusedError('failed', 'The requester is gone');
  if (owner.storage_used + bytes > PLAN_LIMITS[heldPlanOf(owner)].storageLimit)
    throw new ImportRefusedError('storageFull', `${bytes} bytes of pictures do not fit`);
}

/**
 * Adds a picture from an imported file to its owner's media library, as an upload would (its
 * type from its content, its size checked before it is decoded), and answers its id; the media
 * service makes its thumbnail.
 */
export async function storePicture(
  infra: Pick<Infrastructure, 'store' | 'storage'>,
  ownerId: string,
  picture: ImportedPicture,
): Promise<string> {
  const detected = await detectMediaType(picture.body.subarray(0, 4100));
  if (!detected || detected.kind !== 'image' || detected.mime === 'image/svg+xml')
    throw new ImportRefusedError('unreadable', `${picture.filename} is not a picture`);
  const { width = 0, height = 0 } = await sharp(picture.body, { limitInputPixels: false }).metadata();
  if (width > IMPORT_PICTURE_MAX_SIDE || height > IMPORT_PICTURE_MAX_SIDE || width * height > IMPORT_PICTURE_MAX_PIXELS)
    throw new ImportRefusedError('imageTooLarge', `${picture.filename} is ${width}×${height}`);
  const mediaId = randomUUID();
  const run = (command: MediaCommand) =>
    handle(
      infra.store,
      { streamId: mediaStreamId(mediaId), decider: mediaDecider, command },
      { actorId: ownerId, correlationId: newEventId() },
    );
  await run({
    type: 'CreateMedia',
    data: { mediaId, ownerId, teamId: null, kind: 'image', filename: picture.filename, now: new Date().toISOString() },
  });
  const key = `media/${ownerId}/${mediaId}/original`;
  await infra.storage.put(key, picture.body, detected.mime);
  await run({
    type: 'StoreFile',
    data: { original: { key, contentType: detected.mime, size: picture.body.length }, svg: false },
  });
  await run({ type: 'CompleteUpload', data: {} });
  return mediaId;
}
