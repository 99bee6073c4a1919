import { z } from 'zod';
import { storedText } from './text.js';
import { MEDIA_LABEL_MAX_LENGTH } from '@lectern/domain';

/** What a media item is, in the spec's names (audio beside them: video and audio blocks play from the library). */
export const mediaType = z.enum(['Image', 'Video', 'Audio']);
export type MediaType = z.infer<typeof mediaType>;

/** A media library item (spec/001 §3). `type` uses the spec's names. */
export const mediaItem = z
  .object({
    id: z.string(),
    type: mediaType,
    label: z.string(),
    filename: z.string(),
    content_type: z.string().nullable(),
    size: z.number().int().nullable(),
    url: z.string().nullable(),
    thumb_url: z.string().nullable(),
    upload_url: z.string().nullable(),
    status: z.enum(['waiting', 'uploaded', 'processing', 'complete', 'error']),
    hidden: z.boolean(),
    inline: z.boolean(),
    svg: z.boolean(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration: z.number().nullable(),
    tags: z.array(z.string()),
    created_at: z.string(),
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.infer<typeof mediaItem>;

export const createMediaRequest = z.object({
  media: z.object({ type: mediaType, filename: storedText().trim().min(1).max(255) }),
});
export const mediaResponse = z.object({ media: mediaItem });
/** POST /media/from_url: the server fetches the file at `url` into the library (`type`: only that kind). */
export const mediaFromUrlRequest = z.object({
  media: z.object({ url: storedText().trim().min(1).max(2000), type: mediaType.optional() }),
});
/** PUT /media/{id}: label, inline, hidden, or `status: 'upload_complete'` once the file is uploaded. */
export const updateMediaRequest = z.object({
  media: z.object({
    label: storedText()
      .max(MEDIA_LABEL_MAX_LENGTH + 100)
      .optional(),
    inline: z.boolean().optional(),
    hidden: z.boolean().optional(),
    status: z.literal('upload_complete').optional(),
  }),
});
export const mediaListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  type: mediaType.optional(),
  hidden: z.enum(['true', 'false']).default('false'),
});
export const mediaListResponse = z.object({
  results: z.array(mediaItem),
  total: z.number().int(),
  per_page: z.number().int(),
});
export const mediaUsageResponse = z.object({ bytes: z.number().int(), limit: z.number().int() });

/** The external media search sources (spec/001 §7): those with keys configured. */
export const mediaSearchSource = z.enum(['unsplash', 'giphy']);
export type MediaSearchSource = z.infer<typeof mediaSearchSource>;
export const mediaSearchSourcesResponse = z.object({ sources: z.array(mediaSearchSource) });

export const mediaSearchQuery = z.object({
  q: z.string().trim().min(1).max(50),
  type: mediaSearchSource,
  limit: z.coerce.number().int().min(1).max(25).default(25),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** One result of an external media search. */
export const mediaSearchResult = z.object({
  url: z.string(),
  thumb_url: z.string(),
  webp_thumb_url: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  download_url: z.string(),
  meta: z.object({ creator_name: z.string().nullable(), profile_url: z.string().nullable() }),
});
export type MediaSearchResult = z.infer<typeof mediaSearchResult>;
export const mediaSearchResponse = z.object({ results: z.array(mediaSearchResult) });
