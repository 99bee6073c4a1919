import { streamPrefix, type TeamSettings, type UserEvent } from '@lectern/domain';
import type { Queryable, SqlParam } from '@lectern/db';
import type { StoredEvent } from '@lectern/event-store';
import { streamEvent, type Projection } from '@lectern/projections';
import { answerKeys, readModelNames, teamEventTouches } from '@lectern/read-models';
import { applyThemeEvent, applyThemeThumbnailEvent } from './themes-apply.js';

/** The columns of teams.teams that PUT /team changes, by setting. */
const settingColumns: Record<keyof TeamSettings, string> = {
  name: 'name',
  slug: 'slug',
  logo_url: 'logo_url',
  default_theme_id: 'default_theme_id',
  global_css_input: 'global_css_input',
  global_css_output: 'global_css_output',
  allow_scripts: 'allow_scripts',
  allow_public_decks: 'allow_public_decks',
  google_domain: 'google_domain',
  beta_new_editor: 'beta_new_editor',
};

/**
 * Teams, their members and pending invitations, projected from the `team-` streams, their themes
 * from the `theme-` streams (and their pictures from the `theme-thumbnail-` streams, whose prefix
 * that one covers), and the few fields of users the member lists show, from the `user-`
 * streams (so the team read model stands on its own). The membership audit is not here: it is read
 * from the team's events themselves.
 */
