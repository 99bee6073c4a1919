export * from './events.js';
export * from './commands.js';
export * from './settings.js';
export { evolveUser, initialUserState, type UserState } from './state.js';
export { decideUser } from './decide.js';
export * from './rules.js';
export * from './phone.js';
export * from './billing.js';
export * from './unmatched-reset.js';
