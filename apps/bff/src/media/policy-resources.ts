import type { MediaResource } from '@lectern/domain';
import type { MediaRow } from '@lectern/read-models';

/** The media item as the policy module sees it. */
export const mediaResource = (row: MediaRow): MediaResource => ({
  type: 'media',
  id: row.id,
  ownerId: row.owner_id,
  teamId: row.team_id,
});
