import { invalidFileMessage } from '@lectern/domain';
import type { MediaItem } from '@lectern/contracts';
import { ApiError } from '../api/client';
import { IMAGE_UPLOAD_TIMEOUT_MS, VIDEO_UPLOAD_TIMEOUT_MS } from './constants';
import { libraryTexts } from './texts';

export type MediaType = MediaItem['type'];

export interface UploadLimits {
  imageUploadLimit: number;
  /** 0: the plan uploads no video. */
  videoUploadLimit: number;
}

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|svg|webp)$/i;
const VIDEO_EXTENSIONS = /\.(mp4|m4v|mov|webm|ogv)$/i;
const AUDIO_EXTENSIONS = /\.(mp3|m4a|aac|wav|ogg|oga|opus|flac)$/i;

/** Image, Video or Audio by the file's declared type, or by its extension when the browser declares none. */
export function mediaTypeOf(file: { name: string; type: string }): MediaType | null {
  if (file.type.startsWith('image/')) return 'Image';
  if (file.type.startsWith('video/')) return 'Video';
  if (file.type.startsWith('audio/')) return 'Audio';
  if (file.type !== '') return null;
  if (IMAGE_EXTENSIONS.test(file.name)) return 'Image';
  if (AUDIO_EXTENSIONS.test(file.name)) return 'Audio';
  return VIDEO_EXTENSIONS.test(file.name) ? 'Video' : null;
}

/** The upload limit of a type of file: audio, played as uploaded, is held to the image limit. */
const limitOf = (type: MediaType, limits: UploadLimits) =>
  type === 'Video' ? limits.videoUploadLimit : limits.imageUploadLimit;

export type FileCheck = { ok: true; type: MediaType } | { ok: false; message: string };

/**
 * spec/001 §5: images always, videos only when the plan allows them (and the library takes them),
 * each within its size limit; anything else gets the message naming what may be uploaded. Audio
 * (for audio blocks) is taken wherever images are, or where only audio is asked for.
 */
export function checkFile(
  file: { name: string; type: string; size: number },
  limits: UploadLimits,
  accepts: MediaType | 'any' = 'any',
): FileCheck {
  const allowed: UploadLimits = {
    imageUploadLimit: accepts === 'Video' ? 0 : limits.imageUploadLimit,
    videoUploadLimit: accepts === 'Image' || accepts === 'Audio' ? 0 : limits.videoUploadLimit,
  };
  const type = mediaTypeOf(file);
  const taken = type !== null && (accepts === 'any' || accepts === type);
  const limit = taken ? limitOf(type, allowed) : 0;
  if (!type || limit === 0 || file.size > limit) return { ok: false, message: invalidFileMessage(allowed) };
  return { ok: true, type };
}

/** What the file input accepts: images and audio, and videos when they may be uploaded here. */
export function acceptedFileTypes(limits: UploadLimits, accepts: MediaType | 'any' = 'any'): string {
  const types = [];
  if (accepts === 'any' || accepts === 'Image') types.push('image/*');
  if ((accepts === 'any' || accepts === 'Video') && limits.videoUploadLimit > 0) types.push('video/*');
  if (accepts === 'any' || accepts === 'Audio') types.push('audio/*');
  return types.join(',');
}

export const uploadTimeout = (type: MediaType) =>
  type === 'Image' ? IMAGE_UPLOAD_TIMEOUT_MS : VIDEO_UPLOAD_TIMEOUT_MS;

/** The server's own message for a refused upload (4xx); the spec's general text for anything else. */
export function uploadFailureMessage(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && !error.code.startsWith('http_') ? error.message : libraryTexts.uploadFailed;
}
