import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { streamId } from '../streams.js';

export type MediaKind = 'image' | 'video' | 'audio';
export type MediaStatus = 'waiting' | 'uploaded' | 'processing' | 'complete' | 'error';
export const MEDIA_LABEL_MAX_LENGTH = 200;

export const mediaMessages = {
  labelEmpty: "Label can't be empty",
  storageFull: 'Storage limit reached',
  uploadFailed: 'An error occurred while uploading your file.',
  /** Media from a URL: the server fetches public https addresses only. */
  urlRefused: 'Please enter a public https:// address of an image or video.',
  urlUnreachable: 'The file at this address could not be fetched.',
} as const;

/** The spec's invalid-file message (spec/001 §5), naming the limits of the user's plan. */
export function invalidFileMessage(limits: { imageUploadLimit: number; videoUploadLimit: number }): string {
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  const images = `PNG, JPG, GIF or SVG images up to ${mb(limits.imageUploadLimit)} MB`;
  return limits.videoUploadLimit > 0
    ? `Please upload ${images}, or videos up to ${mb(limits.videoUploadLimit)} MB.`
    : `Please upload ${images}.`;
}

export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
}

export type MediaEvent =
  | {
      type: 'MediaCreated';
      data: {
        mediaId: string;
        ownerId: string;
        /** The team whose shared library holds it; absent (before team media) or null: the owner's own. */
        teamId?: string | null;
        kind: MediaKind;
        filename: string;
        label: string;
        createdAt: string;
      };
    }
  | { type: 'MediaFileStored'; data: { original: StoredFile; inline: boolean } }
  | { type: 'MediaUploadCompleted'; data: Record<string, never> }
  | {
      type: 'MediaProcessed';
      data: {
        thumbnail: StoredFile | null;
        video: StoredFile | null;
        width: number | null;
        height: number | null;
        duration: number | null;
      };
    }
  | { type: 'MediaProcessingFailed'; data: { reason: string } }
  | { type: 'MediaRenamed'; data: { label: string } }
  | { type: 'MediaInlineChanged'; data: { inline: boolean } }
  | { type: 'MediaHidden'; data: Record<string, never> }
  | { type: 'MediaRestored'; data: Record<string, never> }
  | { type: 'MediaDeleted'; data: { keys: string[] } };

export type MediaCommand =
  | {
      type: 'CreateMedia';
      data: { mediaId: string; ownerId: string; teamId: string | null; kind: MediaKind; filename: string; now: string };
    }
  | { type: 'StoreFile'; data: { original: StoredFile; svg: boolean } }
  | { type: 'CompleteUpload'; data: Record<string, never> }
  | { type: 'RecordProcessing'; data: Extract<MediaEvent, { type: 'MediaProcessed' }>['data'] }
  | { type: 'FailProcessing'; data: { reason: string } }
  | { type: 'Rename'; data: { label: string } }
  | { type: 'SetInline'; data: { inline: boolean } }
  | { type: 'Hide'; data: Record<string, never> }
  | { type: 'Restore'; data: Record<string, never> }
  | { type: 'Delete'; data: Record<string, never> };

export type MediaState =
  | { status: 'none' }
  | {
      status: MediaStatus | 'deleted';
      ownerId: string;
      kind: MediaKind;
      svg: boolean;
      hidden: boolean;
      label: string;
      keys: string[];
    };

export const initialMediaState: MediaState = { status: 'none' };
export const mediaStreamId = (mediaId: string) => streamId('media', mediaId);

export function evolveMedia(state: MediaState, event: MediaEvent): MediaState {
  if (event.type === 'MediaCreated') {
    return {
      status: 'waiting',
      ownerId: event.data.ownerId,
      kind: event.data.kind,
      svg: false,
      hidden: false,
      label: event.data.label,
      keys: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'MediaFileStored':
      return {
        ...state,
        status: 'uploaded',
        svg: event.data.original.contentType === 'image/svg+xml',
        keys: [...state.keys, event.data.original.key],
      };
    case 'MediaUploadCompleted':
      return { ...state, status: 'processing' };
    case 'MediaProcessed':
      return {
        ...state,
        status: 'complete',
        keys: [...state.keys, ...[event.data.thumbnail, event.data.video].flatMap((file) => (file ? [file.key] : []))],
      };
    case 'MediaProcessingFailed':
      return { ...state, status: 'error' };
    case 'MediaRenamed':
      return { ...state, label: event.data.label };
    case 'MediaInlineChanged':
      return state;
    case 'MediaHidden':
      return { ...state, hidden: true };
    case 'MediaRestored':
      return { ...state, hidden: false };
    case 'MediaDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export function decideMedia(command: MediaCommand, state: MediaState): MediaEvent[] {
  if (command.type === 'CreateMedia') {
    if (state.status !== 'none') throw new ConflictError('This media exists already', 'media_exists');
    const { mediaId, ownerId, teamId, kind, filename, now } = command.data;
    const label = filename.replace(/\.[^.]+$/, '').slice(0, MEDIA_LABEL_MAX_LENGTH) || 'Untitled';
    return [
      {
        type: 'MediaCreated',
        data: { mediaId, ownerId, teamId, kind, filename: filename.slice(0, 255), label, createdAt: now },
      },
    ];
  }
  if (state.status === 'none' || state.status === 'deleted') throw new NotFoundError();
  switch (command.type) {
    case 'StoreFile':
      if (state.status !== 'waiting') throw new ConflictError('This media has its file already', 'already_uploaded');
      return [{ type: 'MediaFileStored', data: { original: command.data.original, inline: false } }];
    case 'CompleteUpload':
      if (state.status === 'waiting') throw new ForbiddenError('Upload the file first', 'not_uploaded');
      return state.status === 'uploaded' ? [{ type: 'MediaUploadCompleted', data: {} }] : [];
    case 'RecordProcessing':
      return state.status === 'processing' ? [{ type: 'MediaProcessed', data: command.data }] : [];
    case 'FailProcessing':
      return state.status === 'processing' ? [{ type: 'MediaProcessingFailed', data: command.data }] : [];
    case 'Rename': {
      const label = command.data.label.trim();
      if (label === '') throw new ValidationError({ 'media.label': [mediaMessages.labelEmpty] });
      if (label.length > MEDIA_LABEL_MAX_LENGTH)
        throw new ValidationError({ 'media.label': [`At most ${MEDIA_LABEL_MAX_LENGTH} characters`] });
      return label === state.label ? [] : [{ type: 'MediaRenamed', data: { label } }];
    }
    case 'SetInline':
      if (!state.svg) throw new ValidationError({ 'media.inline': ['Only SVG images can be inlined'] });
      return [{ type: 'MediaInlineChanged', data: command.data }];
    case 'Hide':
      return state.hidden ? [] : [{ type: 'MediaHidden', data: {} }];
    case 'Restore':
      return state.hidden ? [{ type: 'MediaRestored', data: {} }] : [];
    case 'Delete':
      return [{ type: 'MediaDeleted', data: { keys: state.keys } }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
