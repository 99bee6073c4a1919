import { allowed, denied, planPrivileges, withPlan } from './decision.js';
import type {
  AccountType,
  Actor,
  Decision,
  MediaAction,
  MediaResource,
  TagAction,
  TagResource,
  TeamAction,
  TeamResource,
  TemplateAction,
  TemplateResource,
  ThemeAction,
  ThemeResource,
} from './types.js';

/** Team owners and admins are the team's managers (spec/000 §6); a deactivated member is neither. */
type Standing = 'manager' | 'member';

export function standingIn(actor: Actor, teamId: string | null): Standing | null {
  if (actor.kind === 'anonymous' || teamId === null || actor.teamId !== teamId) return null;
  if (!actor.teamMemberActive || actor.teamRole === null) return null;
  return actor.teamRole === 'member' ? 'member' : 'manager';
}

interface TeamRule {
  readonly needs: Standing;
  readonly plans?: readonly AccountType[];
}

/** Outsiders are refused on the team itself (its address is public) and told nothing of what it holds. */
function inTeam(actor: Actor, teamId: string | null, rule: TeamRule, outsider: 'forbidden' | 'not_found'): Decision {
  if (actor.kind === 'anonymous') return denied('unauthenticated');
  const standing = standingIn(actor, teamId);
  if (standing === null) return denied(outsider);
  if (rule.needs === 'manager' && standing !== 'manager') return denied('forbidden');
  return withPlan(actor, rule.plans);
}

const teamRules: Record<TeamAction, TeamRule> = {
  view: { needs: 'member' },
  manage_members: { needs: 'manager' },
  manage_settings: { needs: 'manager' },
  // No plan needed: a team whose subscription lapsed must still reach billing to pay again.
  manage_billing: { needs: 'manager' },
  manage_themes: { needs: 'manager', plans: planPrivileges.sharedThemes },
  use_team_templates: { needs: 'member', plans: planPrivileges.teamTemplates },
  use_team_media: { needs: 'member', plans: planPrivileges.teamMedia },
  // Team media is editable only by enterprise managers (spec/001 §6).
  manage_team_media: { needs: 'manager', plans: planPrivileges.teamMedia },
  use_shared_themes: { needs: 'member', plans: planPrivileges.sharedThemes },
};

export function teamPolicy(actor: Actor, action: TeamAction, team: TeamResource): Decision {
  // A manually upgraded team is billed by hand: its managers get no billing screens (spec/001 §6).
  if (action === 'manage_billing' && team.manuallyUpgraded === true) return denied('forbidden');
  return inTeam(actor, team.id, teamRules[action], 'forbidden');
}

const themeRules: Record<ThemeAction, TeamRule> = {
  use: teamRules.use_shared_themes,
  edit: teamRules.manage_themes,
};

export function themePolicy(actor: Actor, action: ThemeAction, theme: ThemeResource): Decision {
  return inTeam(actor, theme.teamId, themeRules[action], 'not_found');
}

const teamTemplateRules: Record<TemplateAction, TeamRule> = {
  use: teamRules.use_team_templates,
  // Managers edit team slide templates (spec/002 §6).
  edit: { needs: 'manager', plans: planPrivileges.teamTemplates },
};

export function templatePolicy(actor: Actor, action: TemplateAction, template: TemplateResource): Decision {
  if (template.scope === 'team') return inTeam(actor, template.teamId, teamTemplateRules[action], 'not_found');
  if (actor.kind === 'anonymous') return denied('unauthenticated');
  // Any user uses and edits their own personal templates, on any plan (spec/002 §6); nobody else sees them.
  return actor.id === template.ownerId ? allowed : denied('not_found');
}

const teamMediaRules: Record<MediaAction, TeamRule> = {
  view: teamRules.use_team_media,
  edit: teamRules.manage_team_media,
  delete: teamRules.manage_team_media,
};

/**
 * Personal media is its owner's alone: everyone else gets not_found. Team media is the team's: who
 * uploaded it counts for nothing, so a manager who is a member again, or gone, no longer edits it.
 */
export function mediaPolicy(actor: Actor, action: MediaAction, media: MediaResource): Decision {
  if (media.teamId !== null) return inTeam(actor, media.teamId, teamMediaRules[action], 'not_found');
  if (actor.kind === 'anonymous') return denied('unauthenticated');
  return actor.id === media.ownerId ? allowed : denied('not_found');
}

/** The tags of a team's shared media are edited by its managers, like the media itself. */
export function teamTagPolicy(actor: Actor, _action: TagAction, tag: TagResource & { teamId: string }): Decision {
  return inTeam(actor, tag.teamId, teamRules.manage_team_media, 'not_found');
}
