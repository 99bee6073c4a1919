import { useQuery } from '@tanstack/react-query';
import { mediaListQueryOptions } from '../api/media';
import { libraryTexts } from './texts';

/**
 * Whether Team Media can be opened (spec/001 §6, §8): always for the team's managers, who upload to
 * it; for other members once it holds something. `tip` says why it cannot: the team has no shared
 * media yet, or it failed to load ('Failed to load'); while it loads it cannot be opened either.
 */
export function useTeamTab(inTeam: boolean, manager: boolean): { tip: string | null } {
  const media = useQuery({ ...mediaListQueryOptions('team', false), enabled: inTeam && !manager });
  if (!inTeam || manager) return { tip: null };
  if (media.isError) return { tip: libraryTexts.teamFailed };
  if (!media.data) return { tip: libraryTexts.teamLoading };
  return { tip: media.data.length === 0 ? libraryTexts.teamEmpty : null };
}
