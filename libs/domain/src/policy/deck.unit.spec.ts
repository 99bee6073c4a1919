import { describe, expect, it } from 'vitest';
import { can } from './can.js';
import { embedFooterHideable } from './deck.js';
import { outcomes, user, type Outcome } from './fixtures.js';
import type { Actor, CommentAction, DeckAction, DeckResource } from './types.js';

const actors = {
  anonymous: { kind: 'anonymous' },
  stranger: user('stranger', { accountType: 'enterprise' }),
  'free owner': user('owner'),
  'lite owner': user('owner', { accountType: 'lite' }),
  'pro owner': user('owner', { accountType: 'pro' }),
  viewer: user('viewer', { accountType: 'enterprise' }),
  'free editor': user('editor'),
  'pro editor': user('editor', { accountType: 'pro' }),
  admin: user('admin', { accountType: 'enterprise' }),
  'free admin': user('admin'),
  'stray owner row': user('co-owner', { accountType: 'enterprise' }),
  teammate: user('teammate', { teamId: 'team-1', teamRole: 'member', teamMemberActive: true }),
  'deactivated teammate': user('teammate', { teamId: 'team-1', teamRole: 'member', teamMemberActive: false }),
  'free owner in a team': user('owner', { teamId: 'team-1', teamRole: 'member', teamMemberActive: true }),
  'free owner, deactivated in a team': user('owner', { teamId: 'team-1', teamRole: 'member', teamMemberActive: false }),
  'other team member': user('other', { teamId: 'team-2', teamRole: 'owner', teamMemberActive: true }),
  'editor in the team': user('editor', { teamId: 'team-1', teamRole: 'member', teamMemberActive: true }),
  'editor, deactivated in the team': user('editor', { teamId: 'team-1', teamRole: 'member', teamMemberActive: false }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof actors;

const base: DeckResource = {
  type: 'deck',
  id: 'deck-1',
  ownerId: 'owner',
  // The owner's plan as the deck row tells it; the actors' plans are their own.
  ownerAccountType: 'lite',
  teamId: 'team-1',
  visibility: 'all',
  trashed: false,
  collaborators: [
    { userId: 'owner', role: 'owner' },
    { userId: 'viewer', role: 'viewer' },
    { userId: 'editor', role: 'editor' },
    { userId: 'admin', role: 'admin' },
    { userId: 'co-owner', role: 'owner' },
  ],
};

const decks = {
  public: base,
  internal: { ...base, visibility: 'team' },
  private: { ...base, visibility: 'self' },
  'private, free owner': { ...base, visibility: 'self', ownerAccountType: 'default' },
  'internal, of a team that keeps decks internal': { ...base, visibility: 'team', teamAllowsPublicDecks: false },
  'internal, of a team that allows public decks': { ...base, visibility: 'team', teamAllowsPublicDecks: true },
  'internal, of no team, flag off': { ...base, teamId: null, visibility: 'team', teamAllowsPublicDecks: false },
  'public, free owner': { ...base, ownerAccountType: 'default' },
  'private, valid link': { ...base, visibility: 'self', accessToken: { valid: true } },
  'private, invalid link': { ...base, visibility: 'self', accessToken: { valid: false } },
  trashed: { ...base, trashed: true },
  'trashed, valid link': { ...base, trashed: true, accessToken: { valid: true } },
  'private, publisher key': { ...base, visibility: 'self', publisherKey: { valid: true } },
  'private, wrong publisher key': { ...base, visibility: 'self', publisherKey: { valid: false } },
  'trashed, publisher key': { ...base, trashed: true, publisherKey: { valid: true } },
  'public, team allows scripts': { ...base, ownerTeamAllowsScripts: true },
  'private, team allows scripts': { ...base, visibility: 'self', ownerTeamAllowsScripts: true },
  'private, valid link, team allows scripts': {
    ...base,
    visibility: 'self',
    accessToken: { valid: true },
    ownerTeamAllowsScripts: true,
  },
  'trashed, team allows scripts': { ...base, trashed: true, ownerTeamAllowsScripts: true },
  'public, notes shared': { ...base, shareNotes: true },
  'private, valid link, notes shared': { ...base, visibility: 'self', accessToken: { valid: true }, shareNotes: true },
  'private, presenter link': { ...base, visibility: 'self', accessToken: { valid: true, presenter: true } },
  'public, presenter link': { ...base, accessToken: { valid: true, presenter: true } },
  'private, invalid presenter link': { ...base, visibility: 'self', accessToken: { valid: false, presenter: true } },
} satisfies Record<string, DeckResource>;
type DeckName = keyof typeof decks;

describe('deck', () => {
  const rows: [ActorName, DeckAction, DeckName, Outcome][] = [
    // public: everyone views; acting needs a sign-in, and a role for more than a reader's actions
    ['anonymous', 'view', 'public', 'allowed'],
    ['anonymous', 'comment', 'public', 'unauthenticated'],
    ['anonymous', 'fork', 'public', 'unauthenticated'],
    ['anonymous', 'edit', 'public', 'unauthenticated'],
    ['stranger', 'view', 'public', 'allowed'],
    ['stranger', 'comment', 'public', 'allowed'],
    ['stranger', 'fork', 'public', 'allowed'],
    ['stranger', 'kudo', 'public', 'allowed'],
    ['stranger', 'export', 'public', 'allowed'],
    ['stranger', 'edit', 'public', 'forbidden'],
    ['stranger', 'present_live', 'public', 'forbidden'],
    ['stranger', 'administer', 'public', 'forbidden'],
    ['stranger', 'manage_access_tokens', 'public', 'forbidden'],
    // an active team membership carries the enterprise plan; a deactivated one only the member's own
    ['free owner in a team', 'make_private', 'public', 'allowed'],
    ['free owner in a team', 'use_custom_css', 'public', 'allowed'],
    ['free owner in a team', 'manage_access_tokens', 'private', 'allowed'],
    ['free owner, deactivated in a team', 'make_private', 'public', 'upgrade to paid'],
    ['free owner, deactivated in a team', 'use_custom_css', 'public', 'upgrade to pro'],
    ['stranger', 'trash', 'public', 'forbidden'],
    // internal: active members of the owner's team and collaborators
    ['teammate', 'view', 'internal', 'allowed'],
    ['teammate', 'comment', 'internal', 'allowed'],
    ['teammate', 'fork', 'internal', 'allowed'],
    ['teammate', 'edit', 'internal', 'forbidden'],
    ['viewer', 'view', 'internal', 'allowed'],
    ['anonymous', 'view', 'internal', 'not_found'],
    ['stranger', 'view', 'internal', 'not_found'],
    ['stranger', 'edit', 'internal', 'not_found'],
    ['deactivated teammate', 'view', 'internal', 'not_found'],
    ['other team member', 'view', 'internal', 'not_found'],
    // private: the owner and collaborators only; everyone else is not told it exists
    ['anonymous', 'view', 'private', 'not_found'],
    ['anonymous', 'edit', 'private', 'not_found'],
    ['stranger', 'view', 'private', 'not_found'],
    ['stranger', 'comment', 'private', 'not_found'],
    ['stranger', 'administer', 'private', 'not_found'],
    ['teammate', 'view', 'private', 'not_found'],
    ['free owner', 'view', 'private', 'allowed'],
    // collaborator roles: viewers read and comment, editors edit, admins administer, the owner alone trashes
    ['viewer', 'view', 'private', 'allowed'],
    ['viewer', 'comment', 'private', 'allowed'],
    ['viewer', 'fork', 'private', 'allowed'],
    ['viewer', 'export', 'private', 'allowed'],
    ['viewer', 'edit', 'private', 'forbidden'],
    ['viewer', 'present_live', 'private', 'forbidden'],
    ['viewer', 'administer', 'private', 'forbidden'],
    ['free editor', 'edit', 'private', 'allowed'],
    ['free editor', 'present_live', 'private', 'allowed'],
    ['free editor', 'comment', 'private', 'allowed'],
    ['free editor', 'administer', 'private', 'forbidden'],
    ['free editor', 'change_visibility', 'private', 'forbidden'],
    ['free editor', 'trash', 'private', 'forbidden'],
    ['admin', 'edit', 'private', 'allowed'],
    ['admin', 'administer', 'private', 'allowed'],
    ['admin', 'change_visibility', 'private', 'allowed'],
    ['admin', 'trash', 'private', 'forbidden'],
    ['stray owner row', 'administer', 'private', 'allowed'],
    ['stray owner row', 'trash', 'private', 'forbidden'],
    ['free owner', 'edit', 'private', 'allowed'],
    ['free owner', 'administer', 'private', 'allowed'],
    ['free owner', 'change_visibility', 'private', 'allowed'],
    ['free owner', 'present_live', 'private', 'allowed'],
    ['free owner', 'kudo', 'private', 'allowed'],
    ['free owner', 'trash', 'private', 'allowed'],
    // editing together is the owner's choice, on the plans that carry collaboration at once
    ['pro owner', 'edit_together', 'private', 'allowed'],
    ['free owner in a team', 'edit_together', 'private', 'allowed'],
    ['free owner', 'edit_together', 'private', 'upgrade to pro'],
    ['lite owner', 'edit_together', 'private', 'upgrade to pro'],
    ['admin', 'edit_together', 'private', 'forbidden'],
    ['pro editor', 'edit_together', 'private', 'forbidden'],
    ['viewer', 'edit_together', 'private', 'forbidden'],
    ['pro owner', 'edit_together', 'trashed', 'forbidden'],
    // access tokens: view and comment for anyone holding a valid one, nothing more
    ['anonymous', 'view', 'private, valid link', 'allowed'],
    ['anonymous', 'comment', 'private, valid link', 'unauthenticated'],
    ['stranger', 'view', 'private, valid link', 'allowed'],
    ['stranger', 'comment', 'private, valid link', 'allowed'],
    ['stranger', 'edit', 'private, valid link', 'forbidden'],
    ['stranger', 'fork', 'private, valid link', 'forbidden'],
    ['stranger', 'export', 'private, valid link', 'forbidden'],
    ['stranger', 'administer', 'private, valid link', 'forbidden'],
    ['stranger', 'share_by_email', 'private, valid link', 'forbidden'],
    // e-mail shares: by someone signed in who sees the deck without a link
    ['stranger', 'share_by_email', 'public', 'allowed'],
    ['anonymous', 'share_by_email', 'public', 'unauthenticated'],
    ['free owner', 'share_by_email', 'private', 'allowed'],
    ['stranger', 'share_by_email', 'private', 'not_found'],
    ['anonymous', 'view', 'private, invalid link', 'not_found'],
    // a live publisher key presents the deck live and opens nothing else
    ['anonymous', 'present_live', 'private, publisher key', 'allowed'],
    ['stranger', 'present_live', 'private, publisher key', 'allowed'],
    ['anonymous', 'view', 'private, publisher key', 'not_found'],
    ['stranger', 'edit', 'private, publisher key', 'not_found'],
    ['anonymous', 'present_live', 'private, wrong publisher key', 'not_found'],
    ['anonymous', 'present_live', 'trashed, publisher key', 'not_found'],
    // trash: the owner's alone, read-only, and the only place to destroy from
    ['free owner', 'view', 'trashed', 'allowed'],
    ['free owner', 'recover', 'trashed', 'allowed'],
    ['free owner', 'destroy', 'trashed', 'allowed'],
    ['free owner', 'edit', 'trashed', 'forbidden'],
    ['free owner', 'comment', 'trashed', 'forbidden'],
    ['free owner', 'trash', 'trashed', 'forbidden'],
    ['free owner', 'destroy', 'public', 'forbidden'],
    ['free owner', 'recover', 'public', 'forbidden'],
    ['viewer', 'view', 'trashed', 'not_found'],
    ['free editor', 'edit', 'trashed', 'not_found'],
    ['admin', 'recover', 'trashed', 'not_found'],
    ['stranger', 'view', 'trashed', 'not_found'],
    ['anonymous', 'view', 'trashed', 'not_found'],
    ['anonymous', 'view', 'trashed, valid link', 'not_found'],
    // plans: the role is checked first, then the actor's plan
    ['free owner', 'make_private', 'public', 'upgrade to paid'],
    ['lite owner', 'make_private', 'public', 'allowed'],
    ['free owner', 'manage_access_tokens', 'private', 'upgrade to pro'],
    ['lite owner', 'manage_access_tokens', 'private', 'upgrade to pro'],
    ['pro owner', 'manage_access_tokens', 'private', 'allowed'],
    ['admin', 'manage_access_tokens', 'private', 'allowed'],
    ['free admin', 'manage_access_tokens', 'private', 'upgrade to pro'],
    ['lite owner', 'use_custom_css', 'public', 'upgrade to pro'],
    ['pro owner', 'use_custom_css', 'public', 'allowed'],
    ['free editor', 'use_custom_css', 'public', 'upgrade to pro'],
    ['pro editor', 'use_custom_css', 'public', 'allowed'],
    ['lite owner', 'set_embed_whitelist', 'public', 'upgrade to pro'],
    ['pro owner', 'set_embed_whitelist', 'public', 'allowed'],
    ['free owner', 'change_visibility', 'public', 'allowed'],
    // making a deck public: its owner and admins, unless the owner's team keeps its decks internal
    ['free owner', 'make_public', 'internal', 'allowed'],
    ['admin', 'make_public', 'internal, of a team that allows public decks', 'allowed'],
    ['free owner', 'make_public', 'internal, of a team that keeps decks internal', 'forbidden'],
    ['admin', 'make_public', 'internal, of a team that keeps decks internal', 'forbidden'],
    ['free owner', 'make_public', 'internal, of no team, flag off', 'allowed'],
    ['free editor', 'make_public', 'internal', 'forbidden'],
    ['teammate', 'make_public', 'internal', 'forbidden'],
    ['viewer', 'make_private', 'public', 'forbidden'],
    ['stranger', 'manage_access_tokens', 'public', 'forbidden'],
    // an active team membership carries the enterprise plan; a deactivated one only the member's own
    ['free owner in a team', 'make_private', 'public', 'allowed'],
    ['free owner in a team', 'use_custom_css', 'public', 'allowed'],
    ['free owner in a team', 'manage_access_tokens', 'private', 'allowed'],
    ['free owner, deactivated in a team', 'make_private', 'public', 'upgrade to paid'],
    ['free owner, deactivated in a team', 'use_custom_css', 'public', 'upgrade to pro'],
    // edit requires upgrade: a private deck of a free-plan owner is read-only for every role until
    // the owner upgrades or publishes it
    ['free owner', 'edit', 'private, free owner', 'upgrade to paid'],
    ['free editor', 'edit', 'private, free owner', 'upgrade to paid'],
    ['pro editor', 'edit', 'private, free owner', 'upgrade to paid'],
    ['admin', 'edit', 'private, free owner', 'upgrade to paid'],
    ['viewer', 'edit', 'private, free owner', 'forbidden'],
    ['stranger', 'edit', 'private, free owner', 'not_found'],
    ['free owner', 'view', 'private, free owner', 'allowed'],
    ['free owner', 'trash', 'private, free owner', 'allowed'],
    ['free owner', 'change_visibility', 'private, free owner', 'allowed'],
    ['admin', 'change_visibility', 'private, free owner', 'allowed'],
    ['free owner', 'administer', 'private, free owner', 'allowed'],
    ['free owner', 'edit', 'public, free owner', 'allowed'],
    ['free editor', 'edit', 'public, free owner', 'allowed'],
    // scripts: only where the owner's team allows them; added by the deck's editors in that team,
    // run for everyone who views the deck
    ['free owner in a team', 'use_scripts', 'public, team allows scripts', 'allowed'],
    ['free owner in a team', 'use_scripts', 'public', 'forbidden'],
    ['free owner', 'use_scripts', 'public', 'forbidden'],
    ['free owner, deactivated in a team', 'use_scripts', 'public, team allows scripts', 'forbidden'],
    ['editor in the team', 'use_scripts', 'public, team allows scripts', 'allowed'],
    ['editor, deactivated in the team', 'use_scripts', 'public, team allows scripts', 'forbidden'],
    ['free editor', 'use_scripts', 'public, team allows scripts', 'forbidden'],
    ['teammate', 'use_scripts', 'public, team allows scripts', 'forbidden'],
    ['viewer', 'use_scripts', 'public, team allows scripts', 'forbidden'],
    ['anonymous', 'use_scripts', 'public, team allows scripts', 'unauthenticated'],
    ['stranger', 'use_scripts', 'private, team allows scripts', 'not_found'],
    ['free owner in a team', 'use_scripts', 'trashed, team allows scripts', 'forbidden'],
    ['anonymous', 'run_scripts', 'public, team allows scripts', 'allowed'],
    ['stranger', 'run_scripts', 'public, team allows scripts', 'allowed'],
    ['anonymous', 'run_scripts', 'public', 'forbidden'],
    ['free owner', 'run_scripts', 'public', 'forbidden'],
    ['anonymous', 'run_scripts', 'private, team allows scripts', 'not_found'],
    ['anonymous', 'run_scripts', 'private, valid link, team allows scripts', 'allowed'],
    ['free owner', 'run_scripts', 'trashed, team allows scripts', 'allowed'],
    ['stranger', 'run_scripts', 'trashed, team allows scripts', 'not_found'],
    // speaker notes: the deck's editors', and everyone's who may view it while the deck shares them
    ['free editor', 'view_notes', 'public', 'allowed'],
    ['free owner', 'view_notes', 'private, free owner', 'allowed'],
    ['free owner', 'view_notes', 'trashed', 'allowed'],
    ['viewer', 'view_notes', 'public', 'forbidden'],
    ['stranger', 'view_notes', 'public', 'forbidden'],
    ['anonymous', 'view_notes', 'public', 'unauthenticated'],
    ['stranger', 'view_notes', 'public, notes shared', 'allowed'],
    ['anonymous', 'view_notes', 'public, notes shared', 'allowed'],
    ['anonymous', 'view_notes', 'private, valid link, notes shared', 'allowed'],
    ['stranger', 'view_notes', 'private', 'not_found'],
    // a link of type presenter opens the notes to whoever holds it (spec/001 §3), and nothing more
    ['anonymous', 'view_notes', 'private, presenter link', 'allowed'],
    ['stranger', 'view_notes', 'public, presenter link', 'allowed'],
    ['anonymous', 'view_notes', 'private, valid link', 'unauthenticated'],
    ['anonymous', 'view_notes', 'private, invalid presenter link', 'not_found'],
    ['anonymous', 'edit', 'private, presenter link', 'unauthenticated'],
    ['stranger', 'edit', 'private, presenter link', 'forbidden'],
  ];

  it.each(rows)('%s: %s on the %s deck → %s', (actor, action, deck, outcome) => {
    expect(can(actors[actor], action, decks[deck])).toEqual(outcomes[outcome]);
  });
});

describe('comment', () => {
  const rows: [ActorName, CommentAction, DeckName, authorId: string, Outcome][] = [
    ['stranger', 'edit', 'public', 'stranger', 'allowed'],
    ['stranger', 'delete', 'public', 'stranger', 'allowed'],
    ['stranger', 'edit', 'public', 'viewer', 'forbidden'],
    ['stranger', 'delete', 'public', 'viewer', 'forbidden'],
    ['free editor', 'delete', 'public', 'viewer', 'forbidden'],
    ['free owner', 'edit', 'public', 'viewer', 'forbidden'],
    ['free owner', 'delete', 'public', 'viewer', 'allowed'],
    ['admin', 'edit', 'public', 'viewer', 'forbidden'],
    ['admin', 'delete', 'public', 'viewer', 'allowed'],
    ['anonymous', 'delete', 'public', 'viewer', 'unauthenticated'],
    ['stranger', 'edit', 'private', 'stranger', 'not_found'],
    ['stranger', 'delete', 'private', 'viewer', 'not_found'],
    ['free owner', 'delete', 'trashed', 'viewer', 'forbidden'],
    ['viewer', 'edit', 'trashed', 'viewer', 'not_found'],
  ];

  it.each(rows)('%s: %s on the %s deck a comment by %s → %s', (actor, action, deck, authorId, outcome) => {
    const comment = { type: 'comment', authorId, deck: decks[deck] } as const;
    expect(can(actors[actor], action, comment)).toEqual(outcomes[outcome]);
  });
});

describe('embed footer', () => {
  it('may be hidden only on a public deck of a paid owner', () => {
    expect(embedFooterHideable({ visibility: 'all', ownerAccountType: 'lite' })).toBe(true);
    expect(embedFooterHideable({ visibility: 'all', ownerAccountType: 'enterprise' })).toBe(true);
    expect(embedFooterHideable({ visibility: 'all', ownerAccountType: 'default' })).toBe(false);
    expect(embedFooterHideable({ visibility: 'self', ownerAccountType: 'pro' })).toBe(false);
    expect(embedFooterHideable({ visibility: 'team', ownerAccountType: 'enterprise' })).toBe(false);
  });
});
