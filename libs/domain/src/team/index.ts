export * from './events.js';
export * from './commands.js';
export * from './settings.js';
export * from './rules.js';
export { evolveTeam, initialTeamState, type TeamState, type TeamMembership, type PendingInvitation } from './state.js';
export { decideTeam } from './decide.js';
