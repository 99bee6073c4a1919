import type { Database } from '@lectern/db';
import { NotFoundError, userDecider, userStreamId, type PlanName } from '@lectern/domain';
import { handle, newEventId, type EventStore } from '@lectern/event-store';
import { findUserByUsername } from '@lectern/read-models';

/**
 * Puts a user on a plan by hand (manually upgraded), as an administrator does while payments
 * are off: a `UserPlanChanged` event in the user's stream, decided by the user's decider.
 */
export async function setPlan(
  infra: { db: Database; store: EventStore },
  username: string,
  plan: PlanName,
): Promise<void> {
  const user = await findUserByUsername(infra.db, username);
  if (!user) throw new NotFoundError(`No user named ${username}.`);
  await handle(
    infra.store,
    {
      streamId: userStreamId(user.id),
      decider: userDecider,
      command: { type: 'ChangePlan', data: { accountType: plan, manuallyUpgraded: plan !== 'default' } },
    },
    { actorId: null, correlationId: newEventId() },
  );
}

export interface Admin {
  /** Sets a plan as the admin command does, and answers once the users read model shows it. */
  setPlan(username: string, plan: PlanName): Promise<void>;
}

export function createAdmin(infra: { db: Database; store: EventStore }): Admin {
  return {
    async setPlan(username, plan) {
      await setPlan(infra, username, plan);
      const deadline = Date.now() + 5000;
      while ((await findUserByUsername(infra.db, username))?.account_type !== plan && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
