import { ForbiddenError } from '../errors.js';
import type { AccountType } from './types.js';

/**
 * The actor's role allows it, their plan does not. It is a ForbiddenError (403) whose code and
 * requiredPlans tell the client which upgrade would help; its `name` stays the base class's, whose
 * type is that literal.
 */
export class UpgradeRequiredError extends ForbiddenError {
  constructor(
    readonly requiredPlans: readonly AccountType[],
    message = 'Your plan does not include this feature',
  ) {
    super(message, 'upgrade_required');
  }
}
