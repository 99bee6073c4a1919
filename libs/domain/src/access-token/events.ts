export type AccessTokenLinkType = 'view' | 'presenter';

/** The settings of an access token (a private link in the UI) that its managers change (spec/001 §3). */
export interface AccessTokenSettings {
  name: string;
  linkType: AccessTokenLinkType;
  notifyOnView: boolean;
  /** Sanitized domains the embed view may be framed by; '' allows any. */
  embedDomainWhitelist: string;
}

export type AccessTokenEvent =
  | {
      type: 'AccessTokenCreated';
      data: { tokenId: string; deckId: string; token: string; createdAt: string } & AccessTokenSettings;
    }
  | { type: 'AccessTokenUpdated'; data: Partial<AccessTokenSettings> }
  /** The scrypt hash of the link's password, computed before the command; null removes the password. */
  | { type: 'AccessTokenPasswordSet'; data: { passwordHash: string | null } }
  | { type: 'AccessTokenDeleted'; data: { deletedAt: string } }
  /** Someone other than the deck's managers opened the deck through the link (counted once per visitor a day). */
  | { type: 'AccessTokenViewed'; data: { viewedAt: string } };
