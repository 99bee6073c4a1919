import type { SlideTemplate, Team, TeamInvite, TeamMember, Theme } from '@lectern/contracts';
import type { SlideTemplateRow, TeamInvitationRow, TeamMemberRow, TeamRow, ThemeRow } from '@lectern/read-models';
import type { Teams } from './service.js';

export const toTeamResponse = (team: TeamRow, teams: Teams): Team => ({
  id: team.id,
  name: team.name,
  slug: team.slug,
  root_url: teams.rootUrl(team.slug),
  logo_url: team.logo_url,
  themes: team.themes,
  default_theme_id: team.default_theme_id,
  global_css_input: team.global_css_input,
  global_css_output: team.global_css_output,
  allow_scripts: team.allow_scripts,
  allow_public_decks: team.allow_public_decks,
  google_domain: team.google_domain,
  user_count: team.user_count,
  account_billing_period: team.billing_period,
  account_cost_per_user: teams.costPerUser(team.billing_period),
  manually_upgraded: team.manually_upgraded,
  beta_new_editor: team.beta_new_editor,
});

export const toTeamMemberResponse = (member: TeamMemberRow): TeamMember => ({
  id: member.user_id,
  email: member.email,
  username: member.username,
  thumbnail_url: member.profile_photo,
  membership: { activated: member.active, role: member.role },
  team_role: member.role,
});

export const toTeamInviteResponse = (invitation: TeamInvitationRow, teams: Teams): TeamInvite => ({
  id: invitation.id,
  email: invitation.email,
  team_role: invitation.role,
  invitation_url: teams.invitationUrl(invitation),
});

/** Where a theme's picture is served (to the team's members), new with each picture. */
export const themeThumbnailUrl = (themeId: string, position: number) =>
  `/api/v1/themes/${themeId}/thumbnail?v=${position}`;

/**
 * A theme, with the team templates added to it (`slide_template_ids`) and its picture once the
 * export worker drew one.
 */
export const toThemeResponse = (
  { team_id: _teamId, created_at, updated_at, thumbnail, thumbnail_position, ...fields }: ThemeRow,
  slideTemplateIds: readonly string[] = [],
): Theme => ({
  ...fields,
  slide_template_ids: [...slideTemplateIds],
  thumbnail_url: thumbnail ? themeThumbnailUrl(fields.id, thumbnail_position) : null,
  created_at: created_at.toISOString(),
  updated_at: updated_at.toISOString(),
});

export const toSlideTemplateResponse = (template: SlideTemplateRow): SlideTemplate => ({
  id: template.id,
  label: template.label,
  html: template.html,
  scope: template.scope,
  theme_ids: template.theme_ids,
  created_at: template.created_at.toISOString(),
  updated_at: template.updated_at.toISOString(),
});
