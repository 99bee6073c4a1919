import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { numberedSlides, parse, serializeSlide, type Slide } from '@lectern/deck-format';
import type { Deck } from '@lectern/contracts';
import { revisionQueryOptions, revisionsQueryOptions, type Revision } from '../api/revisions';
import { useConfirm } from '../dialogs/confirm-dialog';
import { ModalDialog } from '../dialogs/modal-dialog';
import { RestoreSlideChoice } from './restore-slide-choice';
import { RevisionTime } from './revision-time';
import { SlideStill } from '../deck-styles/slide-still';
import { useRestore } from './use-restore';
import './revision-viewer.css';

interface RevisionViewerProps {
  deck: Deck;
  /** The editor's current slide: the revision opens on the slide with its id, when it has one. */
  currentSlideId: string;
  slideExists: (id: string) => boolean;
  onRestoreSlide: (slide: Slide, how: 'add' | 'replace') => void;
  /** The whole deck went back to a revision. */
  onDeckRestored: () => void;
  onClose: () => void;
}

/**
 * The revision viewer of the editor (spec/001 §2, §4): every saved version from the deck's
 * history, the slides of the one chosen, and Open in new tab, Restore current slide, Restore deck
 * and Close. A restored slide that is still in the deck asks whether to add or replace.
 */
export function RevisionViewer(props: RevisionViewerProps) {
  const { deck, onClose } = props;
  const titleId = useId();
  const list = useQuery(revisionsQueryOptions(deck.id));
  const [chosen, setChosen] = useState<number | null>(null);
  const shownId = chosen ?? list.data?.[0]?.id ?? null;
  return (
    <ModalDialog className="dialog revision-viewer" labelledBy={titleId} onDismiss={onClose}>
      <div className="revision-viewer__body">
        <h2 id={titleId} className="dialog__title">
          Revisions
        </h2>
        {list.isPending ? (
          <p role="status">Loading…</p>
        ) : list.isError ? (
          <p role="alert">Failed to load revisions</p>
        ) : shownId === null ? (
          <p>This deck has no saved versions yet.</p>
        ) : (
          <div className="revision-viewer__layout">
            <RevisionChoices revisions={list.data} shown={shownId} onChoose={setChosen} />
            <ShownRevision {...props} revisionId={shownId} key={shownId} />
          </div>
        )}
        {(list.isPending || list.isError || shownId === null) && (
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}

function RevisionChoices({
  revisions,
  shown,
  onChoose,
}: {
  revisions: readonly Revision[];
  shown: number;
  onChoose: (id: number) => void;
}) {
  return (
    <ol className="revision-viewer__list" aria-label="Saved versions">
      {revisions.map((revision) => (
        <li key={revision.id}>
          <button
            type="button"
            className="revision-list__item"
            aria-current={revision.id === shown ? 'true' : undefined}
            onClick={() => onChoose(revision.id)}
          >
            <span className="revision-list__version">Version {revision.version}</span>
            <span className="revision-list__details">
              <RevisionTime at={revision.created_at} />
              {revision.author && ` · ${revision.author.username}`}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

function ShownRevision({
  deck,
  revisionId,
  currentSlideId,
  slideExists,
  onRestoreSlide,
  onDeckRestored,
  onClose,
}: RevisionViewerProps & { revisionId: number }) {
  const shown = useQuery(revisionQueryOptions(deck.id, revisionId));
  const slides = useMemo(() => (shown.data ? numberedSlides(parse(shown.data.data)) : []), [shown.data]);
  const [picked, setPicked] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<Slide | null>(null);
  const { confirm, dialog } = useConfirm();
  const { restore, busy } = useRestore(deck, confirm, onDeckRestored);
  const current =
    slides.find(({ slide }) => slide.id === (picked ?? currentSlideId)) ??
    slides.find(({ slide }) => slide.id === picked) ??
    slides[0];

  const restoreSlide = (slide: Slide) => {
    if (slideExists(slide.id)) setChoosing(slide);
    else onRestoreSlide(slide, 'add');
  };

  return (
    <div className="revision-viewer__main">
      {shown.isPending ? (
        <p role="status">Loading…</p>
      ) : shown.isError ? (
        <p role="alert">Failed to load this version</p>
      ) : slides.length === 0 ? (
        <p>This version has no slides.</p>
      ) : (
        <>
          <p className="revision-viewer__details">
            Version {shown.data.revision.version}, saved <RevisionTime at={shown.data.revision.created_at} />
            {shown.data.revision.author && ` by ${shown.data.revision.author.username}`}
          </p>
          <div className="revision-viewer__current" aria-label={`Slide ${current!.number} of this version`} role="img">
            <SlideStill
              markup={serializeSlide(current!.slide)}
              width={deck.width}
              height={deck.height}
              theme={deck}
              themeHtml={deck.theme_html}
            />
          </div>
          <ol className="revision-viewer__slides" aria-label="Slides of this version">
            {slides.map(({ slide, number }) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="revision-viewer__slide"
                  aria-pressed={slide.id === current!.slide.id}
                  onClick={() => setPicked(slide.id)}
                >
                  Slide {number}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="dialog__actions">
        <a
          className="button"
          href={`/${encodeURIComponent(deck.user.username)}/${encodeURIComponent(deck.slug)}/preview?revision=${revisionId}`}
          target="_blank"
          rel="noopener"
        >
          Open in new tab
        </a>
        <button
          type="button"
          className="button"
          disabled={!current || busy}
          onClick={() => current && restoreSlide(current.slide)}
        >
          Restore current slide
        </button>
        <button
          type="button"
          className="button"
          disabled={!shown.data || busy}
          onClick={() => shown.data && void restore(shown.data.revision)}
        >
          {busy ? 'Restoring…' : 'Restore deck'}
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
      {choosing && (
        <RestoreSlideChoice
          onChoose={(choice) => {
            setChoosing(null);
            if (choice !== 'cancel') onRestoreSlide(choosing, choice);
          }}
        />
      )}
      {dialog}
    </div>
  );
}
