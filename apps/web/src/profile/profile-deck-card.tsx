import { useId, type MouseEvent, type PointerEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { deckMessages, formatViews, PROFILE_TITLE_MAX_LENGTH } from '@lectern/domain';
import type { DeckCard, Tag } from '@lectern/contracts';
import { DeckCover, KudosButton, VISIBILITY_LABELS, HighlightedText } from '../decks';
import { DeckPreview } from './deck-preview';
import { InlineEdit } from './inline-edit';
import type { DeckActions } from './use-deck-actions';

/** What the viewer may do with the decks of this profile. */
export interface DeckPermissions {
  /** The viewer owns the profile and the decks listed (not so on the shared tab). */
  owner: boolean;
  signedIn: boolean;
  /** Selecting (and so dragging) decks is for the owner, on the personal tab. */
  selectable: boolean;
}

interface ProfileDeckCardProps {
  deck: DeckCard;
  /** Whose profile lists it: a deck of someone else (shared with them) says whose it is. */
  profileOwner: string;
  term: string;
  /** The deck's tags, known to its owner only. */
  tags: readonly Tag[];
  can: DeckPermissions;
  selected: boolean;
  dragged: boolean;
  /** The thumbnail shows the deck itself (spec/000 §4: one preview at a time). */
  previewing: boolean;
  actions: DeckActions;
  onSelect: (deckId: string, range: boolean) => void;
  onPress: (deckId: string, event: PointerEvent) => void;
  onUntag: (tag: Tag, deck: DeckCard) => void;
  onPreview: (deckId: string) => void;
}

const INTERACTIVE = 'a, button, input, textarea, select, label';
const titleProblem = (title: string) => (title === '' ? deckMessages.titleEmpty : undefined);

/** A deck on the profile: click to select, shift-click for a range; its owner edits it in place. */
export function ProfileDeckCard({
  deck,
  profileOwner,
  term,
  tags,
  can,
  selected,
  dragged,
  previewing,
  actions,
  ...on
}: ProfileDeckCardProps) {
  const titleId = useId();
  const editable = can.owner && deck.status === 'active';
  const trashed = deck.status === 'trashed';
  const address = {
    to: '/$username/$slugOrId',
    params: { username: deck.user.username, slugOrId: deck.slug },
  } as const;

  const onClick = (event: MouseEvent) => {
    if (!can.selectable || (event.target as Element).closest(INTERACTIVE)) return;
    on.onSelect(deck.id, event.shiftKey);
  };

  return (
    <article
      className="deck-card"
      aria-labelledby={titleId}
      data-selected={selected || undefined}
      data-dragged={dragged || undefined}
      onClick={onClick}
      // A shift-click selects a range of decks, not text.
      onMouseDown={(event) => event.shiftKey && can.selectable && event.preventDefault()}
      onPointerDown={(event) => on.onPress(deck.id, event)}
      onDragStart={(event) => event.preventDefault()}
    >
      <div className="deck-card__thumb">
        {previewing ? (
          <DeckPreview deck={deck} />
        ) : (
          // The title opens the deck, unless its owner edits it there: then this is the way in.
          <Link
            {...address}
            className="deck-card__open"
            draggable={false}
            aria-label={`Open ${deck.title}`}
            tabIndex={editable ? undefined : -1}
            aria-hidden={editable ? undefined : true}
          >
            <DeckCover deck={deck} />
          </Link>
        )}
        {!trashed && (
          <button
            type="button"
            className="deck-card__preview"
            aria-pressed={previewing}
            aria-label={`Preview ${deck.title}`}
            onClick={() => on.onPreview(deck.id)}
          >
            {previewing ? 'Close preview' : 'Preview'}
          </button>
        )}
        {can.selectable && (
          <button
            type="button"
            role="checkbox"
            aria-checked={selected}
            aria-label={`Select ${deck.title}`}
            className="deck-card__select"
            onClick={(event) => on.onSelect(deck.id, event.shiftKey)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3.5 8.5 6.5 11.5 12.5 4.5" />
            </svg>
          </button>
        )}
        {!trashed && (
          <span className={`deck-card__visibility deck-card__visibility--${deck.visibility}`}>
            {VISIBILITY_LABELS[deck.visibility]}
          </span>
        )}
      </div>
      <div className="deck-card__body">
        <h3 id={titleId} className="deck-card__title">
          {editable ? (
            <InlineEdit
              value={deck.title}
              label="Deck title"
              maxLength={PROFILE_TITLE_MAX_LENGTH}
              problem={titleProblem}
              onSave={(title) => void actions.rename(deck, title)}
              className="deck-card__title-text"
            >
              <HighlightedText text={deck.title} term={term} />
            </InlineEdit>
          ) : (
            <Link {...address} className="deck-card__title-text" draggable={false}>
              <HighlightedText text={deck.title} term={term} />
            </Link>
          )}
        </h3>
        {editable ? (
          <InlineEdit
            value={deck.description}
            label="Deck description"
            multiline
            onSave={(description) => void actions.describe(deck, description)}
            className="deck-card__description"
          >
            {deck.description ? (
              <HighlightedText text={deck.description} term={term} />
            ) : (
              <span className="deck-card__placeholder">Add a description</span>
            )}
          </InlineEdit>
        ) : (
          deck.description && (
            <p className="deck-card__description">
              <HighlightedText text={deck.description} term={term} />
            </p>
          )
        )}
        {tags.length > 0 && (
          <ul className="deck-card__tags" aria-label="Deck tags">
            {tags.map((tag) => (
              <li key={tag.id} className="tag-chip">
                <HighlightedText text={tag.name} term={term} />
                {editable && (
                  <button
                    type="button"
                    className="tag-chip__remove"
                    aria-label={`Remove tag ${tag.name} from ${deck.title}`}
                    onClick={() => on.onUntag(tag, deck)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="deck-card__meta">
          {!can.owner && deck.user.username !== profileOwner && <span>by {deck.user.username}</span>}
          <span>{deck.slide_count === 1 ? '1 slide' : `${deck.slide_count} slides`}</span>
          <span>{formatViews(deck.view_count)}</span>
          <KudosButton deck={deck} canGive={can.signedIn && !trashed} />
        </p>
        <DeckCardActions deck={deck} can={can} actions={actions} />
      </div>
    </article>
  );
}

function DeckCardActions({ deck, can, actions }: { deck: DeckCard; can: DeckPermissions; actions: DeckActions }) {
  if (can.owner && deck.status === 'trashed') {
    return (
      <div className="deck-card__actions">
        <button
          type="button"
          className="button button--small"
          aria-label={`Recover ${deck.title}`}
          onClick={() => void actions.recover(deck)}
        >
          Recover
        </button>
        <button
          type="button"
          className="button button--small button--danger-text"
          aria-label={`Delete ${deck.title} permanently`}
          onClick={() => void actions.destroy(deck)}
        >
          Delete
        </button>
      </div>
    );
  }
  if (can.owner) {
    return (
      <div className="deck-card__actions">
        <Link
          to="/$username/$slugOrId/edit"
          params={{ username: deck.user.username, slugOrId: deck.slug }}
          className="button button--small button--primary"
          aria-label={`Edit ${deck.title}`}
          draggable={false}
        >
          Edit
        </Link>
        <button
          type="button"
          className="button button--small"
          aria-label={`Change visibility of ${deck.title}`}
          onClick={() => actions.changeVisibility(deck)}
        >
          Visibility
        </button>
        <button
          type="button"
          className="button button--small"
          aria-label={`Share ${deck.title}`}
          onClick={() => actions.share(deck)}
        >
          Share
        </button>
        <button
          type="button"
          className="button button--small"
          aria-label={`Duplicate ${deck.title}`}
          onClick={() => void actions.clone(deck)}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="button button--small button--danger-text"
          aria-label={`Move ${deck.title} to trash`}
          onClick={() => void actions.trash(deck)}
        >
          Trash
        </button>
      </div>
    );
  }
  if (!can.signedIn) return null;
  return (
    <div className="deck-card__actions">
      <button
        type="button"
        className="button button--small"
        aria-label={`Fork ${deck.title}`}
        onClick={() => void actions.fork(deck)}
      >
        Fork
      </button>
    </div>
  );
}
