import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  claimDecider,
  claimStreamId,
  ConflictError,
  NotFoundError,
  RESERVED_USERNAMES,
  teamDecider,
  teamMessages,
  teamStreamId,
  ValidationError,
  type AssignableTeamRole,
  type TeamBillingPeriod,
  type TeamCommand,
  type TeamSettings,
} from '@lectern/domain';
import type { EventStore, StoredEvent } from '@lectern/event-store';
import {
  findInvitationById,
  findInvitationByToken,
  findMembership,
  findTeamById,
  findTeamBySlug,
  findTeamIdsByGoogleDomain,
  findTeamMember,
  listTeamInvitations,
  listTeamMembers,
  searchTeamMembers,
  type TeamInvitationRow,
  type TeamMemberRow,
  type TeamRow,
  type UserRow,
} from '@lectern/read-models';
import type { Logger } from '@lectern/service-kit';
import {
  claim,
  claimName,
  nameHolder,
  on,
  releaseName,
  runCommand,
  runPlan,
  type Actor,
  type WaitFor,
} from '../commands.js';
import type { Mailer } from '../mail/mailer.js';
import { INVITATION_TOKEN_BYTES, TEAM_SEARCH_LIMIT, TEAM_SUGGESTIONS_LIMIT } from './constants.js';
import { invitationMail } from './invitation-mail.js';
import { createSlideTemplates } from './slide-templates.js';
import { createThemes } from './themes.js';

export interface TeamsDependencies {
  db: Queryable;
  store: EventStore;
  waitFor: WaitFor;
  mailer: Mailer;
  logger: Logger;
  /** The app's address (PUBLIC_URL): a team lives on a subdomain of its host. */
  publicUrl: () => string;
  /** What one member costs a team per billing period, as the operator prices it; unpriced when unset. */
  pricePerUser?: Partial<Record<TeamBillingPeriod, number>>;
  now?: () => Date;
}

/**
 * Team commands and queries of the BFF: sign-up, settings, members, invitations, themes, slide
 * templates (a person's own too), and the team's history.
 */
