import { allowed, denied, onPlan, planPrivileges, withPlan } from './decision.js';
import { standingIn } from './team.js';
import type {
  AccountType,
  Actor,
  CollaboratorRole,
  CommentAction,
  CommentResource,
  Decision,
  DeckAction,
  DeckResource,
  DeckVisibility,
} from './types.js';

/** How far an actor reaches into a deck, weakest first. `token` holds a valid access token (a private link in the UI). */
const accessLevels = ['token', 'reader', 'editor', 'admin', 'owner'] as const;
type AccessLevel = (typeof accessLevels)[number];

const reaches = (level: AccessLevel, needed: AccessLevel) =>
  accessLevels.indexOf(level) >= accessLevels.indexOf(needed);

/** Only the deck's ownerId owns it: a collaborator row saying owner for anyone else counts as admin. */
const collaboratorLevel: Record<CollaboratorRole, AccessLevel> = {
  owner: 'admin',
  admin: 'admin',
  editor: 'editor',
  viewer: 'reader',
};

/** The actor's access to the deck, or null when they may not know it exists. */
function accessTo(actor: Actor, deck: DeckResource): AccessLevel | null {
  if (actor.kind === 'user' && actor.id === deck.ownerId) return 'owner';
  // A trashed deck is its owner's alone (spec/000 §4).
  if (deck.trashed) return null;
  const collaborator = actor.kind === 'user' ? deck.collaborators.find((c) => c.userId === actor.id) : undefined;
  if (collaborator) return collaboratorLevel[collaborator.role];
  if (deck.visibility === 'all') return 'reader';
  if (deck.visibility === 'team' && standingIn(actor, deck.teamId) !== null) return 'reader';
  if (deck.accessToken?.valid === true) return 'token';
  return null;
}

interface DeckRule {
  readonly needs: AccessLevel;
  /** The deck's state the action applies to. */
  readonly when: 'active' | 'trashed' | 'either';
  /** The plans the actor must be on. */
  readonly plans?: readonly AccountType[];
  /** The plans the owner must be on while the deck is private. */
  readonly privateOwnerPlans?: readonly AccountType[];
  /** Anonymous visitors may do it too. */
  readonly anonymous?: true;
  /**
   * Scripts: the owner's team must allow them; `member` also asks the actor to be an active member
   * of that team, so nobody outside it adds code that runs for the deck's audience.
   */
  readonly teamScripts?: 'deck' | 'member';
  /** Whoever may view the deck may do it too while the deck shares its notes, or with a presenter link. */
  readonly sharedNotes?: true;
}

const deckRules: Record<DeckAction, DeckRule> = {
  view: { needs: 'token', when: 'either', anonymous: true },
  // Everyone who can view may comment (spec/001 §6), an access token's holder included.
  comment: { needs: 'token', when: 'active' },
  // An access token shares the deck for viewing only: copying, kudos and exports need more.
  fork: { needs: 'reader', when: 'active' },
  kudo: { needs: 'reader', when: 'active' },
  export: { needs: 'reader', when: 'active' },
  // A private deck whose owner's plan lapsed to free is read-only, for everyone, until the owner
  // upgrades or publishes it (edit-requires-upgrade); viewing, publishing and trashing stay open.
  edit: { needs: 'editor', when: 'active', privateOwnerPlans: planPrivileges.privateDecks },
  // Presenting live drives the deck for an audience: whoever may edit it may present it.
  present_live: { needs: 'editor', when: 'active' },
  // Whether collaborators edit at once or take turns is the owner's choice, on their plan.
  edit_together: { needs: 'owner', when: 'active', plans: planPrivileges.editTogether },
  use_custom_css: { needs: 'editor', when: 'active', plans: planPrivileges.customCss },
  // A deck's scripts run for whoever views it, and are added by its editors in the owner's team.
  use_scripts: { needs: 'editor', when: 'active', teamScripts: 'member' },
  run_scripts: { needs: 'token', when: 'either', anonymous: true, teamScripts: 'deck' },
  // Speaker notes are the presenter's, for those who edit the deck, unless the deck shares them or
  // the requester holds a link of type presenter (spec/001 §3).
  view_notes: { needs: 'editor', when: 'either', sharedNotes: true },
  administer: { needs: 'admin', when: 'active' },
  // Visibility, access tokens and embed options are share settings: owners and admins manage them,
  // on their own plan.
  change_visibility: { needs: 'admin', when: 'active' },
  make_private: { needs: 'admin', when: 'active', plans: planPrivileges.privateDecks },
  // A team that keeps its decks internal (allow_public_decks off) forbids it, whatever the role.
  make_public: { needs: 'admin', when: 'active' },
  manage_access_tokens: { needs: 'admin', when: 'active', plans: planPrivileges.accessTokens },
  // Sending a deck by e-mail is done by someone who can see it without a link; the mail carries
  // the deck's address, or one of its private links when the sender manages them.
  share_by_email: { needs: 'reader', when: 'active' },
  set_embed_whitelist: { needs: 'admin', when: 'active', plans: planPrivileges.embedWhitelist },
  trash: { needs: 'owner', when: 'active' },
  recover: { needs: 'owner', when: 'trashed' },
  // Destroy only from trash (spec/000 §4).
  destroy: { needs: 'owner', when: 'trashed' },
};

