import type { Queryable } from '@lectern/db';
import type { AssignableTeamRole, TeamBillingPeriod, TeamRole } from '@lectern/domain';
import type { UserRow } from '../accounts/users-queries.js';

/** A team as its members read it (spec/002 §3). */
export interface TeamRow {
  id: string;
  name: string;
  slug: string;
  owner_id: string;
  logo_url: string | null;
  /** Its themes by name, oldest first. */
  themes: { id: string; name: string }[];
  default_theme_id: string | null;
  global_css_input: string;
  global_css_output: string;
  allow_scripts: boolean;
  allow_public_decks: boolean;
  google_domain: string | null;
  beta_new_editor: boolean;
  billing_period: TeamBillingPeriod;
  /** Billed by hand, outside the product: its owner's plan was set by an administrator. */
  manually_upgraded: boolean;
  /** Active members. */
  user_count: number;
  created_at: Date;
}

/** Someone's place in a team: what the policy needs to know of them. */
export interface MembershipRow {
  team_id: string;
  role: TeamRole;
  active: boolean;
}

export interface TeamMemberRow extends MembershipRow {
  user_id: string;
  username: string;
  email: string;
  profile_photo: string | null;
  joined_at: Date;
}

export interface TeamInvitationRow {
  id: string;
  team_id: string;
  email: string;
  role: AssignableTeamRole;
  token: string;
  created_at: Date;
  sent_at: Date;
}

const TEAM_COLUMNS = `t.id, t.name, t.slug, t.owner_id, t.logo_url, t.default_theme_id, t.global_css_input,
  t.global_css_output, t.allow_scripts, t.allow_public_decks, t.google_domain, t.beta_new_editor, t.billing_period,
  t.created_at,
  COALESCE((SELECT u.manually_upgraded FROM teams.users u WHERE u.id = t.owner_id), false) AS manually_upgraded,
  (SELECT count(*)::int FROM teams.members m WHERE m.team_id = t.id AND m.active) AS user_count,
  COALESCE((SELECT json_agg(json_build_object('id', th.id, 'name', th.name) ORDER BY th.created_at, th.id)
    FROM teams.themes th WHERE th.team_id = t.id), '[]'::json) AS themes`;

export async function findTeamById(db: Queryable, id: string): Promise<TeamRow | undefined> {
  return (await db.query<TeamRow>(`SELECT ${TEAM_COLUMNS} FROM teams.teams t WHERE t.id = $1`, [id])).rows[0];
}

/** Whether the team's managers let its members' decks and themes run scripts; false for an unknown team. */
export async function teamAllowsScripts(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query<{ allow_scripts: boolean }>('SELECT allow_scripts FROM teams.teams WHERE id = $1', [
    id,
  ]);
  return result.rows[0]?.allow_scripts ?? false;
}

export async function findTeamBySlug(db: Queryable, slug: string): Promise<TeamRow | undefined> {
  return (await db.query<TeamRow>(`SELECT ${TEAM_COLUMNS} FROM teams.teams t WHERE t.slug = $1`, [slug.toLowerCase()]))
    .rows[0];
}

/** The teams whose Google domain is `domain` (case-insensitive): one, unless several teams name the same domain. */
export async function findTeamIdsByGoogleDomain(db: Queryable, domain: string): Promise<string[]> {
  const result = await db.query<{ id: string }>('SELECT id FROM teams.teams WHERE lower(google_domain) = $1', [
    domain.trim().toLowerCase(),
  ]);
  return result.rows.map((row) => row.id);
}

/** The team a user belongs to, active or not; a user is in one team at a time. */
export async function findMembership(db: Queryable, userId: string): Promise<MembershipRow | undefined> {
  return (
    await db.query<MembershipRow>(
      'SELECT team_id, role, active FROM teams.members WHERE user_id = $1 ORDER BY joined_at DESC LIMIT 1',
      [userId],
    )
  ).rows[0];
}

