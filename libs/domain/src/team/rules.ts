import { accountMessages, usernameProblem } from '../user/rules.js';

/** Team rules and the server's messages (spec/002 §4, §5); the screens' notices live in the web app. */
export const TEAM_NAME_MAX_LENGTH = 100;
export const TEAM_SLUG_MAX_LENGTH = 40;
export const GOOGLE_DOMAIN_MAX_LENGTH = 253;
export const GLOBAL_CSS_MAX_LENGTH = 100_000;

export const teamMessages = {
  required: accountMessages.required,
  nameTooLong: `At most ${TEAM_NAME_MAX_LENGTH} characters`,
  slugTaken: accountMessages.usernameTaken,
  googleDomain: 'Please enter a valid domain',
  ownerRoleFixed: "The owner's role cannot be changed",
  ownerCannotBeDeactivated: 'Owners cannot be deactivated',
  selfCannotBeDeactivated: 'You cannot deactivate yourself',
  onlyInactiveDeleted: 'Only a deactivated member can be deleted',
  notAMember: 'No such member',
  alreadyInvited: 'That e-mail has been invited already',
  alreadyMember: 'That person is in a team already',
  notOnTeamDomain: "That address is not on the team's domain",
  noSuchInvitation: 'This invitation is invalid or was cancelled',
  noSuchTheme: 'Could not find theme data',
} as const;

/** A team slug follows the username rules (spec/002 §5), lowercased by the caller. */
export function teamSlugProblem(slug: string): string | undefined {
  const problem = usernameProblem(slug);
  if (problem === accountMessages.usernameTooLong || slug.length > TEAM_SLUG_MAX_LENGTH)
    return `At most ${TEAM_SLUG_MAX_LENGTH} characters`;
  return problem;
}

export function teamNameProblem(name: string): string | undefined {
  if (name.trim().length === 0) return teamMessages.required;
  if (name.length > TEAM_NAME_MAX_LENGTH) return teamMessages.nameTooLong;
  return undefined;
}

/** A Google domain must contain a dot (spec/002 §5). */
export function googleDomainProblem(domain: string): string | undefined {
  if (!domain.includes('.') || /\s/.test(domain) || domain.length > GOOGLE_DOMAIN_MAX_LENGTH)
    return teamMessages.googleDomain;
  return undefined;
}

/** The slug a team name suggests: lowercase letters, digits and hyphens (spec/002 §4: it follows the name). */
export function slugFromTeamName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TEAM_SLUG_MAX_LENGTH);
}
