/** The plans an account can be on; `default` is the free plan (spec/000 §6). */
export type AccountType = 'default' | 'lite' | 'pro' | 'enterprise';
export type TeamRole = 'owner' | 'admin' | 'member';
export type CollaboratorRole = 'owner' | 'admin' | 'editor' | 'viewer';
/** self is private, team is internal, all is public (spec/000 §4). */
export type DeckVisibility = 'self' | 'team' | 'all';

export interface AnonymousActor {
  readonly kind: 'anonymous';
}

export interface UserActor {
  readonly kind: 'user';
  readonly id: string;
  readonly accountType: AccountType;
  readonly teamId: string | null;
  readonly teamRole: TeamRole | null;
  /** False once a team manager deactivates the membership. */
  readonly teamMemberActive: boolean;
  /** False once the team's subscription has ended: it lends its members no plan, though they stay its members. */
  readonly teamPaid: boolean;
}

export type Actor = AnonymousActor | UserActor;

export interface DeckResource {
  readonly type: 'deck';
  readonly id: string;
  readonly ownerId: string;
  /** The owner's plan: a private deck stays editable only while its owner pays for private decks. */
  readonly ownerAccountType: AccountType;
  /** The owner's team, or null. */
  readonly teamId: string | null;
  /** Whether the owner's team lets its decks be public (`allow_public_decks`); absent: it does. */
  readonly teamAllowsPublicDecks?: boolean;
  readonly visibility: DeckVisibility;
  readonly trashed: boolean;
  readonly collaborators: readonly { readonly userId: string; readonly role: CollaboratorRole }[];
  /**
   * An access token presented with the request, already verified by the caller; `presenter` when it
   * is a link of type presenter (spec/001 §3), which opens the deck to present, notes included.
   */
  readonly accessToken?: { readonly valid: boolean; readonly presenter?: boolean };
  /** The deck's live publisher key presented with the request, already verified by the caller. */
  readonly publisherKey?: { readonly valid: boolean };
  /**
   * Whether the owner is an active member of a team whose managers allow scripts (spec/002 §3);
   * looked up only where scripts are decided, and unknown counts as no.
   */
  readonly ownerTeamAllowsScripts?: boolean;
  /** The deck shares its speaker notes with whoever may view it (its `share_notes` setting). */
  readonly shareNotes?: boolean;
}

export interface UserResource {
  readonly type: 'user';
  readonly id: string;
}

export interface TeamResource {
  readonly type: 'team';
  readonly id: string;
  /** A manually upgraded team is billed by hand, outside the product. */
  readonly manuallyUpgraded?: boolean;
}

export interface MediaResource {
  readonly type: 'media';
  readonly id: string;
  readonly ownerId: string;
  /** The team whose shared library holds it, or null for personal media. */
  readonly teamId: string | null;
}

export interface ThemeResource {
  readonly type: 'theme';
  readonly teamId: string;
}

export interface TemplateResource {
  readonly type: 'template';
  readonly ownerId: string;
  readonly teamId: string | null;
  readonly scope: 'personal' | 'team';
}

export interface TagResource {
  readonly type: 'tag';
  readonly ownerId: string;
  /** The team whose shared media it tags, or null (or absent) for the owner's own tag. */
  readonly teamId?: string | null;
}

export interface CommentResource {
  readonly type: 'comment';
  readonly authorId: string;
  readonly deck: DeckResource;
}

export type Resource =
  | DeckResource
  | UserResource
  | TeamResource
  | MediaResource
  | ThemeResource
  | TemplateResource
  | TagResource
  | CommentResource;

/**
 * change_visibility makes a deck internal; making it private is make_private, which needs a paid
 * plan, and making it public is make_public, which the owner's team may forbid.
 */
export type DeckAction =
  | 'view'
  | 'comment'
  | 'fork'
  | 'kudo'
  | 'export'
  | 'edit'
  | 'present_live'
  | 'edit_together'
  | 'use_custom_css'
  | 'use_scripts'
  | 'run_scripts'
  | 'view_notes'
  | 'administer'
  | 'change_visibility'
  | 'make_public'
  | 'make_private'
  | 'manage_access_tokens'
  | 'share_by_email'
  | 'set_embed_whitelist'
  | 'trash'
  | 'recover'
  | 'destroy';
export type UserAction = 'view_account' | 'edit_account' | 'edit_settings' | 'manage_billing';
export type TeamAction =
  | 'view'
  | 'manage_members'
  | 'manage_settings'
  | 'manage_billing'
  | 'manage_themes'
  | 'use_team_templates'
  | 'use_team_media'
  | 'manage_team_media'
  | 'use_shared_themes';
export type MediaAction = 'view' | 'edit' | 'delete';
export type ThemeAction = 'use' | 'edit';
export type TemplateAction = 'use' | 'edit';
export type TagAction = 'edit';
export type CommentAction = 'edit' | 'delete';

export interface ActionsByResource {
  deck: DeckAction;
  user: UserAction;
  team: TeamAction;
  media: MediaAction;
  theme: ThemeAction;
  template: TemplateAction;
  tag: TagAction;
  comment: CommentAction;
}

/** The actions that apply to a resource of type R. */
export type ActionOn<R extends Resource> = ActionsByResource[R['type']];

export type DenialReason = 'unauthenticated' | 'forbidden' | 'upgrade_required' | 'not_found';

export type Decision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: DenialReason; readonly requiredPlans?: readonly AccountType[] };
