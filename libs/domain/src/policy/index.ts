export { assertCan, can } from './can.js';
export { heldPlan, planPrivileges } from './decision.js';
export { embedFooterHideable } from './deck.js';
export { UpgradeRequiredError } from './errors.js';
export type * from './types.js';