/**
 * The action's rule; one the deck opens to its viewers by sharing its notes, or to the holder of a
 * presenter link, needs no more than viewing.
 */
function ruleFor(action: DeckAction, deck: DeckResource): DeckRule {
  const rule = deckRules[action];
  const presenterLink = deck.accessToken?.valid === true && deck.accessToken.presenter === true;
  return rule.sharedNotes && (deck.shareNotes === true || presenterLink)
    ? { ...rule, needs: 'token', anonymous: true }
    : rule;
}

export function deckPolicy(actor: Actor, action: DeckAction, deck: DeckResource): Decision {
  // The presenter shares the live stream's publisher key (e.g. with a remote or a second window):
  // holding it presents the active deck live, and nothing else.
  if (action === 'present_live' && deck.publisherKey?.valid === true && !deck.trashed) return allowed;
  const access = accessTo(actor, deck);
  // Whoever may not see the deck is not told it exists: the API answers 404, not 403.
  if (access === null) return denied('not_found');
  const rule = ruleFor(action, deck);
  // Anonymous visitors only watch; everything else is done by someone.
  if (actor.kind === 'anonymous' && !rule.anonymous) return denied('unauthenticated');
  if (!reaches(access, rule.needs)) return denied('forbidden');
  if (rule.when !== 'either' && rule.when !== (deck.trashed ? 'trashed' : 'active')) return denied('forbidden');
  if (rule.teamScripts && deck.ownerTeamAllowsScripts !== true) return denied('forbidden');
  if (rule.teamScripts === 'member' && standingIn(actor, deck.teamId) === null) return denied('forbidden');
  if (actor.kind === 'anonymous') return allowed;
  if (deck.visibility === 'self') {
    const ownerPlan = onPlan(deck.ownerAccountType, rule.privateOwnerPlans);
    if (!ownerPlan.allowed) return ownerPlan;
  }
  if (action === 'make_public' && deck.teamId !== null && deck.teamAllowsPublicDecks === false)
    return denied('forbidden');
  return withPlan(actor, rule.plans);
}

export function commentPolicy(actor: Actor, action: CommentAction, comment: CommentResource): Decision {
  const access = accessTo(actor, comment.deck);
  if (access === null) return denied('not_found');
  if (actor.kind === 'anonymous') return denied('unauthenticated');
  // A trashed deck is read-only, its comments included.
  if (comment.deck.trashed) return denied('forbidden');
  if (actor.id === comment.authorId) return allowed;
  // Owners and admins delete others' comments but cannot edit them (spec/001 §6).
  return action === 'delete' && reaches(access, 'admin') ? allowed : denied('forbidden');
}

/**
 * Whether an embed of the deck honours `style=hidden`, `byline=hidden` and `share=hidden`: only on
 * public decks of an owner on a paid plan (spec/001 §6); every other embed keeps its footer.
 */
export const embedFooterHideable = (deck: { visibility: DeckVisibility; ownerAccountType: AccountType }) =>
  deck.visibility === 'all' && planPrivileges.hideEmbedFooter.includes(deck.ownerAccountType);
