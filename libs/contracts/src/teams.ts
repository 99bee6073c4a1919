import { z } from 'zod';
import { GLOBAL_CSS_MAX_LENGTH, googleDomainProblem, teamNameProblem, teamSlugProblem } from '@lectern/domain';
import { deckCardPage, decksQuery } from './decks.js';
import { storedText } from './text.js';
import { checked, currentUser, email, password, username } from './users.js';

export {
  slugFromTeamName,
  teamMessages,
  teamNameProblem,
  teamSlugProblem,
  googleDomainProblem,
  TEAM_NAME_MAX_LENGTH,
  TEAM_SLUG_MAX_LENGTH,
} from '@lectern/domain';

/** Team slugs are lowercased before any check, like usernames (spec/002 §5). */
export const teamSlug = storedText()
  .trim()
  .transform((value) => value.toLowerCase())
  .pipe(checked(teamSlugProblem));
export const teamName = storedText().trim().pipe(checked(teamNameProblem));
export const billingPeriod = z.enum(['monthly', 'yearly']);
/** A coupon code as typed (spec/002 §3 `coupon_code`): spaces around it are not part of it; empty is none. */
export const couponCode = storedText()
  .trim()
  .max(100)
  .transform((code) => code || undefined);
export const teamRole = z.enum(['owner', 'admin', 'member']);
export const assignableTeamRole = z.enum(['admin', 'member']);

/** POST /teams: the team sign-up payload (spec/002 §3); the payment token waits for billing. */
export const teamSignUpRequest = z.object({
  team: z.object({ name: teamName, slug: teamSlug }),
  user: z.object({ username, email, password }),
  subscription: z
    .object({
      billing_period: billingPeriod.default('monthly'),
      coupon: couponCode.optional(),
      token: storedText().max(500).optional(),
    })
    .default({ billing_period: 'monthly' }),
});
export type TeamSignUpRequest = z.input<typeof teamSignUpRequest>;

export const teamLookupQuery = z.object({ slug: storedText().max(200) });

/** A team as its members see it (spec/002 §3). */
export const team = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    root_url: z.string(),
    logo_url: z.string().nullable(),
    /** The team's themes, by name; GET /themes answers them whole. */
    themes: z.array(z.object({ id: z.string(), name: z.string() })),
    default_theme_id: z.string().nullable(),
    global_css_input: z.string(),
    global_css_output: z.string(),
    allow_scripts: z.boolean(),
    allow_public_decks: z.boolean(),
    google_domain: z.string().nullable(),
    user_count: z.number().int().nonnegative(),
    account_billing_period: billingPeriod,
    /** The price of one member for the billing period, as the operator set it; null when unset. */
    account_cost_per_user: z.number().nonnegative().nullable(),
    manually_upgraded: z.boolean(),
    beta_new_editor: z.boolean(),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof team>;

export const teamResponse = z.object({ team }).meta({ id: 'TeamResponse' });
export type TeamResponse = z.infer<typeof teamResponse>;

/** GET /teams.json: the teams the signed-in user belongs to. */
export const teamsResponse = z.object({ results: z.array(team) });
export type TeamsResponse = z.infer<typeof teamsResponse>;

/** Answer of a team sign-up: the new team (go to its root_url) and the owner's new session. */
export const teamSignUpResponse = z
  .object({ team, user: currentUser, csrf_token: z.string() })
  .meta({ id: 'TeamSignUpResponse' });
export type TeamSignUpResponse = z.infer<typeof teamSignUpResponse>;

/** PUT /team: what managers change (spec/002 §4, §7); an empty Google domain clears it. Global CSS is plain text. */
export const teamSettingsRequest = z.object({
  team: z
    .object({
      name: teamName,
      slug: teamSlug,
      default_theme_id: storedText().max(64).nullable(),
      global_css_input: storedText().max(GLOBAL_CSS_MAX_LENGTH),
      global_css_output: storedText().max(GLOBAL_CSS_MAX_LENGTH),
      allow_scripts: z.boolean(),
      allow_public_decks: z.boolean(),
      beta_new_editor: z.boolean(),
      google_domain: storedText()
        .trim()
        .pipe(checked((domain) => (domain === '' ? undefined : googleDomainProblem(domain))))
        .nullable(),
    })
    .partial(),
});
export type TeamSettingsRequest = z.input<typeof teamSettingsRequest>;

/** A member of the team (spec/002 §3 "Team member"). */
export const teamMember = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    thumbnail_url: z.string().nullable(),
    membership: z.object({ activated: z.boolean(), role: teamRole }),
    team_role: teamRole,
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMember>;

