import type { Queryable } from '@lectern/db';
import {
  defaultUserSettings,
  TEAM_STREAM_PREFIX,
  type MediaEvent,
  type TeamEvent,
  type UserEvent,
} from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import type { Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';

/**
 * Users as the rest of the product reads them (spec/000 §3). Never holds credentials. Storage
 * used is the sum of the user's stored media files, kept from the media events; the team and the
 * role in it, from the team events (their decks' internal visibility and the account answer).
 */
export const usersProjection: Projection = {
  name: readModelNames.users,
  streamPrefixes: ['user-', 'media-', TEAM_STREAM_PREFIX],
  migrations: [
    {
      id: '001_users',
      sql: `
CREATE SCHEMA IF NOT EXISTS accounts;
CREATE TABLE accounts.users (
  id text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL,
  name text,
  profile_photo text,
  account_type text NOT NULL DEFAULT 'default',
  manually_upgraded boolean NOT NULL DEFAULT false,
  settings jsonb NOT NULL,
  team_id text,
  team_role text,
  default_theme_id text,
  storage_used bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_email_lower ON accounts.users (lower(email));
`,
    },
    {
      id: '002_media_bytes',
      sql: `
CREATE TABLE accounts.media_bytes (
  media_id text PRIMARY KEY,
  owner_id text NOT NULL,
  bytes bigint NOT NULL DEFAULT 0
);
`,
    },
    {
      // A deactivated member keeps their team and role but not the team's plan.
      id: '003_team_active',
      sql: `
ALTER TABLE accounts.users ADD COLUMN team_active boolean NOT NULL DEFAULT false;
UPDATE accounts.users SET team_active = team_id IS NOT NULL;
`,
    },
    {
      // Every read of an account looks up its team's owner (a team billed by hand).
      id: '004_team_owner_index',
      sql: `CREATE INDEX users_team_role ON accounts.users (team_id, team_role) WHERE team_id IS NOT NULL;`,
    },
    {
      id: '005_billing_details',
      sql: `
ALTER TABLE accounts.users ADD COLUMN billing_address text NOT NULL DEFAULT '';
ALTER TABLE accounts.users ADD COLUMN billing_vat_id text NOT NULL DEFAULT '';
ALTER TABLE accounts.users ADD COLUMN notify_on_receipt boolean NOT NULL DEFAULT true;
`,
    },
  ],
  async reset(tx) {
    await tx.query('DELETE FROM accounts.users');
    await tx.query('DELETE FROM accounts.media_bytes');
  },
  async apply(tx, stored) {
    if (stored.streamId.startsWith(TEAM_STREAM_PREFIX))
      return applyTeamEvent(tx, stored.streamId.slice(TEAM_STREAM_PREFIX.length), stored as StoredEvent & TeamEvent);
    if (stored.streamId.startsWith('media-'))
      return applyMediaEvent(tx, stored.streamId.slice('media-'.length), stored as StoredEvent & MediaEvent);
    const event = stored as StoredEvent & UserEvent;
    const id = stored.streamId.slice('user-'.length);
    switch (event.type) {
      case 'UserSignedUp':
        await tx.query(
          `INSERT INTO accounts.users (id, username, email, settings, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO NOTHING`,
          [id, event.data.username, event.data.email, JSON.stringify(defaultUserSettings), event.data.signedUpAt],
        );
        return;
      case 'UserEmailChanged':
        await tx.query('UPDATE accounts.users SET email = $2 WHERE id = $1', [id, event.data.email]);
        return;
      case 'UserProfilePhotoSet':
        await tx.query('UPDATE accounts.users SET profile_photo = $2 WHERE id = $1', [id, event.data.url]);
        return;
      case 'UserProfilePhotoRemoved':
        await tx.query('UPDATE accounts.users SET profile_photo = NULL WHERE id = $1', [id]);
        return;
      case 'UserSettingsUpdated':
        await tx.query('UPDATE accounts.users SET settings = settings || $2::jsonb WHERE id = $1', [
          id,
          JSON.stringify(event.data.settings),
        ]);
        return;
      case 'UserBillingDetailsChanged':
        await tx.query('UPDATE accounts.users SET billing_address = $2, billing_vat_id = $3 WHERE id = $1', [
          id,
          event.data.billingAddress,
          event.data.billingVatId,
        ]);
        return;
      case 'UserReceiptNotificationsChanged':
        await tx.query('UPDATE accounts.users SET notify_on_receipt = $2 WHERE id = $1', [
          id,
          event.data.notifyOnReceipt,
        ]);
        return;
      case 'UserPlanChanged':
        await tx.query('UPDATE accounts.users SET account_type = $2, manually_upgraded = $3 WHERE id = $1', [
          id,
          event.data.accountType,
          event.data.manuallyUpgraded,
        ]);
        return;
      default:
        // Password events change nothing anyone reads.
        return;
    }
  },
};

async function applyTeamEvent(tx: Queryable, teamId: string, event: StoredEvent & TeamEvent) {
  const setTeam = (userId: string, role: string | null) =>
    tx.query('UPDATE accounts.users SET team_id = $2, team_role = $3, team_active = $4 WHERE id = $1', [
      userId,
      role === null ? null : teamId,
      role,
      role !== null,
    ]);
  const setActive = (userId: string, active: boolean) =>
    tx.query('UPDATE accounts.users SET team_active = $2 WHERE id = $1 AND team_id = $3', [userId, active, teamId]);
  switch (event.type) {
    case 'TeamSignedUp':
      return void (await setTeam(event.data.ownerId, 'owner'));
    case 'TeamInvitationAccepted':
      return void (await setTeam(event.data.userId, event.data.role));
    case 'TeamMemberRoleChanged':
      return void (await setTeam(event.data.userId, event.data.role));
    case 'TeamMemberDeleted':
      return void (await setTeam(event.data.userId, null));
    case 'TeamMemberDeactivated':
      return void (await setActive(event.data.userId, false));
    case 'TeamMemberReactivated':
      return void (await setActive(event.data.userId, true));
    default:
      return;
  }
}

async function applyMediaEvent(tx: Queryable, mediaId: string, event: StoredEvent & MediaEvent) {
  const add = async (bytes: number) => {
    await tx.query('UPDATE accounts.media_bytes SET bytes = bytes + $2 WHERE media_id = $1', [mediaId, bytes]);
    await tx.query(
      'UPDATE accounts.users SET storage_used = storage_used + $2 WHERE id = (SELECT owner_id FROM accounts.media_bytes WHERE media_id = $1)',
      [mediaId, bytes],
    );
  };
  switch (event.type) {
    case 'MediaCreated':
      await tx.query('INSERT INTO accounts.media_bytes (media_id, owner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        mediaId,
        event.data.ownerId,
      ]);
      return;
    case 'MediaFileStored':
      return add(event.data.original.size);
    case 'MediaProcessed':
      return add((event.data.thumbnail?.size ?? 0) + (event.data.video?.size ?? 0));
    case 'MediaDeleted': {
      const bytes =
        (await tx.query<{ bytes: number }>('SELECT bytes FROM accounts.media_bytes WHERE media_id = $1', [mediaId]))
          .rows[0]?.bytes ?? 0;
      await add(-bytes);
      await tx.query('DELETE FROM accounts.media_bytes WHERE media_id = $1', [mediaId]);
      return;
    }
    default:
      return;
  }
}
