import type { Decider } from './decider.js';
import { decideAccessToken } from './access-token/decide.js';
import type { AccessTokenCommand } from './access-token/commands.js';
import type { AccessTokenEvent } from './access-token/events.js';
import { evolveAccessToken, initialAccessTokenState, type AccessTokenState } from './access-token/state.js';
import {
  decideClaim,
  evolveClaim,
  initialClaimState,
  type ClaimCommand,
  type ClaimEvent,
  type ClaimState,
} from './claim/claim.js';
import type { CommentCommand } from './comment/commands.js';
import { decideComment } from './comment/decide.js';
import type { CommentEvent, CommentsReadEvent } from './comment/events.js';
import { evolveComment, initialCommentState, type CommentState } from './comment/state.js';
import type { DeckCommand } from './deck/commands.js';
import {
  decideDeckContent,
  evolveDeckContent,
  initialDeckContentState,
  type DeckContentState,
  type SaveDeckContent,
} from './deck/content.js';
import { decideDeck } from './deck/decide.js';
import {
  decideDeckDocCompaction,
  decideDeckDocEdit,
  type CompactDeckDoc,
  type EditDeckDoc,
} from './deck/shared-doc.js';
import type { DeckContentEvent, DeckDocEvent, DeckEvent, DeckThumbnailEvent, DeckViewEvent } from './deck/events.js';
import { evolveDeck, initialDeckState, type DeckState } from './deck/state.js';
import type { EditorCommand } from './editor/commands.js';
import { decideEditor } from './editor/decide.js';
import type { EditorEvent } from './editor/events.js';
import { evolveEditor, initialEditorState, type EditorState } from './editor/state.js';
import {
  decideExport,
  evolveExport,
  initialExportState,
  type ExportCommand,
  type ExportState,
} from './export/decide.js';
import type { ExportEvent } from './export/events.js';
import type { FileSyncCommand } from './file-sync/commands.js';
import { decideFileSync } from './file-sync/decide.js';
import type { FileSyncEvent } from './file-sync/events.js';
import { evolveFileSync, initialFileSyncState, type FileSyncState } from './file-sync/state.js';
import {
  decideImport,
  evolveImport,
  initialImportState,
  type ImportCommand,
  type ImportEvent,
  type ImportState,
} from './import/import.js';
import {
  decideMedia,
  evolveMedia,
  initialMediaState,
  type MediaCommand,
  type MediaEvent,
  type MediaState,
} from './media/media.js';
import { decideTag, evolveTag, initialTagState, type TagCommand, type TagEvent, type TagState } from './tag/tag.js';
import type { SlideTemplateCommand } from './slide-template/commands.js';
import { decideSlideTemplate } from './slide-template/decide.js';
import type { SlideTemplateEvent } from './slide-template/events.js';
import { evolveSlideTemplate, initialSlideTemplateState, type SlideTemplateState } from './slide-template/state.js';
import type { SubscriptionCommand } from './subscription/commands.js';
import { decideSubscription } from './subscription/decide.js';
import type { SubscriptionEvent } from './subscription/events.js';
import { evolveSubscription, initialSubscriptionState, type SubscriptionState } from './subscription/state.js';
import type { TeamCommand } from './team/commands.js';
import { decideTeam } from './team/decide.js';
import type { TeamEvent } from './team/events.js';
import { evolveTeam, initialTeamState, type TeamState } from './team/state.js';
import type { ThemeCommand } from './theme/commands.js';
import { decideTheme } from './theme/decide.js';
import type { ThemeEvent, ThemeThumbnailEvent } from './theme/events.js';
import { evolveTheme, initialThemeState, type ThemeState } from './theme/state.js';
import type { UserCommand } from './user/commands.js';
import { decideUser } from './user/decide.js';
import type { UserEvent } from './user/events.js';
import { evolveUser, initialUserState, type UserState } from './user/state.js';
import {
  decideUnmatchedPasswordReset,
  type RecordUnmatchedPasswordReset,
  type UnmatchedPasswordResetEvent,
} from './user/unmatched-reset.js';

/** Every aggregate's decider, as the command handler runs it. */

export const deckDecider: Decider<DeckCommand, DeckEvent, DeckState> = {
  decide: decideDeck,
  evolve: evolveDeck,
  initialState: initialDeckState,
};

/** A content stream is never read back: a save needs only its version. */
export const deckContentDecider: Decider<SaveDeckContent, DeckContentEvent, DeckContentState> = {
  decide: decideDeckContent,
  evolve: evolveDeckContent,
  initialState: initialDeckContentState,
  stateAt: (version) => ({ version }),
};

/** An editor's accepted updates: appended without reading the stream (updates merge in any order). */
export const deckDocEditDecider: Decider<EditDeckDoc, DeckDocEvent, null> = {
  decide: decideDeckDocEdit,
  evolve: (state) => state,
  initialState: null,
  appendOnly: true,
};