export const teamMembersResponse = z.object({ results: z.array(teamMember) });
export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;
export const teamMemberResponse = z.object({ user: teamMember });

export const teamSearchQuery = z.object({ q: storedText().trim().max(200) });

/** POST /team/search: the team member autocomplete (spec/001 §7), whose answer names people to add. */
export const teamSuggestionsRequest = z.object({ q: storedText().trim().min(1).max(200) });
export const teamSuggestionsResponse = z
  .object({ results: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) })
  .meta({ id: 'TeamSuggestionsResponse' });
export type TeamSuggestionsResponse = z.infer<typeof teamSuggestionsResponse>;

export const changeRoleRequest = z.object({ user: z.object({ role: assignableTeamRole }) });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequest>;

/** DELETE /team/users/{id}: `absorb_decks` keeps the member's decks in the team. */
export const deleteMemberRequest = z
  .object({ absorb_decks: z.boolean().default(false) })
  .default({ absorb_decks: false });
export type DeleteMemberRequest = z.input<typeof deleteMemberRequest>;

/** A pending invitation (spec/002 §3 "Team invite"). */
export const teamInvite = z
  .object({ id: z.string(), email: z.string(), team_role: assignableTeamRole, invitation_url: z.string() })
  .meta({ id: 'TeamInvite' });
export type TeamInvite = z.infer<typeof teamInvite>;

export const teamInvitesResponse = z.object({ results: z.array(teamInvite) });
export type TeamInvitesResponse = z.infer<typeof teamInvitesResponse>;
export const teamInviteResponse = z.object({ invitation: teamInvite });

/** The e-mail is trimmed and checked as an e-mail (spec/002 §5 "Invitation"). */
export const createInvitationRequest = z.object({
  invitation: z.object({ email, team_role: assignableTeamRole.default('member') }),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequest>;

/** What the invitation page shows before the person signs up into the team. */
export const invitationDetailsResponse = z.object({
  invitation: z.object({
    email: z.string(),
    team_role: assignableTeamRole,
    team: z.object({ name: z.string(), slug: z.string() }),
  }),
});
export type InvitationDetailsResponse = z.infer<typeof invitationDetailsResponse>;

/** Accepting: a new account (username and password; the e-mail is the invited one), or none when signed in. */
export const acceptInvitationRequest = z.object({ user: z.object({ username, password }).optional() });
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
export const acceptInvitationResponse = teamSignUpResponse;

/** The membership changes the audit lists, one per event in the team's stream. */
export const auditActions = [
  'team_created',
  'invited',
  'invitation_resent',
  'invitation_cancelled',
  'joined',
  'role_changed',
  'deactivated',
  'reactivated',
  'deleted',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

const person = z.object({ id: z.string().nullable(), username: z.string().nullable(), email: z.string().nullable() });

/** One row of the membership audit: what happened, to whom, who did it and when. */
export const auditEntry = z
  .object({
    id: z.string(),
    at: z.string(),
    action: auditAction,
    actor: person,
    member: person,
    /** The role given (invited, joined, role changed) or, for a deletion, whether decks were kept. */
    role: teamRole.nullable(),
    absorb_decks: z.boolean().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditResponse = z.object({ results: z.array(auditEntry) });
export type AuditResponse = z.infer<typeof auditResponse>;

/** Filters: a member (user id or e-mail) and a date range, `from` and `to` inclusive days (YYYY-MM-DD). */
export const auditQuery = z.object({
  member: storedText().trim().max(254).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** A path on the team's host to land on after the hand-off: absolute, same origin. */
export const handoffPath = storedText()
  .max(500)
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), 'Not a path');

/** POST /session/handoff: a one-time link that signs the person in on their team's subdomain. */
export const handoffRequest = z.object({ to: handoffPath.default('/') });
export type HandoffRequest = z.input<typeof handoffRequest>;
export const handoffResponse = z.object({ url: z.string() }).meta({ id: 'HandoffResponse' });
export type HandoffResponse = z.infer<typeof handoffResponse>;
export const handoffQuery = z.object({ token: storedText().max(1000), to: handoffPath.default('/') });

/** GET /team/decks: the team's deck list (spec/002 §7 "Browser lists"), paged as one's own (GET /decks). */
export const teamDecksQuery = decksQuery.omit({ tag_id: true });
export type TeamDecksQuery = z.input<typeof teamDecksQuery>;
export const teamDecksResponse = deckCardPage.meta({ id: 'TeamDecksResponse' });
export type TeamDecksResponse = z.infer<typeof teamDecksResponse>;
