import { describe, expect, it } from 'vitest';
import { can } from './can.js';
import { outcomes, user, type Outcome } from './fixtures.js';
import type {
  Actor,
  MediaAction,
  MediaResource,
  TeamAction,
  TeamResource,
  TemplateAction,
  TemplateResource,
  ThemeAction,
  ThemeResource,
} from './types.js';

const member = { teamId: 'team-1', teamMemberActive: true } as const;
const actors = {
  anonymous: { kind: 'anonymous' },
  stranger: user('stranger', { accountType: 'enterprise' }),
  'team owner': user('team-owner', { ...member, accountType: 'enterprise', teamRole: 'owner' }),
  'team admin': user('team-admin', { ...member, accountType: 'enterprise', teamRole: 'admin' }),
  'free-plan team admin': user('team-admin', { ...member, accountType: 'default', teamRole: 'admin' }),
  member: user('member', { ...member, accountType: 'enterprise', teamRole: 'member' }),
  'free-plan member': user('member', { ...member, accountType: 'default', teamRole: 'member' }),
  'deactivated free-plan member': user('member', {
    ...member,
    accountType: 'default',
    teamRole: 'member',
    teamMemberActive: false,
  }),
  'deactivated member': user('member', {
    ...member,
    accountType: 'enterprise',
    teamRole: 'member',
    teamMemberActive: false,
  }),
  // Members of a team whose subscription ended: still its members, on their own plan.
  'free-plan member of a lapsed team': user('member', {
    ...member,
    accountType: 'default',
    teamRole: 'member',
    teamPaid: false,
  }),
  'free-plan admin of a lapsed team': user('team-admin', {
    ...member,
    accountType: 'default',
    teamRole: 'admin',
    teamPaid: false,
  }),
  'other team admin': user('other', {
    accountType: 'enterprise',
    teamId: 'team-2',
    teamRole: 'admin',
    teamMemberActive: true,
  }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

describe('team', () => {
  const teams = {
    team: { type: 'team', id: 'team-1' },
    'manually upgraded team': { type: 'team', id: 'team-1', manuallyUpgraded: true },
  } satisfies Record<string, TeamResource>;

  const rows: [ActorName, TeamAction, keyof typeof teams, Outcome][] = [
    ['member', 'view', 'team', 'allowed'],
    ['anonymous', 'view', 'team', 'unauthenticated'],
    ['stranger', 'view', 'team', 'forbidden'],
    ['other team admin', 'view', 'team', 'forbidden'],
    ['deactivated member', 'view', 'team', 'forbidden'],
    // managers: team owners and admins
    ['team owner', 'manage_members', 'team', 'allowed'],
    ['team admin', 'manage_members', 'team', 'allowed'],
    ['member', 'manage_members', 'team', 'forbidden'],
    ['other team admin', 'manage_members', 'team', 'forbidden'],
    ['team admin', 'manage_settings', 'team', 'allowed'],
    ['member', 'manage_settings', 'team', 'forbidden'],
    ['team owner', 'manage_billing', 'team', 'allowed'],
    ['team admin', 'manage_billing', 'team', 'allowed'],
    ['free-plan team admin', 'manage_billing', 'team', 'allowed'],
    ['member', 'manage_billing', 'team', 'forbidden'],
    ['team owner', 'manage_billing', 'manually upgraded team', 'forbidden'],
    ['team admin', 'manage_themes', 'team', 'allowed'],
    ['member', 'manage_themes', 'team', 'forbidden'],
    // an active membership carries the enterprise plan, whatever the member's own plan
    ['free-plan team admin', 'manage_themes', 'team', 'allowed'],
    // members use what the team shares
    ['member', 'use_team_templates', 'team', 'allowed'],
    ['member', 'use_team_media', 'team', 'allowed'],
    ['member', 'use_shared_themes', 'team', 'allowed'],
    ['team admin', 'use_team_media', 'team', 'allowed'],
    ['free-plan member', 'use_team_templates', 'team', 'allowed'],
    ['free-plan member', 'use_team_media', 'team', 'allowed'],
    ['free-plan member', 'use_shared_themes', 'team', 'allowed'],
    ['deactivated free-plan member', 'use_team_media', 'team', 'forbidden'],
    ['deactivated member', 'use_shared_themes', 'team', 'forbidden'],
    ['stranger', 'use_team_media', 'team', 'forbidden'],
    // a team whose subscription ended lends no plan: its members keep only what their own plan holds
    ['free-plan member of a lapsed team', 'view', 'team', 'allowed'],
    ['free-plan member of a lapsed team', 'use_team_templates', 'team', 'upgrade to enterprise'],
    ['free-plan member of a lapsed team', 'use_team_media', 'team', 'upgrade to enterprise'],
    ['free-plan member of a lapsed team', 'use_shared_themes', 'team', 'upgrade to enterprise'],
    ['free-plan admin of a lapsed team', 'manage_themes', 'team', 'upgrade to enterprise'],
    // ...but its managers still reach its billing, to pay again
    ['free-plan admin of a lapsed team', 'manage_billing', 'team', 'allowed'],
    // managers upload and edit the team's media
    ['team owner', 'manage_team_media', 'team', 'allowed'],
    ['free-plan team admin', 'manage_team_media', 'team', 'allowed'],
    ['member', 'manage_team_media', 'team', 'forbidden'],
    ['other team admin', 'manage_team_media', 'team', 'forbidden'],
  ];

  it.each(rows)('%s: %s on the %s → %s', (actor, action, team, outcome) => {
    expect(can(actors[actor], action, teams[team])).toEqual(outcomes[outcome]);
  });
});

describe('theme', () => {
  const theme: ThemeResource = { type: 'theme', teamId: 'team-1' };
  const rows: [ActorName, ThemeAction, Outcome][] = [
    ['member', 'use', 'allowed'],
    ['member', 'edit', 'forbidden'],
    ['team admin', 'edit', 'allowed'],
    ['free-plan member', 'use', 'allowed'],
    ['free-plan team admin', 'edit', 'allowed'],
    ['deactivated member', 'use', 'not_found'],
    ['other team admin', 'edit', 'not_found'],
    ['anonymous', 'use', 'unauthenticated'],
  ];

  it.each(rows)('%s: %s a team theme → %s', (actor, action, outcome) => {
    expect(can(actors[actor], action, theme)).toEqual(outcomes[outcome]);
  });
});

describe('template', () => {
  const templates = {
    "the member's personal": { type: 'template', ownerId: 'member', teamId: 'team-1', scope: 'personal' },
    "a stranger's personal": { type: 'template', ownerId: 'stranger', teamId: null, scope: 'personal' },
    team: { type: 'template', ownerId: 'team-admin', teamId: 'team-1', scope: 'team' },
  } satisfies Record<string, TemplateResource>;

  const rows: [ActorName, TemplateAction, keyof typeof templates, Outcome][] = [
    // personal templates: their owner's alone, on any plan
    ['free-plan member', 'use', "the member's personal", 'allowed'],
    ['free-plan member', 'edit', "the member's personal", 'allowed'],
    ['team admin', 'use', "the member's personal", 'not_found'],
    ['member', 'use', "a stranger's personal", 'not_found'],
    ['anonymous', 'use', "a stranger's personal", 'unauthenticated'],
    // team templates: members use them, managers edit them
    ['member', 'use', 'team', 'allowed'],
    ['member', 'edit', 'team', 'forbidden'],
    ['team admin', 'edit', 'team', 'allowed'],
    ['team owner', 'edit', 'team', 'allowed'],
    ['free-plan member', 'use', 'team', 'allowed'],
    ['free-plan team admin', 'edit', 'team', 'allowed'],
    ['deactivated member', 'use', 'team', 'not_found'],
    ['stranger', 'use', 'team', 'not_found'],
    ['anonymous', 'use', 'team', 'unauthenticated'],
  ];

  it.each(rows)('%s: %s the %s template → %s', (actor, action, template, outcome) => {
    expect(can(actors[actor], action, templates[template])).toEqual(outcomes[outcome]);
  });
});

describe('media', () => {
  const media = {
    "the stranger's personal": { type: 'media', id: 'm-1', ownerId: 'stranger', teamId: null },
    team: { type: 'media', id: 'm-2', ownerId: 'team-admin', teamId: 'team-1' },
    'team, uploaded by the member': { type: 'media', id: 'm-3', ownerId: 'member', teamId: 'team-1' },
  } satisfies Record<string, MediaResource>;

  const rows: [ActorName, MediaAction, keyof typeof media, Outcome][] = [
    // personal media: its owner's alone
    ['stranger', 'view', "the stranger's personal", 'allowed'],
    ['stranger', 'edit', "the stranger's personal", 'allowed'],
    ['stranger', 'delete', "the stranger's personal", 'allowed'],
    ['member', 'view', "the stranger's personal", 'not_found'],
    ['anonymous', 'view', "the stranger's personal", 'unauthenticated'],
    // team media: read by active members, edited by managers; who uploaded it counts for nothing
    ['member', 'view', 'team', 'allowed'],
    ['member', 'edit', 'team', 'forbidden'],
    ['member', 'delete', 'team', 'forbidden'],
    ['team owner', 'edit', 'team', 'allowed'],
    ['team owner', 'delete', 'team', 'allowed'],
    ['member', 'delete', 'team, uploaded by the member', 'forbidden'],
    ['member', 'view', 'team, uploaded by the member', 'allowed'],
    ['other team admin', 'edit', 'team, uploaded by the member', 'not_found'],
    ['free-plan member', 'view', 'team', 'allowed'],
    ['free-plan team admin', 'edit', 'team', 'allowed'],
    ['deactivated free-plan member', 'view', 'team', 'not_found'],
    ['deactivated member', 'view', 'team', 'not_found'],
    ['other team admin', 'view', 'team', 'not_found'],
    ['stranger', 'delete', 'team', 'not_found'],
    ['anonymous', 'view', 'team', 'unauthenticated'],
  ];

  it.each(rows)('%s: %s the %s media → %s', (actor, action, item, outcome) => {
    expect(can(actors[actor], action, media[item])).toEqual(outcomes[outcome]);
  });
});

describe('tag of the team media', () => {
  const tag = { type: 'tag', ownerId: 'team-admin', teamId: 'team-1' } as const;
  const rows: [ActorName, Outcome][] = [
    ['team owner', 'allowed'],
    ['free-plan team admin', 'allowed'],
    ['member', 'forbidden'],
    ['deactivated member', 'not_found'],
    ['other team admin', 'not_found'],
    ['stranger', 'not_found'],
    ['anonymous', 'unauthenticated'],
  ];

  it.each(rows)('%s: edit a team tag → %s', (actor, outcome) => {
    expect(can(actors[actor], 'edit', tag)).toEqual(outcomes[outcome]);
  });
});
