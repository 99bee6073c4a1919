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

/** Image or Video by the file's declared type, or by its extension when the browser declares none. */
export function mediaTypeOf(file: { name: string; type: string }): MediaType | null {
  if (file.type.startsWith('image/')) return 'Image';
  if (file.type.startsWith('video/')) return 'Video';
  if (file.type !== '') return null;
  if (IMAGE_EXTENSIONS.test(file.name)) return 'Image';
  return VIDEO_EXTENSIONS.test(file.name) ? 'Video' : null;
}

export type FileCheck = { ok: true; type: MediaType } | { ok: false; message: string };

/**
 * spec/001 §5: images always, videos only when the plan allows them (and the library takes them),
 * each within its size limit; anything else gets the message naming what may be uploaded.
 */
export function checkFile(
  file: { name: string; type: string; size: number },
  limits: UploadLimits,
  accepts: MediaType | 'any' = 'any',
): FileCheck {
  const allowed: UploadLimits = {
    imageUploadLimit: accepts === 'Video' ? 0 : limits.imageUploadLimit,
    videoUploadLimit: accepts === 'Image' ? 0 : limits.videoUploadLimit,
  };
  const type = mediaTypeOf(file);
  const limit = type === 'Image' ? allowed.imageUploadLimit : type === 'Video' ? allowed.videoUploadLimit : 0;
  if (!type || limit === 0 || file.size > limit) return { ok: false, message: invalidFileMessage(allowed) };
  return { ok: true, type };
}

/** What the file input accepts: images, and videos when they may be uploaded here. */
export function acceptedFileTypes(limits: UploadLimits, accepts: MediaType | 'any' = 'any'): string {
  const types = [];
  if (accepts !== 'Video') types.push('image/*');
  if (accepts !== 'Image' && limits.videoUploadLimit > 0) types.push('video/*');
  return types.join(',');
}

export const uploadTimeout = (type: MediaType) =>
  type === 'Video' ? VIDEO_UPLOAD_TIMEOUT_MS : IMAGE_UPLOAD_TIMEOUT_MS;

/** The server's own message for a refused upload (4xx); the spec's general text for anything else. */
export function uploadFailureMessage(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && !error.code.startsWith('http_') ? error.message : libraryTexts.uploadFailed;
}
