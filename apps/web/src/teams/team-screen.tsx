import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../session/session-context';
import { useDocumentTitle } from '../routing/use-document-title';
import { isTeamManager } from '../session/team-manager';
import { teamTexts } from './team-texts';
import './team.css';

/** The frame of the team's screens: its title and, for managers, the links between them. */
export function TeamScreen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const manager = isTeamManager(useCurrentUser());
  return (
    <section className="screen team-screen">
      <h1 className="screen__title">{title}</h1>
      <nav className="team-screen__nav" aria-label={teamTexts.navLabel}>
        {manager && <Link to="/edit">{teamTexts.navSettings}</Link>}
        <Link to="/team/users">{teamTexts.navMembers}</Link>
        {manager && <Link to="/team/invitations">{teamTexts.navInvitations}</Link>}
        {manager && <Link to="/teams/audit">{teamTexts.navAudit}</Link>}
      </nav>
      {children}
    </section>
  );
}
