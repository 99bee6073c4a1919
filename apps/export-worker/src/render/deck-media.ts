import { buffer } from 'node:stream/consumers';
import type { Queryable } from '@lectern/db';
import { findMedia } from '@lectern/read-models';
import type { FileStorage } from '@lectern/storage';
import type { SiteFile } from './deck-site.js';

/** A media file address in deck markup: `/media-files/<id>/<variant>` (as the BFF serves them). */
export const MEDIA_PATH = /^\/media-files\/([0-9a-f-]{36})\/(original|thumbnail|video)$/;

/** A media file a deck shows, with the picture's size when the library knows it. */
export interface DeckMediaFile extends SiteFile {
  width: number | null;
  height: number | null;
}

/**
 * A file a deck's markup shows, when it is its owner's (as the BFF decides for a deck's viewers:
 * naming someone else's media in one's own deck shows nothing), or null.
 */
export async function deckMediaFile(
  deps: { db: Queryable; storage: FileStorage },
  ownerId: string,
  pathname: string,
): Promise<DeckMediaFile | null> {
  const match = MEDIA_PATH.exec(pathname);
  if (!match) return null;
  const media = await findMedia(deps.db, match[1]!);
  const file = media && media.owner_id === ownerId ? media[match[2] as 'original' | 'thumbnail' | 'video'] : null;
  const stored = file ? await deps.storage.get(file.key) : null;
  return (
    stored && {
      body: await buffer(stored.body),
      contentType: stored.contentType,
      width: media!.width,
      height: media!.height,
    }
  );
}
