import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  accountMessages,
  claimStreamId,
  decideUser,
  evolveClaim,
  evolveUser,
  initialClaimState,
  initialUserState,
  RESERVED_USERNAMES,
  UnauthenticatedError,
  userStreamId,
  ValidationError,
  type ClaimKind,
  type CurrentPasswordCheck,
  type UserCommand,
  type UserSettings,
  type PlanName,
} from '@lectern/domain';
import type { EventStore } from '@lectern/event-store';
import { findUserById, findUserByLogin, findUserByUsername, type UserRow } from '@lectern/read-models';
import type { Logger } from '@lectern/service-kit';
import { claimName, releaseName, runCommand, type Actor } from '../commands.js';
import type { Mailer } from '../mail/mailer.js';
import { PASSWORD_RESET_TTL_MS } from './constants.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.js';

export interface AccountsDependencies {
  db: Queryable;
  store: EventStore;
  mailer: Mailer;
  logger: Logger;
  /** The address users reach Lectern at (for links in e-mails). */
  publicUrl: () => string;
  waitFor: (position: number) => Promise<boolean>;
  now?: () => Date;
  /** The plan new accounts start on (DEFAULT_PLAN); recorded as set by an administrator. */
  defaultPlan?: PlanName;
}

const userDecider = { decide: decideUser, evolve: evolveUser, initialState: initialUserState };
const tokenHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Account commands and queries of the BFF: sign-up, sign-in, account edit, settings, password reset. */
export function createAccounts(deps: AccountsDependencies) {
  const now = () => (deps.now ?? (() => new Date()))();

  async function runUserCommand(userId: string, command: UserCommand, actor: Actor) {
    return (await runCommand(deps, userStreamId(userId), userDecider, command, actor)).state;
  }

  const claim = (kind: ClaimKind, name: string, owner: string, actor: Actor) =>
    claimName(deps.store, kind, name, owner, actor);
  const release = (kind: ClaimKind, name: string, owner: string, actor: Actor) =>
    releaseName(deps.store, kind, name, owner, actor);

  async function loadUserState(userId: string) {
    const history = await deps.store.readStream(userStreamId(userId));
    return history.reduce((state, event) => evolveUser(state, event as never), initialUserState);
  }

  async function currentPasswordCheck(
    userId: string,
    currentPassword: string | undefined,
  ): Promise<CurrentPasswordCheck> {
    if (!currentPassword) return 'missing';
    const state = await loadUserState(userId);
    return state.status === 'active' && (await verifyPassword(currentPassword, state.passwordHash)) ? 'ok' : 'wrong';
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await findUserById(deps.db, userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  return {
    findById: (userId: string) => findUserById(deps.db, userId),
    findByUsername: (username: string) => findUserByUsername(deps.db, username),

    /** One name for the account a login (username or e-mail) points at, or for the login itself when none. */
    async signInSubject(login: string): Promise<string> {
      const user = await findUserByLogin(deps.db, login.trim());
      return user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
    },

    /** Taken means: reserved, or claimed by an account (or by a sign-up in progress). */
    async isUsernameTaken(username: string): Promise<boolean> {
      const name = username.trim().toLowerCase();
      if (RESERVED_USERNAMES.has(name)) return true;
      const history = await deps.store.readStream(claimStreamId('username', name));
      return history.reduce((state, event) => evolveClaim(state, event as never), initialClaimState).owner !== null;
    },

    async signUp(input: { username: string; email: string; password: string }, actor: Actor): Promise<UserRow> {
      const userId = randomUUID();
      if (RESERVED_USERNAMES.has(input.username) || !(await claim('username', input.username, userId, actor))) {
        throw new ValidationError({ 'user.username': [accountMessages.usernameTaken[0]] });
      }
      if (!(await claim('email', input.email, userId, actor))) {
        await release('username', input.username, userId, actor);
        throw new ValidationError({ 'user.email': [accountMessages.emailTaken] });
      }
      try {
        const passwordHash = await hashPassword(input.password);
        await runUserCommand(
          userId,
          {
            type: 'SignUp',
            data: { userId, username: input.username, email: input.email, passwordHash, now: now().toISOString() },
          },
          { ...actor, userId },
        );
      } catch (error) {
        // A sign-up that did not happen must not keep its names from the next person.
        await release('username', input.username, userId, actor);
        await release('email', input.email, userId, actor);
        throw error;
      }
      if (deps.defaultPlan && deps.defaultPlan !== 'default')
        await runUserCommand(
          userId,
          { type: 'ChangePlan', data: { accountType: deps.defaultPlan, manuallyUpgraded: true } },
          { ...actor, userId },
        );
      return requireUser(userId);
    },

    /** Answers the user when the login and password match; the same error whether or not the login exists. */
    async signIn(login: string, password: string): Promise<UserRow> {
      const user = await findUserByLogin(deps.db, login);
      const state = user ? await loadUserState(user.id) : undefined;
      const valid =
        state?.status === 'active'
          ? await verifyPassword(password, state.passwordHash)
          : await verifyAgainstDecoy(password);
      if (!user || !valid) throw new UnauthenticatedError(accountMessages.signInFailed, 'sign_in_failed');
      return user;
    },

    /** Account edit (PUT /users.json). Answers whether the password changed (other sessions end then). */
    async updateAccount(
      userId: string,
      input: {
        email?: string;
        password?: string;
        current_password?: string;
        profile_photo?: '';
        billing_address?: string;
        billing_vat_id?: string;
        notify_on_receipt?: boolean;
      },
      actor: Actor,
    ): Promise<{ user: UserRow; passwordChanged: boolean }> {
      const user = await requireUser(userId);
      const emailChanges = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase();
      const check = emailChanges || input.password ? await currentPasswordCheck(userId, input.current_password) : 'ok';
      if (check !== 'ok') {
        throw new ValidationError({
          'user.current_password': [
            check === 'missing' ? accountMessages.currentPasswordRequired : accountMessages.currentPasswordWrong,
          ],
        });
      }
      if (emailChanges) {
        if (!(await claim('email', input.email!, userId, actor)))
          throw new ValidationError({ 'user.email': [accountMessages.emailTaken] });
        await runUserCommand(
          userId,
          { type: 'ChangeEmail', data: { email: input.email!, currentPassword: check } },
          actor,
        );
        await release('email', user.email, userId, actor);
      }
      if (input.password) {
        await runUserCommand(
          userId,
          {
            type: 'ChangePassword',
            data: { passwordHash: await hashPassword(input.password), currentPassword: check },
          },
          actor,
        );
      }
      if (input.profile_photo === '') await runUserCommand(userId, { type: 'RemoveProfilePhoto', data: {} }, actor);
      if (input.billing_address !== undefined || input.billing_vat_id !== undefined) {
        await runUserCommand(
          userId,
          {
            type: 'ChangeBillingDetails',
            data: { billingAddress: input.billing_address, billingVatId: input.billing_vat_id },
          },
          actor,
        );
      }
      if (input.notify_on_receipt !== undefined) {
        await runUserCommand(
          userId,
          { type: 'SetReceiptNotifications', data: { notifyOnReceipt: input.notify_on_receipt } },
          actor,
        );
      }
      return { user: await requireUser(userId), passwordChanged: Boolean(input.password) };
    },

    async removeProfilePhoto(userId: string, actor: Actor): Promise<UserRow> {
      await runUserCommand(userId, { type: 'RemoveProfilePhoto', data: {} }, actor);
      return requireUser(userId);
    },

    /** Sets the plan (billing, or an administrator while payments are off). */
    async changePlan(
      userId: string,
      accountType: 'default' | 'lite' | 'pro' | 'enterprise',
      manuallyUpgraded: boolean,
      actor: Actor,
    ): Promise<UserRow> {
      await runUserCommand(userId, { type: 'ChangePlan', data: { accountType, manuallyUpgraded } }, actor);
      return requireUser(userId);
    },

    async updateSettings(userId: string, settings: Partial<UserSettings>, actor: Actor): Promise<UserSettings> {
      await runUserCommand(userId, { type: 'UpdateSettings', data: { settings } }, actor);
      return (await requireUser(userId)).settings;
    },

    /**
     * Starts a password reset when the e-mail belongs to an account. The caller answers the same
     * way either way; the token and the mail are made after the answer, so timing tells nothing.
     */
    async requestPasswordReset(email: string, actor: Actor): Promise<void> {
      const user = email.includes('@') ? await findUserByLogin(deps.db, email) : undefined;
      if (!user) return;
      setImmediate(() => {
        const secret = randomBytes(32).toString('base64url');
        const token = `${user.id}.${secret}`;
        runUserCommand(
          user.id,
          {
            type: 'RequestPasswordReset',
            data: { tokenHash: tokenHash(secret), now: now().toISOString(), ttlMs: PASSWORD_RESET_TTL_MS },
          },
          actor,
        )
          .then(() =>
            deps.mailer.send({
              to: user.email,
              subject: 'Reset your Lectern password',
              text: `Hi ${user.username},\n\nOpen this link within an hour to choose a new password:\n${deps.publicUrl()}/users/password/edit?reset_password_token=${encodeURIComponent(token)}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
            }),
          )
          .catch((err: unknown) => deps.logger.error({ err }, 'password reset mail failed'));
      });
    },

    /** Sets a new password with a reset token; the token works once and expires. */
    async completePasswordReset(token: string, password: string, actor: Actor): Promise<UserRow> {
      const [userId, secret] = token.split('.');
      const invalid = () => new ValidationError({ 'user.reset_password_token': [accountMessages.resetTokenInvalid] });
      if (!userId || !secret || !(await findUserById(deps.db, userId))) throw invalid();
      await runUserCommand(
        userId,
        {
          type: 'CompletePasswordReset',
          data: { tokenHash: tokenHash(secret), passwordHash: await hashPassword(password), now: now().toISOString() },
        },
        { ...actor, userId },
      );
      return requireUser(userId);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
