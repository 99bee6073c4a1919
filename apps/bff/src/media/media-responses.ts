import type { MediaItem, MediaType } from '@lectern/contracts';
import type { MediaKind } from '@lectern/domain';
import type { MediaRow } from '@lectern/read-models';

/** Where a stored file of a media item is served (its original, thumbnail or transcoded video). */
export const mediaFileUrl = (mediaId: string, variant: 'original' | 'thumbnail' | 'video') =>
  `/media-files/${mediaId}/${variant}`;

const TYPES: Readonly<Record<MediaKind, MediaType>> = { image: 'Image', video: 'Video', audio: 'Audio' };

/** The API's name of a kind of media, and back. */
export const mediaTypeOf = (kind: MediaKind): MediaType => TYPES[kind];
export const mediaKindOf = (type: MediaType): MediaKind =>
  (Object.keys(TYPES) as MediaKind[]).find((kind) => TYPES[kind] === type)!;

/** A media row as the API's media item, with the addresses its files are served at. */
export function toMediaItemResponse(row: MediaRow, tags: string[] = []): MediaItem {
  const main = row.video ? 'video' : 'original';
  return {
    id: row.id,
    type: mediaTypeOf(row.kind),
    label: row.label,
    filename: row.filename,
    content_type: row.original?.contentType ?? null,
    size: row.original?.size ?? null,
    url: row.original ? mediaFileUrl(row.id, main) : null,
    thumb_url: row.thumbnail ? mediaFileUrl(row.id, 'thumbnail') : null,
    upload_url: row.status === 'waiting' ? `/api/v1/media/${row.id}/file` : null,
    status: row.status,
    hidden: row.hidden,
    inline: row.inline,
    svg: row.original?.contentType === 'image/svg+xml',
    width: row.width,
    height: row.height,
    duration: row.duration,
    tags,
    created_at: new Date(row.created_at).toISOString(),
  };
}