export interface PolicySubjectRow {
  id: string;
  account_type: UserRow['account_type'];
  team_id: string | null;
  team_role: TeamRole | null;
  team_member_active: boolean | null;
  /** Whether the team's plan is paid (its subscription has not ended). */
  team_paid: boolean;
}

/** What the policy needs of a signed-in person, their latest team membership included, in one read. */
export async function findPolicySubject(db: Queryable, userId: string): Promise<PolicySubjectRow | undefined> {
  const result = await db.query<PolicySubjectRow>(
    `SELECT u.id, u.account_type, m.team_id, m.role AS team_role, m.active AS team_member_active, u.team_paid
     FROM accounts.users u
     LEFT JOIN LATERAL (
       SELECT team_id, role, active FROM teams.members WHERE user_id = u.id ORDER BY joined_at DESC LIMIT 1
     ) m ON true
     WHERE u.id = $1`,
    [userId],
  );
  return result.rows[0];
}

const MEMBER_SELECT = `SELECT m.team_id, m.user_id, m.role, m.active, m.joined_at, u.username, u.email, u.profile_photo
FROM teams.members m JOIN teams.users u ON u.id = m.user_id`;

/** A team's members, owner first, then by when they joined. */
export async function listTeamMembers(db: Queryable, teamId: string): Promise<TeamMemberRow[]> {
  return (
    await db.query<TeamMemberRow>(
      `${MEMBER_SELECT} WHERE m.team_id = $1 ORDER BY m.role = 'owner' DESC, m.joined_at, u.username`,
      [teamId],
    )
  ).rows;
}

export async function findTeamMember(
  db: Queryable,
  teamId: string,
  userId: string,
): Promise<TeamMemberRow | undefined> {
  return (await db.query<TeamMemberRow>(`${MEMBER_SELECT} WHERE m.team_id = $1 AND m.user_id = $2`, [teamId, userId]))
    .rows[0];
}

/**
 * Members whose username or e-mail contains `query` (case-insensitive), at most `limit`; only the
 * active ones with `activeOnly`, and never `except`.
 */
export async function searchTeamMembers(
  db: Queryable,
  teamId: string,
  query: string,
  limit: number,
  options: { activeOnly?: boolean; except?: string } = {},
): Promise<TeamMemberRow[]> {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (
    await db.query<TeamMemberRow>(
      `${MEMBER_SELECT} WHERE m.team_id = $1 AND (lower(u.username) LIKE $2 OR lower(u.email) LIKE $2)
         AND (NOT $4 OR m.active) AND m.user_id <> $5
       ORDER BY u.username LIMIT $3`,
      [teamId, pattern, limit, options.activeOnly ?? false, options.except ?? ''],
    )
  ).rows;
}

/** Username and e-mail by user id, for naming the people in a team's history (deleted members included). */
export async function findPeople(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, { username: string; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = (
    await db.query<{ id: string; username: string; email: string }>(
      'SELECT id, username, email FROM teams.users WHERE id = ANY($1)',
      [[...userIds]],
    )
  ).rows;
  return new Map(rows.map(({ id, username, email }) => [id, { username, email }]));
}

const INVITATION_COLUMNS = 'id, team_id, email, role, token, created_at, sent_at';

export async function listTeamInvitations(db: Queryable, teamId: string): Promise<TeamInvitationRow[]> {
  return (
    await db.query<TeamInvitationRow>(
      `SELECT ${INVITATION_COLUMNS} FROM teams.invitations WHERE team_id = $1 ORDER BY created_at, id`,
      [teamId],
    )
  ).rows;
}

export async function findInvitationById(db: Queryable, id: string): Promise<TeamInvitationRow | undefined> {
  return (await db.query<TeamInvitationRow>(`SELECT ${INVITATION_COLUMNS} FROM teams.invitations WHERE id = $1`, [id]))
    .rows[0];
}

export async function findInvitationByToken(db: Queryable, token: string): Promise<TeamInvitationRow | undefined> {
  return (
    await db.query<TeamInvitationRow>(`SELECT ${INVITATION_COLUMNS} FROM teams.invitations WHERE token = $1`, [token])
  ).rows[0];
}
