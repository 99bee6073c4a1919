import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  accountMessages,
  ConflictError,
  claimDecider,
  claimStreamId,
  RESERVED_USERNAMES,
  UnauthenticatedError,
  userDecider,
  unmatchedPasswordResetDecider,
  unmatchedPasswordResetStreamId,
  userStreamId,
  ValidationError,
  type CurrentPasswordCheck,
  type ProviderIdentity,
  type UserCommand,
  type UserSettings,
  type PlanName,
} from '@lectern/domain';
import { readState, type AnyDecision, type EventStore } from '@lectern/event-store';
import {
  findLinkedIdentities,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  type UserRow,
} from '@lectern/read-models';
import type { Logger } from '@lectern/service-kit';
import { claim, nameHolder, on, runCommand, runPlan, type Actor } from '../commands.js';
import type { Mailer } from '../mail/mailer.js';
import { PASSWORD_RESET_TTL_MS } from './constants.js';
import { derivedUsernames } from './derived-username.js';
import { hashPassword, verifyAccountPassword } from './passwords.js';

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

const tokenHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The claim name of a provider's account: subjects are case-sensitive, and claim names are not. */
const identityName = (identity: Pick<ProviderIdentity, 'issuer' | 'subject'>) =>
  createHash('sha256').update(`${identity.issuer}\n${identity.subject}`).digest('hex');

const usernameTaken = () => new ValidationError({ 'user.username': [accountMessages.usernameTaken[0]] });

