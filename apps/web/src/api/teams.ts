import { queryOptions } from '@tanstack/react-query';
import type { AuditQuery } from '@lectern/contracts';
import { API_BASE, apiRequest } from './client';

// The team calls of spec/002 §7 that screens use so far: the membership audit.

/** The filter as a query string, empty values left out. */
const auditSearch = (filter: AuditQuery) => {
  const params = new URLSearchParams(
    Object.entries(filter).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /team/audit: the team's membership changes, oldest first, read from its events. */
export const fetchMembershipAudit = (filter: AuditQuery, signal?: AbortSignal) =>
  apiRequest(`/team/audit${auditSearch(filter)}`, { answer: 'auditResponse', signal }).then(({ results }) => results);

export const membershipAuditQueryOptions = (filter: AuditQuery) =>
  queryOptions({
    queryKey: ['team', 'audit', filter] as const,
    queryFn: ({ signal }) => fetchMembershipAudit(filter, signal),
  });

/** GET /team/audit.csv: the same rows as a download. */
export const membershipAuditCsvUrl = (filter: AuditQuery) => `${API_BASE}/team/audit.csv${auditSearch(filter)}`;
