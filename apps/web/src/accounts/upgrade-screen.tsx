import { PLAN_TIERS } from '../billing';
import { useCurrentUser } from '../session/session-context';
import { AccountScreen } from './account-screen';

/** What each paid plan adds (spec/000 §6). */
const PLANS = PLAN_TIERS.filter((tier) => tier.accountType !== 'default');

/**
 * The upgrade page while no payment provider is configured: plans are set by this instance's
 * administrator, with the admin command.
 */
export function UpgradeScreen() {
  const user = useCurrentUser();
  return (
    <AccountScreen
      lead={
        user ? (
          <>
            You are on the{' '}
            <strong>
              {PLAN_TIERS.find((tier) => tier.accountType === user.account_type)?.name ?? user.account_type}
            </strong>{' '}
            plan.
          </>
        ) : undefined
      }
    >
      <p>
        This Lectern takes no payments: its administrator sets each account&apos;s plan. Ask them to move you to the
        plan you need.
      </p>
      <ul className="upgrade-plans">
        {PLANS.map((plan) => (
          <li key={plan.name}>
            <strong>{plan.name}</strong>: {plan.adds}
          </li>
        ))}
      </ul>
      <p className="upgrade-admin">
        Administrators run <code>npm run admin -- plan {user?.username ?? '<username>'} pro</code> on the server (with{' '}
        <code>free</code>, <code>lite</code>, <code>pro</code> or <code>team</code>).
      </p>
    </AccountScreen>
  );
}
