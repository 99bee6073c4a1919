import { fileTypeFromBuffer } from 'file-type';

export type MediaKind = 'image' | 'video' | 'audio';

export interface DetectedType {
  kind: MediaKind;
  mime: string;
  extension: string;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/x-m4v',
  'video/ogg',
  'video/x-matroska',
]);

/** Audio every current browser plays in an `<audio>` element, kept as uploaded (nothing to transcode). */
const AUDIO_TYPES = new Set([
  'audio/mpeg',
  'audio/x-m4a',
  'audio/mp4',
  'audio/aac',
  'audio/wav',
  'audio/x-wav',
  'audio/ogg',
  'audio/opus',
  'audio/x-flac',
  'audio/flac',
]);

/** SVG is text: it is recognised by its start (an XML prolog, comments, a doctype, then `<svg`). */
function looksLikeSvg(head: string): boolean {
  const stripped = head
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(stripped);
}

/**
 * What a file really is, from its bytes (magic numbers), never from its name or the type the
 * browser declared. Answers null for anything that is not an image, video or audio we accept.
 */
export async function detectMediaType(bytes: Uint8Array): Promise<DetectedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && IMAGE_TYPES.has(detected.mime))
    return { kind: 'image', mime: detected.mime, extension: detected.ext };
  if (detected && VIDEO_TYPES.has(detected.mime))
    return { kind: 'video', mime: detected.mime, extension: detected.ext };
  if (detected && AUDIO_TYPES.has(detected.mime))
    return { kind: 'audio', mime: detected.mime, extension: detected.ext };
  const maybeText = !detected || detected.mime === 'application/xml' || detected.mime === 'image/svg+xml';
  if (maybeText && looksLikeSvg(Buffer.from(bytes.subarray(0, 4096)).toString('utf8')))
    return { kind: 'image', mime: 'image/svg+xml', extension: 'svg' };
  return null;
}
