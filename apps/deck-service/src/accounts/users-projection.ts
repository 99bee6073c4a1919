import type { Queryable } from '@lectern/db';
import { defaultUserSettings, streamPrefix, type MediaEvent, type TeamEvent } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import { streamEvent, type Projection } from '@lectern/projections';
import { answerKeys, readModelNames, teamEventTouches } from '@lectern/read-models';

/**
 * Users as the rest of the product reads them (spec/000 §3), and the sign-in providers' accounts
 * linked to them (never a provider's subject: nobody reads it back). Never holds credentials. Storage
 * used is the sum of the user's stored media files, kept from the media events; the team and the
 * role in it, and whether the team's plan is paid, from the team events (their decks' internal
 * visibility, the plan they hold and the account answer).
 */
export const usersProjection: Projection = {
  name: readModelNames.users,
  streamPrefixes: [streamPrefix('user'), streamPrefix('media'), streamPrefix('team')],
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
    {
      // The sign-in providers' accounts linked to each user: which provider, which verified address.
      id: '006_user_identities',
      sql: `
CREATE TABLE accounts.user_identities (
  user_id text NOT NULL,
  issuer text NOT NULL,
  provider text NOT NULL,
  email text NOT NULL,
  linked_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, issuer)
);
`,
    },
    {
      // A team whose subscription ended lends its members no plan; each team's plan is kept for those who join it later.
      id: '007_team_paid',
      sql: `
ALTER TABLE accounts.users ADD COLUMN team_paid boolean NOT NULL DEFAULT true;
CREATE TABLE accounts.team_plans (team_id text PRIMARY KEY, paid boolean NOT NULL);
`,
    },
  ],
  async reset(tx) {
    await tx.query('DELETE FROM accounts.team_plans');
    await tx.query('DELETE FROM accounts.users');
    await tx.query('DELETE FROM accounts.media_bytes');
    await tx.query('DELETE FROM accounts.user_identities');
  },
  /** A user's row changes with their own events, and with their team's (their plan and team come from it). */
  touches(stored) {
    const stream = streamEvent(stored);
    if (stream?.kind === 'user') return [answerKeys.user(stream.id)];
    return stream?.kind === 'team' ? teamEventTouches(stream.id, stream.event) : [];
  },
  async apply(tx, stored) {
    const stream = streamEvent(stored);
    if (stream?.kind === 'team') return applyTeamEvent(tx, stream.id, stream.event);
    if (stream?.kind === 'media') return applyMediaEvent(tx, stream.id, stream.event);
    if (stream?.kind !== 'user') return;
    const { event, id } = stream;
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
      case 'UserIdentityLinked': {
        const { issuer, provider, email, linkedAt } = event.data;
        await tx.query(
          `INSERT INTO accounts.user_identities (user_id, issuer, provider, email, linked_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING`,
          [id, issuer, provider, email, linkedAt],
        );
        return;
      }
      default:
        // Password events change nothing anyone reads.
        return;
    }
  },
};

async function applyTeamEvent(tx: Queryable, teamId: string, event: StoredEvent & TeamEvent) {
  const setTeam = (userId: string, role: string | null) =>
    tx.query(
      `UPDATE accounts.users SET team_id = $2, team_role = $3, team_active = $4,
         team_paid = COALESCE((SELECT paid FROM accounts.team_plans WHERE team_id = $2), true)
       WHERE id = $1`,
      [userId, role === null ? null : teamId, role, role !== null],
    );
  const setActive = (userId: string, active: boolean) =>
    tx.query('UPDATE accounts.users SET team_active = $2 WHERE id = $1 AND team_id = $3', [userId, active, teamId]);
  switch (event.type) {
    case 'TeamSignedUp':
      return void (await setTeam(event.data.ownerId, 'owner'));
    case 'TeamInvitationAccepted':
    case 'TeamMemberJoinedByDomain':
      return void (await setTeam(event.data.userId, event.data.role));
    case 'TeamMemberRoleChanged':
      return void (await setTeam(event.data.userId, event.data.role));
    case 'TeamMemberDeleted':
      return void (await setTeam(event.data.userId, null));
    case 'TeamMemberDeactivated':
      return void (await setActive(event.data.userId, false));
    case 'TeamMemberReactivated':
      return void (await setActive(event.data.userId, true));
    case 'TeamPlanChanged': {
      const paid = event.data.accountType === 'enterprise';
      await tx.query(
        `INSERT INTO accounts.team_plans (team_id, paid) VALUES ($1, $2)
         ON CONFLICT (team_id) DO UPDATE SET paid = EXCLUDED.paid`,
        [teamId, paid],
      );
      await tx.query('UPDATE accounts.users SET team_paid = $2 WHERE team_id = $1', [teamId, paid]);
      return;
    }
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
