import type { Queryable } from '@lectern/db';
import { defaultUserSettings, heldPlan, type AccountType, type UserSettings } from '@lectern/domain';
export interface UserRow {
  id: string;
  username: string;
  email: string;
  name: string | null;
  profile_photo: string | null;
  account_type: 'default' | 'lite' | 'pro' | 'enterprise';
  manually_upgraded: boolean;
  settings: UserSettings;
  team_id: string | null;
  team_role: 'owner' | 'admin' | 'member' | null;
  /** Whether the membership in `team_id` is active (a deactivated member keeps their team and role). */
  team_active: boolean;
  /** Whether `team_id`'s plan is paid: a team whose subscription ended lends its members nothing. */
  team_paid: boolean;
  default_theme_id: string | null;
  /** Business details for invoices and receipts; '' when not given. */
  billing_address: string;
  billing_vat_id: string;
  notify_on_receipt: boolean;
  storage_used: number;
  created_at: Date;
}

/** The plan whose privileges and limits the user holds: an active membership of a paid team lends enterprise. */
export const heldPlanOf = (
  user: Pick<UserRow, 'account_type' | 'team_id' | 'team_active' | 'team_paid'>,
): AccountType => heldPlan(user.account_type, user.team_id !== null && user.team_active && user.team_paid);

/** Settings added after a user signed up read as their defaults. */
const SETTINGS = `'${JSON.stringify(defaultUserSettings).replaceAll("'", "''")}'::jsonb || settings AS settings`;

/** An active member of a team that is billed by hand (its owner's plan was set by hand) is too. */
const MANUALLY_UPGRADED = `manually_upgraded OR (team_active AND COALESCE((SELECT o.manually_upgraded
  FROM accounts.users o WHERE o.team_id = u.team_id AND o.team_role = 'owner' LIMIT 1), false)) AS manually_upgraded`;

const COLUMNS = `id, username, email, name, profile_photo, account_type, ${MANUALLY_UPGRADED}, ${SETTINGS}, team_id, team_role, team_active, team_paid, default_theme_id, billing_address, billing_vat_id, notify_on_receipt, storage_used, created_at`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM accounts.users u WHERE id = $1`, [id])).rows[0];
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(`SELECT ${COLUMNS} FROM accounts.users u WHERE username = $1`, [username.toLowerCase()])
  ).rows[0];
}

/** Sign-in accepts the username or the e-mail (case-insensitive). */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const column = value.includes('@') ? 'lower(email)' : 'username';
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM accounts.users u WHERE ${column} = $1`, [value])).rows[0];
}

/** A sign-in provider's account linked to a user (the `services` call). */
export interface LinkedIdentityRow {
  provider: string;
  issuer: string;
  email: string;
  linked_at: Date;
}

export async function findLinkedIdentities(db: Queryable, userId: string): Promise<LinkedIdentityRow[]> {
  return (
    await db.query<LinkedIdentityRow>(
      'SELECT provider, issuer, email, linked_at FROM accounts.user_identities WHERE user_id = $1 ORDER BY linked_at, issuer',
      [userId],
    )
  ).rows;
}
