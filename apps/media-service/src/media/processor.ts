import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { createMemoryDeduper, dedupeHandler, type BusMessage } from '@lectern/bus';
import {
  evolveMedia,
  initialMediaState,
  mediaDecider,
  mediaStreamId,
  streamKind,
  type MediaCommand,
  type MediaEvent,
  type MediaState,
  type StoredFile,
} from '@lectern/domain';
import { handle as handleCommand, newEventId, type StoredEvent } from '@lectern/event-store';
import { makeThumbnail, probeAudio, transcodeVideo } from '@lectern/media-processing';
import type { Infrastructure } from '@lectern/service-kit';

export const MEDIA_TOPIC = 'lectern.media';

/**
 * Processes uploads as their events arrive from the bus: image thumbnails (sharp), video
 * transcoding to H.264/AAC MP4 with a poster (ffmpeg), audio's duration (ffprobe; it plays as
 * uploaded), and removal of a deleted item's files.
 * Deciders make it safe to see an event twice; the deduper saves the work.
 */
export function createMediaProcessor(infra: Infrastructure) {
  const logger = infra.logger.child({ component: 'media-processor' });

  async function record(mediaId: string, command: MediaCommand) {
    await handleCommand(
      infra.store,
      { streamId: mediaStreamId(mediaId), decider: mediaDecider, command },
      { actorId: null, correlationId: newEventId() },
    );
  }

  async function loadState(
    mediaId: string,
  ): Promise<{ state: MediaState; original: StoredFile | null; ownerId: string | null }> {
    const history = (await infra.store.readStream(mediaStreamId(mediaId))) as (StoredEvent & MediaEvent)[];
    const state = history.reduce((current, event) => evolveMedia(current, event), initialMediaState);
    const stored = history.find((event) => event.type === 'MediaFileStored');
    const created = history.find((event) => event.type === 'MediaCreated');
    return {
      state,
      original: stored?.type === 'MediaFileStored' ? stored.data.original : null,
      ownerId: created?.type === 'MediaCreated' ? created.data.ownerId : null,
    };
  }

  async function processUpload(mediaId: string) {
    const { state, original, ownerId } = await loadState(mediaId);
    if (state.status !== 'processing' || !original || !ownerId) return;
    const stored = await infra.storage.get(original.key);
    if (!stored) return record(mediaId, { type: 'FailProcessing', data: { reason: 'The uploaded file is missing' } });
    const base = `media/${ownerId}/${mediaId}`;
    try {
      if (state.kind === 'image') {
        const bytes = Buffer.from(
          original.contentType === 'image/svg+xml' ? await text(stored.body) : await streamToBuffer(stored.body),
        );
        const { thumbnail, original: size } = await makeThumbnail(bytes);
        await infra.storage.put(`${base}/thumbnail`, thumbnail.body, thumbnail.contentType);
        await record(mediaId, {
          type: 'RecordProcessing',
          data: {
            thumbnail: { key: `${base}/thumbnail`, contentType: thumbnail.contentType, size: thumbnail.body.length },
            video: null,
            width: size.width,
            height: size.height,
            duration: null,
          },
        });
        return;
      }
      const work = await mkdtemp(path.join(os.tmpdir(), 'lectern-media-'));
      try {
        const input = path.join(work, 'input');
        await pipeline(stored.body, createWriteStream(input));
        if (state.kind === 'audio') {
          const { duration } = await probeAudio(input);
          await record(mediaId, {
            type: 'RecordProcessing',
            data: { thumbnail: null, video: null, width: null, height: null, duration },
          });
          return;
        }
        const result = await transcodeVideo(input);
        await infra.storage.put(`${base}/video`, result.video, 'video/mp4');
        await infra.storage.put(`${base}/thumbnail`, result.poster, 'image/jpeg');
        await record(mediaId, {
          type: 'RecordProcessing',
          data: {
            thumbnail: { key: `${base}/thumbnail`, contentType: 'image/jpeg', size: result.poster.length },
            video: { key: `${base}/video`, contentType: 'video/mp4', size: result.video.length },
            width: result.width,
            height: result.height,
            duration: result.duration,
          },
        });
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    } catch (error) {
      const reason = failureReason(error);
      logger.warn({ mediaId, reason }, 'media processing failed');
      await record(mediaId, { type: 'FailProcessing', data: { reason } });
    }
  }

  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent & MediaEvent;
    const mediaId = streamKind(event.streamId)!.id;
    if (event.type === 'MediaUploadCompleted') await infra.metrics.timeJob('media', () => processUpload(mediaId));
    if (event.type === 'MediaDeleted') for (const key of event.data.keys) await infra.storage.delete(key);
  }

  return {
    subscribe: () =>
      infra.bus.subscribe({
        groupId: 'media-service',
        topics: [MEDIA_TOPIC],
        fromBeginning: true,
        handler: dedupeHandler(createMemoryDeduper(10_000), handle),
      }),
  };
}

async function streamToBuffer(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The useful end of a failure: ffmpeg and sharp say what went wrong on their last line. */
function failureReason(error: unknown): string {
  const text =
    typeof error === 'object' && error !== null && 'stderr' in error
      ? String(error.stderr)
      : error instanceof Error
        ? error.message
        : String(error);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? 'Processing failed').slice(0, 500);
}