/** A compaction holds the document stream at the version it read (no edit may slip in between). */
export const deckDocCompactionDecider: Decider<CompactDeckDoc, DeckDocEvent, { version: number }> = {
  decide: decideDeckDocCompaction,
  evolve: (state) => ({ version: state.version + 1 }),
  initialState: { version: 0 },
  stateAt: (version) => ({ version }),
};

/** A view of the deck, counted (the caller counts once per visitor and day). */
export type CountView = { type: 'CountView'; data: { at: string } };

export const deckViewsDecider: Decider<CountView, DeckViewEvent, null> = {
  decide: (command) => [{ type: 'DeckViewed', data: { at: command.data.at } }],
  evolve: (state) => state,
  initialState: null,
  appendOnly: true,
};

/** A picture of the deck's first slide at a content version, stored under `key`. */
export type RecordThumbnail = { type: 'RecordThumbnail'; data: DeckThumbnailEvent['data'] };

export const deckThumbnailDecider: Decider<RecordThumbnail, DeckThumbnailEvent, null> = {
  decide: (command) => [{ type: 'DeckThumbnailRendered', data: command.data }],
  evolve: (state) => state,
  initialState: null,
  appendOnly: true,
};

/** A picture of a theme on the sample slide, stored under `key`. */
export type RecordThemeThumbnail = { type: 'RecordThemeThumbnail'; data: ThemeThumbnailEvent['data'] };

export const themeThumbnailDecider: Decider<RecordThemeThumbnail, ThemeThumbnailEvent, null> = {
  decide: (command) => [{ type: 'ThemeThumbnailRendered', data: command.data }],
  evolve: (state) => state,
  initialState: null,
  appendOnly: true,
};

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
};

/** A password reset for an address without an account: read and appended as a user's reset request is. */
export const unmatchedPasswordResetDecider: Decider<RecordUnmatchedPasswordReset, UnmatchedPasswordResetEvent, null> = {
  decide: decideUnmatchedPasswordReset,
  evolve: (state) => state,
  initialState: null,
};

export const teamDecider: Decider<TeamCommand, TeamEvent, TeamState> = {
  decide: decideTeam,
  evolve: evolveTeam,
  initialState: initialTeamState,
};

export const themeDecider: Decider<ThemeCommand, ThemeEvent, ThemeState> = {
  decide: decideTheme,
  evolve: evolveTheme,
  initialState: initialThemeState,
};

export const slideTemplateDecider: Decider<SlideTemplateCommand, SlideTemplateEvent, SlideTemplateState> = {
  decide: decideSlideTemplate,
  evolve: evolveSlideTemplate,
  initialState: initialSlideTemplateState,
};

export const tagDecider: Decider<TagCommand, TagEvent, TagState> = {
  decide: decideTag,
  evolve: evolveTag,
  initialState: initialTagState,
};

export const mediaDecider: Decider<MediaCommand, MediaEvent, MediaState> = {
  decide: decideMedia,
  evolve: evolveMedia,
  initialState: initialMediaState,
};

export const accessTokenDecider: Decider<AccessTokenCommand, AccessTokenEvent, AccessTokenState> = {
  decide: decideAccessToken,
  evolve: evolveAccessToken,
  initialState: initialAccessTokenState,
};

export const editorDecider: Decider<EditorCommand, EditorEvent, EditorState> = {
  decide: decideEditor,
  evolve: evolveEditor,
  initialState: initialEditorState,
};

export const commentDecider: Decider<CommentCommand, CommentEvent, CommentState> = {
  decide: decideComment,
  evolve: evolveComment,
  initialState: initialCommentState,
};

/** The reader has seen a deck's comments up to `at`. */
export type MarkCommentsRead = { type: 'MarkCommentsRead'; data: CommentsReadEvent['data'] };

export const commentReadsDecider: Decider<MarkCommentsRead, CommentsReadEvent, null> = {
  decide: (command) => [{ type: 'CommentsRead', data: command.data }],
  evolve: (state) => state,
  initialState: null,
  appendOnly: true,
};

export const exportDecider: Decider<ExportCommand, ExportEvent, ExportState> = {
  decide: decideExport,
  evolve: evolveExport,
  initialState: initialExportState,
};

export const importDecider: Decider<ImportCommand, ImportEvent, ImportState> = {
  decide: decideImport,
  evolve: evolveImport,
  initialState: initialImportState,
};

/** A unique name's holder: one stream per name, so two claims at once cannot both win. */
export const claimDecider: Decider<ClaimCommand, ClaimEvent, ClaimState> = {
  decide: decideClaim,
  evolve: evolveClaim,
  initialState: initialClaimState,
};

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  decide: decideSubscription,
  evolve: evolveSubscription,
  initialState: initialSubscriptionState,
};

export const fileSyncDecider: Decider<FileSyncCommand, FileSyncEvent, FileSyncState> = {
  decide: decideFileSync,
  evolve: evolveFileSync,
  initialState: initialFileSyncState,
};
