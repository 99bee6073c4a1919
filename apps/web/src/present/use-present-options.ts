import { useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import { pageToken, parsePresentOptions, type PresentOptions } from './query-options';

/** The page's present options and private link token, from its address. */
export function usePresentOptions(): PresentOptions & { token?: string } {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return useMemo(() => ({ ...parsePresentOptions(searchStr), token: pageToken(searchStr) }), [searchStr]);
}
