import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { AuditAction, AuditEntry, AuditQuery } from '@lectern/contracts';
import { ApiError } from '../api/client';
import { membershipAuditCsvUrl, membershipAuditQueryOptions } from '../api/teams';
import { teamTexts } from './team-texts';
import './membership-audit.css';

const actionLabels: Record<AuditAction, string> = {
  team_created: 'Team created',
  invited: 'Invited',
  invitation_resent: 'Invitation resent',
  invitation_cancelled: 'Invitation cancelled',
  joined: 'Joined',
  role_changed: 'Role changed',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  deleted: 'Deleted',
};

const detail = (entry: AuditEntry) =>
  entry.absorb_decks === null ? (entry.role ?? '') : entry.absorb_decks ? 'Decks kept' : 'Decks removed';

const when = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The membership audit: every change to who is in the team, who made it and when,
 * read from the team's events; filtered by member and dates in the address, exported as CSV.
 */
export function MembershipAudit({ filter }: { filter: AuditQuery }) {
  const navigate = useNavigate();
  const audit = useQuery(membershipAuditQueryOptions(filter));
  const [member, setMember] = useState(filter.member ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '/teams/audit',
      search: { member: member.trim() || undefined, from: from || undefined, to: to || undefined },
    });
  };

  return (
    <section className="screen membership-audit">
      <h1 className="screen__title">{teamTexts.auditTitle}</h1>
      <p className="screen__text">{teamTexts.auditIntro}</p>
      <form className="membership-audit__filter" onSubmit={apply} aria-label={teamTexts.auditFilter}>
        <label>
          {teamTexts.auditMember}
          <input type="text" value={member} onChange={(e) => setMember(e.target.value)} maxLength={254} />
        </label>
        <label>
          {teamTexts.auditFrom}
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {teamTexts.auditTo}
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" className="button">
          {teamTexts.auditApply}
        </button>
        <a className="button" href={membershipAuditCsvUrl(filter)} download="membership-audit.csv">
          {teamTexts.auditExport}
        </a>
      </form>
      {audit.isPending ? (
        <p role="status">{teamTexts.auditLoading}</p>
      ) : audit.isError ? (
        <p role="alert">
          {audit.error instanceof ApiError && audit.error.status === 403
            ? teamTexts.auditForbidden
            : teamTexts.pageError}
        </p>
      ) : audit.data.length === 0 ? (
        <p>{teamTexts.auditEmpty}</p>
      ) : (
        <table className="membership-audit__table">
          <thead>
            <tr>
              <th scope="col">{teamTexts.auditWhen}</th>
              <th scope="col">{teamTexts.auditChange}</th>
              <th scope="col">{teamTexts.auditMember}</th>
              <th scope="col">{teamTexts.auditDetail}</th>
              <th scope="col">{teamTexts.auditBy}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </td>
                <td>{actionLabels[entry.action]}</td>
                <td>{entry.member.username ?? entry.member.email}</td>
                <td>{detail(entry)}</td>
                <td>{entry.actor.username}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
