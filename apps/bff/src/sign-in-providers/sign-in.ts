import type { ProviderSignInProblem } from '@lectern/contracts';
import type { ProviderIdentity } from '@lectern/domain';
import type { UserRow } from '@lectern/read-models';
import type { Accounts } from '../accounts/service.js';
import type { Actor } from '../commands.js';
import type { Teams } from '../teams/service.js';
import type { SignInFlow } from './flow-cookies.js';
import type { ProviderAccount } from './provider.js';

/** Where a provider sign-in ends. */
export type ProviderSignInOutcome =
  | { kind: 'signed_in'; user: UserRow }
  /** The provider's account is to be linked to `userId` once that account's password is given. */
  | { kind: 'link'; userId: string; identity: ProviderIdentity }
  | { kind: 'refused'; problem: ProviderSignInProblem };

/**
 * The domain a provider vouched for, for the team rule: Google's hosted domain (`hd`) always; the
 * verified address's domain only from a provider the operator trusts with it (a company's own).
 */
export function vouchedDomain(account: ProviderAccount, trustEmailDomain: boolean): string | null {
  if (!account.email) return null;
  if (account.hostedDomain) return account.hostedDomain;
  if (!trustEmailDomain || !account.emailVerified) return null;
  return account.email.slice(account.email.lastIndexOf('@') + 1).toLowerCase() || null;
}

const identityOf = (account: ProviderAccount & { email: string }): ProviderIdentity => ({
  provider: account.provider,
  issuer: account.issuer,
  subject: account.subject,
  email: account.email,
});

/**
 * What a provider's answer leads to. A linked provider's account signs its Lectern account in.
 * Otherwise the provider's address must be verified: linking to the signed-in account (intent
 * `link`) or to the account of that address waits for the account's password; with no such account a
 * sign-up makes one, and a sign-in sends the person to sign up. The provider's address is never
 * used unless it is verified.
 */
export async function completeProviderSignIn(
  deps: { accounts: Accounts; teams: Teams },
  input: { account: ProviderAccount; flow: SignInFlow; signedInUserId: string | null; trustEmailDomain: boolean },
  actor: Actor,
): Promise<ProviderSignInOutcome> {
  const { account, flow, signedInUserId } = input;
  const joinTeam = async (user: UserRow) => {
    const domain = vouchedDomain(account, input.trustEmailDomain);
    if (domain && account.email)
      await deps.teams.joinByDomain(user.id, { email: account.email, domain }, { ...actor, userId: user.id });
    return { kind: 'signed_in', user: (await deps.accounts.findById(user.id)) ?? user } as const;
  };
  const linked = await deps.accounts.linkedAccount(account);
  if (flow.intent === 'link') {
    if (!signedInUserId) return { kind: 'refused', problem: 'failed' };
    if (linked) return linked.id === signedInUserId ? joinTeam(linked) : { kind: 'refused', problem: 'identity_taken' };
  } else if (linked) {
    return joinTeam(linked);
  }
  const { email } = account;
  if (!email || !account.emailVerified) return { kind: 'refused', problem: 'unverified_email' };
  const identity = identityOf({ ...account, email });
  if (signedInUserId && flow.intent === 'link') return { kind: 'link', userId: signedInUserId, identity };
  const holder = await deps.accounts.findByEmail(email);
  if (holder) return { kind: 'link', userId: holder.id, identity };
  if (flow.intent !== 'sign_up') return { kind: 'refused', problem: 'no_account' };
  const user = await deps.accounts.signUpWithIdentity(
    {
      identity,
      chosenUsername: flow.username,
      nameSources: [account.preferredUsername, email, account.name],
      emailSubscriber: flow.emailSubscriber,
    },
    actor,
  );
  return joinTeam(user);
}