export const teamsProjection: Projection = {
  name: readModelNames.teams,
  streamPrefixes: [streamPrefix('team'), streamPrefix('user'), streamPrefix('theme')],
  migrations: [
    {
      id: '001_teams',
      sql: `
CREATE SCHEMA IF NOT EXISTS teams;
CREATE TABLE teams.teams (
  id text PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  owner_id text NOT NULL,
  logo_url text,
  default_theme_id text,
  global_css_input text NOT NULL DEFAULT '',
  global_css_output text NOT NULL DEFAULT '',
  allow_scripts boolean NOT NULL DEFAULT false,
  allow_public_decks boolean NOT NULL DEFAULT true,
  google_domain text,
  billing_period text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE teams.members (
  team_id text NOT NULL,
  user_id text NOT NULL,
  role text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX members_user ON teams.members (user_id);
CREATE TABLE teams.invitations (
  id text PRIMARY KEY,
  team_id text NOT NULL,
  email text NOT NULL,
  role text NOT NULL,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX invitations_team ON teams.invitations (team_id, created_at);
CREATE TABLE teams.users (
  id text PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  profile_photo text
);
`,
    },
    {
      id: '002_beta_new_editor',
      sql: `ALTER TABLE teams.teams ADD COLUMN beta_new_editor boolean NOT NULL DEFAULT false;`,
    },
    {
      // A team whose owner's plan was set by hand is billed by hand; users projected before this
      // column existed take it from their last plan change in the log.
      id: '003_users_manually_upgraded',
      sql: `
ALTER TABLE teams.users ADD COLUMN manually_upgraded boolean NOT NULL DEFAULT false;
UPDATE teams.users u SET manually_upgraded = COALESCE((
  SELECT (e.data->>'manuallyUpgraded')::boolean FROM event_store.events e
  WHERE e.stream_id = 'user-' || u.id AND e.type = 'UserPlanChanged' ORDER BY e.position DESC LIMIT 1
), false);
`,
    },
    {
      // The `theme-` streams: a team's themes, each row gone once its theme is deleted.
      id: '004_themes',
      sql: `
CREATE TABLE teams.themes (
  id text PRIMARY KEY,
  team_id text NOT NULL,
  name text NOT NULL,
  font text NOT NULL,
  color text NOT NULL,
  transition text NOT NULL,
  background_transition text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  center boolean NOT NULL,
  rolling_links boolean NOT NULL,
  less text NOT NULL,
  css text NOT NULL,
  html text NOT NULL,
  js text NOT NULL,
  palette jsonb NOT NULL,
  font_typekit text,
  font_google text,
  snippets jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX themes_team ON teams.themes (team_id, created_at);
`,
    },
    {
      // The `theme-thumbnail-` streams: each theme's newest picture, and its stream position.
      id: '005_theme_thumbnails',
      sql: `
ALTER TABLE teams.themes ADD COLUMN thumbnail jsonb;
ALTER TABLE teams.themes ADD COLUMN thumbnail_position integer NOT NULL DEFAULT 0;
`,
    },
  ],
  async reset(tx) {
    for (const table of ['teams', 'members', 'invitations', 'users', 'themes'])
      await tx.query(`DELETE FROM teams.${table}`);
  },
  /**
   * A team's settings (its CSS, its switches) and its members' roles change with the team's events;
   * the decks following a theme change with its events (decision 0057).
   */
  touches(stored) {
    const stream = streamEvent(stored);
    if (stream?.kind === 'theme' || stream?.kind === 'themeThumbnail') return [answerKeys.theme(stream.id)];
    return stream?.kind === 'team' ? teamEventTouches(stream.id, stream.event) : [];
  },
  async apply(tx, stored) {
    const stream = streamEvent(stored);
    if (stream?.kind === 'user') return applyUserEvent(tx, stream.id, stream.event);
    if (stream?.kind === 'theme') return applyThemeEvent(tx, stream.id, stream.event);
    if (stream?.kind === 'themeThumbnail') return applyThemeThumbnailEvent(tx, stream.id, stream.event);
    if (stream?.kind !== 'team') return;
    const { event, id: teamId } = stream;
    switch (event.type) {
      case 'TeamSignedUp': {
        const { name, slug, ownerId, billingPeriod, signedUpAt } = event.data;
        await tx.query(
          `INSERT INTO teams.teams (id, name, slug, owner_id, billing_period, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO NOTHING`,
          [teamId, name, slug, ownerId, billingPeriod, signedUpAt],
        );
        await tx.query(
          `INSERT INTO teams.members (team_id, user_id, role, joined_at) VALUES ($1, $2, 'owner', $3)
           ON CONFLICT DO NOTHING`,
          [teamId, ownerId, signedUpAt],
        );
        return;
      }
      case 'TeamMemberInvited': {
        const { invitationId, email, role, token, invitedAt } = event.data;
        await tx.query(
          `INSERT INTO teams.invitations (id, team_id, email, role, token, created_at, sent_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (id) DO NOTHING`,
          [invitationId, teamId, email, role, token, invitedAt],
        );
        return;
      }
      case 'TeamInvitationResent':
        await tx.query('UPDATE teams.invitations SET sent_at = $2 WHERE id = $1', [
          event.data.invitationId,
          event.data.resentAt,
        ]);
        return;
      case 'TeamInvitationCancelled':
        await tx.query('DELETE FROM teams.invitations WHERE id = $1', [event.data.invitationId]);
        return;
      case 'TeamInvitationAccepted': {
        const { invitationId, userId, role, joinedAt } = event.data;
        await tx.query('DELETE FROM teams.invitations WHERE id = $1', [invitationId]);
        await tx.query(
          `INSERT INTO teams.members (team_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING`,
          [teamId, userId, role, joinedAt],
        );
        return;
      }
      case 'TeamMemberJoinedByDomain': {
        const { userId, role, joinedAt } = event.data;
        await tx.query(
          `INSERT INTO teams.members (team_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING`,
          [teamId, userId, role, joinedAt],
        );
        return;
      }
      case 'TeamMemberRoleChanged':
        await updateMember(tx, teamId, event.data.userId, 'role = $3', [event.data.role]);
        return;
      case 'TeamMemberDeactivated':
        await updateMember(tx, teamId, event.data.userId, 'active = false', []);
        return;
      case 'TeamMemberReactivated':
        await updateMember(tx, teamId, event.data.userId, 'active = true', []);
        return;
      case 'TeamMemberDeleted':
        await tx.query('DELETE FROM teams.members WHERE team_id = $1 AND user_id = $2', [teamId, event.data.userId]);
        return;
      case 'TeamSettingsChanged': {
        const entries = Object.entries(event.data.settings).filter(([key]) => key in settingColumns);
        if (entries.length === 0) return;
        const assignments = entries.map(([key], i) => `${settingColumns[key as keyof TeamSettings]} = $${i + 2}`);
        await tx.query(`UPDATE teams.teams SET ${assignments.join(', ')} WHERE id = $1`, [
          teamId,
          ...entries.map(([, value]) => value as SqlParam),
        ]);
        return;
      }
      case 'TeamPlanChanged':
        // The plan it lends is read with each member's account (accounts.users).
        return;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

async function updateMember(tx: Queryable, teamId: string, userId: string, assignment: string, values: SqlParam[]) {
  await tx.query(`UPDATE teams.members SET ${assignment} WHERE team_id = $1 AND user_id = $2`, [
    teamId,
    userId,
    ...values,
  ]);
}

async function applyUserEvent(tx: Queryable, userId: string, event: StoredEvent & UserEvent): Promise<void> {
  switch (event.type) {
    case 'UserSignedUp':
      await tx.query('INSERT INTO teams.users (id, username, email) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
        userId,
        event.data.username,
        event.data.email,
      ]);
      return;
    case 'UserEmailChanged':
      await tx.query('UPDATE teams.users SET email = $2 WHERE id = $1', [userId, event.data.email]);
      return;
    case 'UserProfilePhotoSet':
      await tx.query('UPDATE teams.users SET profile_photo = $2 WHERE id = $1', [userId, event.data.url]);
      return;
    case 'UserProfilePhotoRemoved':
      await tx.query('UPDATE teams.users SET profile_photo = NULL WHERE id = $1', [userId]);
      return;
    case 'UserPlanChanged':
      await tx.query('UPDATE teams.users SET manually_upgraded = $2 WHERE id = $1', [
        userId,
        event.data.manuallyUpgraded,
      ]);
      return;
    default:
      return;
  }
}
