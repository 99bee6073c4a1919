import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { acceptedFileTypes, checkFile, mediaTypeOf, uploadFailureMessage } from './upload-rules';

const MB = 1024 * 1024;
const free = { imageUploadLimit: 10 * MB, videoUploadLimit: 0 };
const pro = { imageUploadLimit: 20 * MB, videoUploadLimit: 250 * MB };
const file = (name: string, type: string, size = MB) => ({ name, type, size });

describe('upload rules (spec/001 §5)', () => {
  it('tells images from videos by type, or by extension when no type is given', () => {
    expect(mediaTypeOf(file('a.png', 'image/png'))).toBe('Image');
    expect(mediaTypeOf(file('a.mp4', 'video/mp4'))).toBe('Video');
    expect(mediaTypeOf(file('logo.svg', ''))).toBe('Image');
    expect(mediaTypeOf(file('clip.MOV', ''))).toBe('Video');
    expect(mediaTypeOf(file('notes.txt', 'text/plain'))).toBeNull();
    expect(mediaTypeOf(file('notes', ''))).toBeNull();
  });

  it('takes images within the limit always and videos only on a plan that allows them', () => {
    expect(checkFile(file('a.png', 'image/png'), free)).toEqual({ ok: true, type: 'Image' });
    expect(checkFile(file('a.mp4', 'video/mp4'), pro)).toEqual({ ok: true, type: 'Video' });
    expect(checkFile(file('a.mp4', 'video/mp4'), free)).toEqual({
      ok: false,
      message: 'Please upload PNG, JPG, GIF or SVG images up to 10 MB.',
    });
  });

  it('refuses files over their limit and other kinds, naming the limits of the plan', () => {
    const message = 'Please upload PNG, JPG, GIF or SVG images up to 20 MB, or videos up to 250 MB.';
    expect(checkFile(file('big.png', 'image/png', 21 * MB), pro)).toEqual({ ok: false, message });
    expect(checkFile(file('big.mp4', 'video/mp4', 251 * MB), pro)).toEqual({ ok: false, message });
    expect(checkFile(file('a.pdf', 'application/pdf'), pro)).toEqual({ ok: false, message });
  });

  it('takes only the kind being selected, and says so', () => {
    expect(checkFile(file('a.mp4', 'video/mp4'), pro, 'Image')).toEqual({
      ok: false,
      message: 'Please upload PNG, JPG, GIF or SVG images up to 20 MB.',
    });
    expect(checkFile(file('a.mp4', 'video/mp4'), pro, 'Video')).toEqual({ ok: true, type: 'Video' });
    expect(acceptedFileTypes(pro)).toBe('image/*,video/*,audio/*');
    expect(acceptedFileTypes(free)).toBe('image/*,audio/*');
    expect(acceptedFileTypes(pro, 'Image')).toBe('image/*');
    expect(acceptedFileTypes(pro, 'Video')).toBe('video/*');
    expect(acceptedFileTypes(free, 'Audio')).toBe('audio/*');
  });

  it('takes audio on every plan within the image limit, by type or extension', () => {
    expect(mediaTypeOf(file('talk.mp3', 'audio/mpeg'))).toBe('Audio');
    expect(mediaTypeOf(file('talk.M4A', ''))).toBe('Audio');
    expect(checkFile(file('talk.mp3', 'audio/mpeg'), free)).toEqual({ ok: true, type: 'Audio' });
    expect(checkFile(file('talk.mp3', 'audio/mpeg'), free, 'Audio')).toEqual({ ok: true, type: 'Audio' });
    expect(checkFile(file('long.mp3', 'audio/mpeg', 11 * MB), free)).toEqual({
      ok: false,
      message: 'Please upload PNG, JPG, GIF or SVG images up to 10 MB.',
    });
    // Selecting audio takes nothing else, and selecting a video takes no audio.
    expect(checkFile(file('a.png', 'image/png'), pro, 'Audio')).toMatchObject({ ok: false });
    expect(checkFile(file('talk.mp3', 'audio/mpeg'), pro, 'Video')).toMatchObject({ ok: false });
  });

  it("shows the server's message for a refused upload and the general one for anything else", () => {
    const refused = new ApiError(422, { error: { code: 'validation', message: 'Storage limit reached' } });
    expect(uploadFailureMessage(refused)).toBe('Storage limit reached');
    const unreadable = new ApiError(413, { error: { code: 'http_413', message: 'Payload Too Large' } });
    expect(uploadFailureMessage(unreadable)).toBe('An error occurred while uploading your file.');
    const broken = new ApiError(500, { error: { code: 'internal', message: 'boom' } });
    expect(uploadFailureMessage(broken)).toBe('An error occurred while uploading your file.');
    expect(uploadFailureMessage(new DOMException('timed out', 'TimeoutError'))).toBe(
      'An error occurred while uploading your file.',
    );
  });
});