export function createTeams(deps: TeamsDependencies) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();

  async function run(teamId: string, command: TeamCommand, actor: Actor) {
    await runCommand(deps, { streamId: teamStreamId(teamId), decider: teamDecider, command }, actor);
  }

  /** `https://acme.example.com` for the team `acme` of `https://example.com`. */
  function rootUrl(slug: string): string {
    const url = new URL(deps.publicUrl());
    url.hostname = `${slug}.${url.hostname}`;
    return url.origin;
  }

  /** `acme` for a request to `acme.example.com[:port]` when the app is on `example.com`; else undefined. */
  function slugFromHost(host: string | undefined): string | undefined {
    if (!host) return undefined;
    const hostname = host.replace(/:\d+$/, '').toLowerCase();
    const suffix = `.${new URL(deps.publicUrl()).hostname}`;
    if (!hostname.endsWith(suffix)) return undefined;
    const label = hostname.slice(0, -suffix.length);
    return /^[a-z0-9_-]+$/.test(label) ? label : undefined;
  }

  function invitationUrl(invitation: TeamInvitationRow): string {
    return `${deps.publicUrl()}/invitations/${encodeURIComponent(invitation.token)}`;
  }

  async function requireTeam(teamId: string): Promise<TeamRow> {
    const team = await findTeamById(deps.db, teamId);
    if (!team) throw new NotFoundError();
    return team;
  }

  async function requireMember(team: TeamRow, userId: string): Promise<TeamMemberRow> {
    const member = await findTeamMember(deps.db, team.id, userId);
    if (!member) throw new NotFoundError(teamMessages.notAMember);
    return member;
  }

  async function requireInvitation(team: TeamRow, invitationId: string): Promise<TeamInvitationRow> {
    const invitation = await findInvitationById(deps.db, invitationId);
    if (!invitation || invitation.team_id !== team.id) throw new NotFoundError();
    return invitation;
  }

  async function isSlugTaken(slug: string): Promise<boolean> {
    const name = slug.trim().toLowerCase();
    return RESERVED_USERNAMES.has(name) || (await nameHolder(deps.store, 'team-slug', name)) !== null;
  }

  async function claimSlug(slug: string, teamId: string, actor: Actor): Promise<void> {
    if (RESERVED_USERNAMES.has(slug) || !(await claimName(deps.store, 'team-slug', slug, teamId, actor)))
      throw new ValidationError({ 'team.slug': [teamMessages.slugTaken[0]] });
  }

  async function refuseSecondTeam(userId: string): Promise<void> {
    if (await findMembership(deps.db, userId)) throw new ConflictError(teamMessages.alreadyMember, 'already_member');
  }

  function sendInvitation(team: TeamRow, invitation: TeamInvitationRow, inviter: string): void {
    deps.mailer
      .send(invitationMail({ team, invitation, inviter, url: invitationUrl(invitation) }))
      .catch((err: unknown) => deps.logger.error({ err }, 'invitation mail failed'));
  }

  return {
    rootUrl,
    slugFromHost,
    costPerUser: (period: TeamBillingPeriod): number | null => deps.pricePerUser?.[period] ?? null,
    invitationUrl,
    isSlugTaken,
    findById: (teamId: string) => findTeamById(deps.db, teamId),
    findBySlug: (slug: string) => findTeamBySlug(deps.db, slug),
    membershipOf: (userId: string) => findMembership(deps.db, userId),

    /**
     * A new team and its owner: the slug is claimed first (so two teams never share one and a
     * refused sign-up leaves no account behind), then `createOwner` makes the owner's account.
     */
    async signUp(
      input: { name: string; slug: string; billingPeriod: TeamBillingPeriod },
      createOwner: () => Promise<UserRow>,
      actor: Actor,
    ): Promise<{ team: TeamRow; owner: UserRow }> {
      const teamId = randomUUID();
      await claimSlug(input.slug, teamId, actor);
      try {
        const owner = await createOwner();
        await run(
          teamId,
          { type: 'SignUpTeam', data: { teamId, ...input, ownerId: owner.id, now: now() } },
          { ...actor, userId: owner.id },
        );
        return { team: await requireTeam(teamId), owner };
      } catch (error) {
        await releaseName(deps.store, 'team-slug', input.slug, teamId, actor);
        throw error;
      }
    },

    /** The settings, with a new slug claimed and the old one released in the same transaction. */
    async updateSettings(team: TeamRow, settings: Partial<TeamSettings>, actor: Actor): Promise<TeamRow> {
      const newSlug = settings.slug !== undefined && settings.slug !== team.slug ? settings.slug : undefined;
      const slugTaken = new ValidationError({ 'team.slug': [teamMessages.slugTaken[0]] });
      if (newSlug && RESERVED_USERNAMES.has(newSlug)) throw slugTaken;
      await runPlan(
        deps,
        async (load) => {
          const change = on(teamStreamId(team.id), teamDecider, { type: 'ChangeTeamSettings', data: { settings } });
          if (!newSlug) return [change];
          const holder = await nameHolder(load, 'team-slug', newSlug);
          if (holder !== null && holder !== team.id) throw slugTaken;
          const release = on(claimStreamId('team-slug', team.slug), claimDecider, {
            type: 'Release',
            data: { owner: team.id },
          });
          return [claim('team-slug', newSlug, team.id), change, release];
        },
        actor,
      );
      return requireTeam(team.id);
    },

    members: (team: TeamRow) => listTeamMembers(deps.db, team.id),
    searchMembers: (team: TeamRow, query: string) => searchTeamMembers(deps.db, team.id, query, TEAM_SEARCH_LIMIT),
    /** Active teammates to suggest to `userId` while they type. */
    suggestMembers: (team: TeamRow, query: string, userId: string) =>
      searchTeamMembers(deps.db, team.id, query, TEAM_SUGGESTIONS_LIMIT, { activeOnly: true, except: userId }),
    requireMember,

    async changeRole(team: TeamRow, userId: string, role: AssignableTeamRole, actor: Actor) {
      await requireMember(team, userId);
      await run(team.id, { type: 'ChangeMemberRole', data: { userId, role } }, actor);
      return requireMember(team, userId);
    },

    async deactivate(team: TeamRow, userId: string, actor: Actor & { userId: string }) {
      await requireMember(team, userId);
      await run(team.id, { type: 'DeactivateMember', data: { userId, actorId: actor.userId } }, actor);
      return requireMember(team, userId);
    },

    async reactivate(team: TeamRow, userId: string, actor: Actor) {
      await requireMember(team, userId);
      await run(team.id, { type: 'ReactivateMember', data: { userId } }, actor);
      return requireMember(team, userId);
    },

    async deleteMember(team: TeamRow, userId: string, absorbDecks: boolean, actor: Actor): Promise<void> {
      await requireMember(team, userId);
      await run(team.id, { type: 'DeleteMember', data: { userId, absorbDecks } }, actor);
    },

    invitations: (team: TeamRow) => listTeamInvitations(deps.db, team.id),

    async invite(team: TeamRow, email: string, role: AssignableTeamRole, inviter: string, actor: Actor) {
      const lower = email.toLowerCase();
      if ((await listTeamMembers(deps.db, team.id)).some((member) => member.email.toLowerCase() === lower))
        throw new ValidationError({ 'invitation.email': [teamMessages.alreadyMember] });
      const invitationId = randomUUID();
      const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
      await run(team.id, { type: 'InviteMember', data: { invitationId, email, role, token, now: now() } }, actor);
      const invitation = await requireInvitation(team, invitationId);
      sendInvitation(team, invitation, inviter);
      return invitation;
    },

    async resend(team: TeamRow, invitationId: string, inviter: string, actor: Actor) {
      await requireInvitation(team, invitationId);
      await run(team.id, { type: 'ResendInvitation', data: { invitationId, now: now() } }, actor);
      const invitation = await requireInvitation(team, invitationId);
      sendInvitation(team, invitation, inviter);
      return invitation;
    },

    async cancel(team: TeamRow, invitationId: string, actor: Actor): Promise<void> {
      await requireInvitation(team, invitationId);
      await run(team.id, { type: 'CancelInvitation', data: { invitationId } }, actor);
    },

    /** The invitation a link holds, with its team; unknown, accepted and cancelled ones are not found. */
    async invitationByToken(token: string): Promise<{ invitation: TeamInvitationRow; team: TeamRow }> {
      const invitation = await findInvitationByToken(deps.db, token);
      if (!invitation) throw new NotFoundError(teamMessages.noSuchInvitation);
      return { invitation, team: await requireTeam(invitation.team_id) };
    },

    async accept(invitation: TeamInvitationRow, userId: string, actor: Actor): Promise<TeamRow> {
      await refuseSecondTeam(userId);
      await run(
        invitation.team_id,
        { type: 'AcceptInvitation', data: { invitationId: invitation.id, userId, now: now() } },
        actor,
      );
      return requireTeam(invitation.team_id);
    },

    /**
     * Takes someone in no team into the team whose Google domain a sign-in provider vouched for
     * (spec/001 §5: people on it join by signing in with it). A domain several teams name is
     * nobody's. Answers the team joined, if any.
     */
    async joinByDomain(
      userId: string,
      vouched: { email: string; domain: string },
      actor: Actor,
    ): Promise<TeamRow | undefined> {
      if (await findMembership(deps.db, userId)) return undefined;
      const teamIds = await findTeamIdsByGoogleDomain(deps.db, vouched.domain);
      if (teamIds.length !== 1) return undefined;
      const command: TeamCommand = { type: 'JoinByDomain', data: { userId, ...vouched, now: now() } };
      await run(teamIds[0]!, command, actor);
      return requireTeam(teamIds[0]!);
    },

    /** The team's own events, oldest first: the source of its membership audit. */
    history: (team: TeamRow): Promise<StoredEvent[]> => deps.store.readStream(teamStreamId(team.id)),

    themes: createThemes({ ...deps, now }),
    slideTemplates: createSlideTemplates({ ...deps, now }),
  };
}

export type Teams = ReturnType<typeof createTeams>;
