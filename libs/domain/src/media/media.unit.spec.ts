import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { decideMedia, evolveMedia, initialMediaState, invalidFileMessage, type MediaEvent } from './media.js';

const given = deciderSpec({ decide: decideMedia, evolve: evolveMedia, initialState: initialMediaState });
const photo = { mediaId: 'm1', ownerId: 'u1', teamId: null, kind: 'image', filename: 'photo.png' } as const;
const created: MediaEvent = {
  type: 'MediaCreated',
  data: { ...photo, label: 'photo', createdAt: '2026-01-01T00:00:00.000Z' },
};
const stored: MediaEvent = {
  type: 'MediaFileStored',
  data: { original: { key: 'media/u1/m1/original', contentType: 'image/png', size: 10 }, inline: false },
};
const completed: MediaEvent = { type: 'MediaUploadCompleted', data: {} };

describe('media decider', () => {
  describe('no media yet', () => {
    it('is created with a label from the file name', () =>
      given([])
        .when({ type: 'CreateMedia', data: { ...photo, now: '2026-01-01T00:00:00.000Z' } })
        .then([created]));
    it("is created in a team's shared library", () =>
      given([])
        .when({
          type: 'CreateMedia',
          data: { mediaId: 'm2', ownerId: 'u1', teamId: 't1', kind: 'video', filename: 'a.mp4', now: 'now' },
        })
        .then([
          {
            type: 'MediaCreated',
            data: {
              mediaId: 'm2',
              ownerId: 'u1',
              teamId: 't1',
              kind: 'video',
              filename: 'a.mp4',
              label: 'a',
              createdAt: 'now',
            },
          },
        ]));
    it('knows nothing else', () => given([]).when({ type: 'Hide', data: {} }).thenThrows(NotFoundError));
  });
  describe('waiting for its file', () => {
    it('stores the file once', () => {
      given([created])
        .when({
          type: 'StoreFile',
          data: { original: stored.type === 'MediaFileStored' ? stored.data.original : (null as never), svg: false },
        })
        .then([stored]);
      given([created, stored])
        .when({ type: 'StoreFile', data: { original: { key: 'k', contentType: 'image/png', size: 1 }, svg: false } })
        .thenThrows(ConflictError);
    });
    it('cannot complete before the file is there', () =>
      given([created]).when({ type: 'CompleteUpload', data: {} }).thenThrows(ForbiddenError));
  });
  describe('uploaded', () => {
    it('completes once, then is processed once', () => {
      given([created, stored]).when({ type: 'CompleteUpload', data: {} }).then([completed]);
      given([created, stored, completed]).when({ type: 'CompleteUpload', data: {} }).then([]);
      const processed = { thumbnail: null, video: null, width: 10, height: 10, duration: null };
      given([created, stored, completed])
        .when({ type: 'RecordProcessing', data: processed })
        .then([{ type: 'MediaProcessed', data: processed }]);
    });
    it("refuses an empty label: Label can't be empty", () =>
      given([created, stored])
        .when({ type: 'Rename', data: { label: '  ' } })
        .thenThrows(ValidationError));
    it('inlines only SVG', () =>
      given([created, stored])
        .when({ type: 'SetInline', data: { inline: true } })
        .thenThrows(ValidationError));
    it('is hidden and restored, and deleted with all its files', () => {
      given([created, stored])
        .when({ type: 'Hide', data: {} })
        .then([{ type: 'MediaHidden', data: {} }]);
      given([created, stored, { type: 'MediaHidden', data: {} }])
        .when({ type: 'Restore', data: {} })
        .then([{ type: 'MediaRestored', data: {} }]);
      given([created, stored])
        .when({ type: 'Delete', data: {} })
        .then([{ type: 'MediaDeleted', data: { keys: ['media/u1/m1/original'] } }]);
    });
  });
});

describe('invalid file message', () => {
  it('names the image limit, and the video limit only when video is allowed', () => {
    expect(invalidFileMessage({ imageUploadLimit: 10 * 1024 * 1024, videoUploadLimit: 0 })).toBe(
      'Please upload PNG, JPG, GIF or SVG images up to 10 MB.',
    );
    expect(invalidFileMessage({ imageUploadLimit: 20 * 1024 * 1024, videoUploadLimit: 100 * 1024 * 1024 })).toBe(
      'Please upload PNG, JPG, GIF or SVG images up to 20 MB, or videos up to 100 MB.',
    );
  });
});
