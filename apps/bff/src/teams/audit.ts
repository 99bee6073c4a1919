import type { AuditAction, AuditEntry, AuditQuery } from '@lectern/contracts';
import { isMembershipEvent, type MembershipEvent, type TeamEvent } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';

type People = Map<string, { username: string; email: string }>;

const actions: Record<MembershipEvent['type'], AuditAction> = {
  TeamSignedUp: 'team_created',
  TeamMemberInvited: 'invited',
  TeamInvitationResent: 'invitation_resent',
  TeamInvitationCancelled: 'invitation_cancelled',
  TeamInvitationAccepted: 'joined',
  TeamMemberJoinedByDomain: 'joined',
  TeamMemberRoleChanged: 'role_changed',
  TeamMemberDeactivated: 'deactivated',
  TeamMemberReactivated: 'reactivated',
  TeamMemberDeleted: 'deleted',
};

/** Every user id a team's history names, to look their names up once. */
export function peopleIn(events: readonly StoredEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.metadata.actorId) ids.add(event.metadata.actorId);
    const data = event.data as { userId?: unknown; ownerId?: unknown };
    for (const id of [data.userId, data.ownerId]) if (typeof id === 'string') ids.add(id);
  }
  return [...ids];
}

const person = (people: People, id: string | null, email: string | null = null) => ({
  id,
  username: id === null ? null : (people.get(id)?.username ?? null),
  email: email ?? (id === null ? null : (people.get(id)?.email ?? null)),
});

/**
 * The membership audit: one entry per membership event of the team's stream, in the log's order,
 * with the event's actor and time. Built from the events each time it is read, so it cannot be
 * edited and always equals the log.
 */
export function membershipAudit(events: readonly StoredEvent[], people: People): AuditEntry[] {
  const invitedEmails = new Map<string, string>();
  const entries: AuditEntry[] = [];
  for (const stored of events) {
    const event = stored as StoredEvent & TeamEvent;
    if (!isMembershipEvent(event)) continue;
    const base = {
      id: stored.id,
      at: stored.recordedAt.toISOString(),
      action: actions[event.type],
      actor: person(people, stored.metadata.actorId),
      role: null,
      absorb_decks: null,
    };
    switch (event.type) {
      case 'TeamSignedUp':
        entries.push({ ...base, member: person(people, event.data.ownerId), role: 'owner' });
        break;
      case 'TeamMemberInvited':
        invitedEmails.set(event.data.invitationId, event.data.email);
        entries.push({ ...base, member: person(people, null, event.data.email), role: event.data.role });
        break;
      case 'TeamInvitationResent':
        entries.push({ ...base, member: person(people, null, invitedEmails.get(event.data.invitationId) ?? null) });
        break;
      case 'TeamInvitationCancelled':
        entries.push({ ...base, member: person(people, null, event.data.email) });
        break;
      case 'TeamInvitationAccepted':
      case 'TeamMemberJoinedByDomain':
        entries.push({ ...base, member: person(people, event.data.userId, event.data.email), role: event.data.role });
        break;
      case 'TeamMemberRoleChanged':
        entries.push({ ...base, member: person(people, event.data.userId), role: event.data.role });
        break;
      case 'TeamMemberDeactivated':
      case 'TeamMemberReactivated':
        entries.push({ ...base, member: person(people, event.data.userId) });
        break;
      case 'TeamMemberDeleted':
        entries.push({ ...base, member: person(people, event.data.userId), absorb_decks: event.data.absorbDecks });
        break;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  }
  return entries;
}

const DAY_MS = 86_400_000;

/** The entries about one member (user id, username or e-mail) within a range of whole UTC days. */
export function filterAudit(entries: readonly AuditEntry[], query: AuditQuery): AuditEntry[] {
  const member = query.member?.toLowerCase();
  const from = query.from ? Date.parse(query.from) : -Infinity;
  const until = query.to ? Date.parse(query.to) + DAY_MS : Infinity;
  return entries.filter((entry) => {
    const at = Date.parse(entry.at);
    if (at < from || at >= until) return false;
    if (!member) return true;
    const { id, username, email } = entry.member;
    return id === query.member || username?.toLowerCase() === member || email?.toLowerCase() === member;
  });
}

const CSV_HEADER = ['time', 'action', 'member', 'member_email', 'role', 'decks_kept', 'by'];

/** A cell as a spreadsheet reads it literally: quoted, and never a formula. */
function csvCell(value: string | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The audit as CSV, one row per entry in the same order. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) => [
    entry.at,
    entry.action,
    entry.member.username,
    entry.member.email,
    entry.role,
    entry.absorb_decks,
    entry.actor.username,
  ]);
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
