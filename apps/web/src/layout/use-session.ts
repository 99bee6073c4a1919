import { useQuery } from '@tanstack/react-query';
import { statusQueryOptions } from '../api/status-query';

export type SessionState = 'pending' | 'signed-in' | 'signed-out';

/** Whether someone is signed in. When the status cannot be read, the visitor is treated as signed out. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(statusQueryOptions());
  if (data) return data.user_signed_in ? 'signed-in' : 'signed-out';
  return isPending ? 'pending' : 'signed-out';
}
