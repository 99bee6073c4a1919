import { decideUser, evolveUser, initialUserState, NotFoundError, userStreamId, type PlanName } from '@lectern/domain';
import { executeCommand, newEventId } from '@lectern/event-store';
import { findUserByUsername } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';

export interface Admin {
  /** Puts a user on a plan by hand (manually upgraded), as an administrator does while payments are off. */
  setPlan(username: string, plan: PlanName): Promise<void>;
}

export function createAdmin(infra: Infrastructure): Admin {
  return {
    async setPlan(username, plan) {
      const user = await findUserByUsername(infra.db, username);
      if (!user) throw new NotFoundError(`No user ${username}`);
      await executeCommand(
        infra.store,
        userStreamId(user.id),
        { decide: decideUser, evolve: evolveUser, initialState: initialUserState },
        { type: 'ChangePlan', data: { accountType: plan, manuallyUpgraded: plan !== 'default' } },
        { actorId: null, correlationId: newEventId() },
      );
      const deadline = Date.now() + 5000;
      while ((await findUserByUsername(infra.db, username))?.account_type !== plan && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
