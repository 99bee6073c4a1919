import type { AccessTokenEvent } from './access-token/events.js';
import type { ClaimEvent } from './claim/claim.js';
import type { CommentEvent, CommentsReadEvent } from './comment/events.js';
import type { DeckContentEvent, DeckDocEvent, DeckEvent, DeckThumbnailEvent, DeckViewEvent } from './deck/events.js';
import type { EditorEvent } from './editor/events.js';
import type { ExportEvent } from './export/events.js';
import type { FileSyncEvent } from './file-sync/events.js';
import type { ImportEvent } from './import/import.js';
import type { MediaEvent } from './media/media.js';
import type { SlideTemplateEvent } from './slide-template/events.js';
import type { StreamKind } from './streams.js';
import type { SubscriptionEvent } from './subscription/events.js';
import type { TagEvent } from './tag/tag.js';
import type { TeamEvent } from './team/events.js';
import type { ThemeEvent, ThemeThumbnailEvent } from './theme/events.js';
import type { UserEvent } from './user/events.js';
import type { UnmatchedPasswordResetEvent } from './user/unmatched-reset.js';

/** The events each kind of stream holds: nothing else is ever appended to it. */
export interface EventsByStream {
  deck: DeckEvent;
  deckContent: DeckContentEvent;
  deckDoc: DeckDocEvent;
  deckViews: DeckViewEvent;
  deckThumbnail: DeckThumbnailEvent;
  user: UserEvent;
  team: TeamEvent;
  theme: ThemeEvent;
  slideTemplate: SlideTemplateEvent;
  themeThumbnail: ThemeThumbnailEvent;
  tag: TagEvent;
  media: MediaEvent;
  accessToken: AccessTokenEvent;
  editor: EditorEvent;
  comment: CommentEvent;
  commentReads: CommentsReadEvent;
  export: ExportEvent;
  import: ImportEvent;
  claim: ClaimEvent;
  unmatchedPasswordReset: UnmatchedPasswordResetEvent;
  subscription: SubscriptionEvent;
  fileSync: FileSyncEvent;
}

/** Every event of the domain: a closed union, so a misspelt event type does not compile. */
export type DomainEvent = EventsByStream[StreamKind];