/** Account commands and queries of the BFF: sign-up, sign-in, account edit, settings, password reset. */
export function createAccounts(deps: AccountsDependencies) {
  const now = () => (deps.now ?? (() => new Date()))();

  async function runUserCommand(userId: string, command: UserCommand, actor: Actor) {
    return (await runCommand(deps, { streamId: userStreamId(userId), decider: userDecider, command }, actor)).state;
  }

  const onUser = (userId: string, commands: UserCommand[]) => on(userStreamId(userId), userDecider, commands);
  const release = (kind: 'email', name: string, owner: string) =>
    on(claimStreamId(kind, name), claimDecider, { type: 'Release', data: { owner } });

  const loadUserState = async (userId: string) =>
    (await readState(deps.store, userStreamId(userId), userDecider)).state;

  async function currentPasswordCheck(
    userId: string,
    currentPassword: string | undefined,
  ): Promise<CurrentPasswordCheck> {
    if (!currentPassword) return 'missing';
    const state = await loadUserState(userId);
    return state.status === 'active' && (await verifyAccountPassword(currentPassword, state.passwordHash))
      ? 'ok'
      : 'wrong';
  }

  /**
   * The account, its username, its e-mail (and the provider's account it is made through) claimed
   * in one transaction: a refused sign-up holds no name.
   */
  async function createAccount(
    input: {
      username: string;
      email: string;
      passwordHash: string | null;
      emailSubscriber: boolean;
      identity?: ProviderIdentity;
    },
    actor: Actor,
  ): Promise<UserRow> {
    const userId = randomUUID();
    if (RESERVED_USERNAMES.has(input.username)) throw usernameTaken();
    const signUp: UserCommand = { type: 'SignUp', data: { userId, ...input, now: now().toISOString() } };
    // Recorded as set by an administrator: the plan new accounts start on.
    const plan: UserCommand[] =
      deps.defaultPlan && deps.defaultPlan !== 'default'
        ? [{ type: 'ChangePlan', data: { accountType: deps.defaultPlan, manuallyUpgraded: true } }]
        : [];
    await runPlan(
      deps,
      async (load) => {
        if ((await nameHolder(load, 'username', input.username)) !== null) throw usernameTaken();
        if ((await nameHolder(load, 'email', input.email)) !== null)
          throw new ValidationError({ 'user.email': [accountMessages.emailTaken] });
        return [
          claim('username', input.username, userId),
          claim('email', input.email, userId),
          ...(input.identity ? [claim('identity', identityName(input.identity), userId)] : []),
          onUser(userId, [signUp, ...plan]),
        ];
      },
      { ...actor, userId },
    );
    return requireUser(userId);
  }

  /** A reset request, after its answer: the same work for every address, and a mail for an account's. */
  async function recordPasswordReset(email: string, actor: Actor): Promise<void> {
    const user = email.includes('@') ? await findUserByLogin(deps.db, email) : undefined;
    const secret = randomBytes(32).toString('base64url');
    const requested = { tokenHash: tokenHash(secret), now: now().toISOString(), ttlMs: PASSWORD_RESET_TTL_MS };
    if (!user) {
      const command = { type: 'RecordUnmatchedPasswordReset', data: { now: requested.now } } as const;
      const streamId = unmatchedPasswordResetStreamId(randomUUID());
      await runCommand(deps, { streamId, decider: unmatchedPasswordResetDecider, command }, actor);
      return;
    }
    await runUserCommand(user.id, { type: 'RequestPasswordReset', data: requested }, actor);
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Lectern password',
      text: `Hi ${user.username},\n\nOpen this link within an hour to choose a new password:\n${deps.publicUrl()}/users/password/edit?reset_password_token=${encodeURIComponent(`${user.id}.${secret}`)}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    });
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await findUserById(deps.db, userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  return {
    findById: (userId: string) => findUserById(deps.db, userId),
    findByUsername: (username: string) => findUserByUsername(deps.db, username),
    findByEmail: (email: string) => findUserByLogin(deps.db, email),

    /** One name for the account a login (username or e-mail) points at, or for the login itself when none. */
    async signInSubject(login: string): Promise<string> {
      const user = await findUserByLogin(deps.db, login.trim());
      return user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
    },

    /** Taken means: reserved, or claimed by an account (or by a sign-up in progress). */
    async isUsernameTaken(username: string): Promise<boolean> {
      const name = username.trim().toLowerCase();
      return RESERVED_USERNAMES.has(name) || (await nameHolder(deps.store, 'username', name)) !== null;
    },

    async signUp(
      input: { username: string; email: string; password: string; email_subscriber?: boolean },
      actor: Actor,
    ): Promise<UserRow> {
      if (RESERVED_USERNAMES.has(input.username)) throw usernameTaken();
      return createAccount(
        {
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          emailSubscriber: input.email_subscriber ?? false,
        },
        actor,
      );
    },

    /** The account a provider's account signs in, if it is linked to one. */
    async linkedAccount(identity: Pick<ProviderIdentity, 'issuer' | 'subject'>): Promise<UserRow | undefined> {
      const holder = await nameHolder(deps.store, 'identity', identityName(identity));
      return holder === null ? undefined : findUserById(deps.db, holder);
    },

    /**
     * An account made through a sign-in provider, whose verified address it takes: with the
     * username the person chose when it is free, else one made from what the provider calls them.
     * It has no password until one is set by a password reset.
     */
    async signUpWithIdentity(
      input: {
        identity: ProviderIdentity;
        chosenUsername: string | null;
        nameSources: readonly (string | null)[];
        emailSubscriber: boolean;
      },
      actor: Actor,
    ): Promise<UserRow> {
      const chosen = input.chosenUsername ? [input.chosenUsername] : [];
      for (const username of [...chosen, ...derivedUsernames(input.nameSources)]) {
        if (RESERVED_USERNAMES.has(username) || (await nameHolder(deps.store, 'username', username)) !== null) continue;
        const account = { username, email: input.identity.email, passwordHash: null, identity: input.identity };
        try {
          return await createAccount({ ...account, emailSubscriber: input.emailSubscriber }, actor);
        } catch (error) {
          // Taken in the meantime: the next name.
          if (!(error instanceof ValidationError && error.fields['user.username'])) throw error;
        }
      }
      throw usernameTaken();
    },

    /** Links a provider's account to `userId` once its password is proved; the provider's account stays one account's. */
    async linkIdentity(userId: string, identity: ProviderIdentity, password: string, actor: Actor): Promise<UserRow> {
      const currentPassword = await currentPasswordCheck(userId, password);
      const link: UserCommand = {
        type: 'LinkIdentity',
        data: { identity, currentPassword, now: now().toISOString() },
      };
      await runPlan(
        deps,
        async (load) => {
          const holder = await nameHolder(load, 'identity', identityName(identity));
          if (holder !== null && holder !== userId)
            throw new ConflictError(accountMessages.identityTaken, 'identity_taken');
          return [claim('identity', identityName(identity), userId), onUser(userId, [link])];
        },
        { ...actor, userId },
      );
      return requireUser(userId);
    },

    /** The sign-in providers' accounts linked to a user (the `services` call). */
    linkedIdentities: (userId: string) => findLinkedIdentities(deps.db, userId),

    /** Answers the user when the login and password match; the same error whether or not the login exists. */
    async signIn(login: string, password: string): Promise<UserRow> {
      const user = await findUserByLogin(deps.db, login);
      const state = user ? await loadUserState(user.id) : undefined;
      const valid = await verifyAccountPassword(password, state?.status === 'active' ? state.passwordHash : null);
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
      const commands: UserCommand[] = [];
      if (emailChanges) commands.push({ type: 'ChangeEmail', data: { email: input.email!, currentPassword: check } });
      if (input.password)
        commands.push({
          type: 'ChangePassword',
          data: { passwordHash: await hashPassword(input.password), currentPassword: check },
        });
      if (input.profile_photo === '') commands.push({ type: 'RemoveProfilePhoto', data: {} });
      if (input.billing_address !== undefined || input.billing_vat_id !== undefined)
        commands.push({
          type: 'ChangeBillingDetails',
          data: { billingAddress: input.billing_address, billingVatId: input.billing_vat_id },
        });
      if (input.notify_on_receipt !== undefined)
        commands.push({ type: 'SetReceiptNotifications', data: { notifyOnReceipt: input.notify_on_receipt } });
      if (commands.length > 0)
        await runPlan(
          deps,
          async (load) => {
            const parts: AnyDecision[] = [onUser(userId, commands)];
            if (emailChanges) {
              const holder = await nameHolder(load, 'email', input.email!);
              if (holder !== null && holder !== userId)
                throw new ValidationError({ 'user.email': [accountMessages.emailTaken] });
              parts.push(claim('email', input.email!, userId), release('email', user.email, userId));
            }
            return parts;
          },
          actor,
        );
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
     * Asks for a password reset. The answer comes at once and says the same whatever the address;
     * everything else happens after it, and costs the same with or without an account (decision
     * 0041): the account is looked up, a token made and hashed, and one event recorded (the
     * account's reset request, or a request for no account), which the read models and the relay
     * then read; only an account's owner is mailed, from the outbox or over SMTP.
     */
    requestPasswordReset(email: string, actor: Actor): void {
      setImmediate(() => {
        recordPasswordReset(email, actor).catch((err: unknown) =>
          deps.logger.error({ err }, 'password reset request failed'),
        );
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
