import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { RevealApi } from 'reveal.js';
import type { CurrentUser, Deck } from '@lectern/contracts';
import { deckDataQueryKey } from '../api/deck-content';
import { slideLabel } from '../editor';
import { DeckStage, usePresentedDeck } from '../present';
import { useCurrentUser } from '../session/session-context';
import {
  browserClock,
  CollaborationButton,
  CollaborationPanel,
  type ShownSlide,
  createReloadThrottle,
  useCollaboration,
} from '../collaboration';
import './review-screen.css';

const route = getRouteApi('/$username/$slugOrId/review');

/** Where reveal.js shows the deck: its slide's `data-id` and label, and its indices. */
function shownSlide(reveal: RevealApi | null): ShownSlide & { h: number; v: number } {
  const current = reveal?.getCurrentSlide();
  const { h = 0, v = 0 } = reveal?.getIndices() ?? {};
  return { id: current?.getAttribute('data-id') ?? null, label: slideLabel({ h, v }), h, v };
}

/**
 * `/{username}/{slug}/review` (spec/001 §4): the deck for those who do not edit it now, with its
 * comments and who is where. Whoever may edit presses Edit to take the seat or ask its holder.
 * A deck that is not collaborative shows its slides alone.
 */
export function ReviewScreen({ deck, markup }: { deck: Deck; markup: string }) {
  const me = useCurrentUser();
  if (!deck.collaborative || !me) return <ReviewLayout deck={deck} markup={markup} />;
  return <CollaborativeReview deck={deck} markup={markup} me={me} />;
}

function ReviewLayout({
  deck,
  markup,
  onReveal,
  actions,
  panel,
}: {
  deck: Deck;
  markup: string;
  onReveal?: (reveal: RevealApi | null) => void;
  actions?: React.ReactNode;
  panel?: React.ReactNode;
}) {
  const { stage, reveal } = usePresentedDeck(deck, 'show');
  useEffect(() => onReveal?.(reveal), [reveal, onReveal]);
  return (
    <div className="review">
      <section className="review__deck" aria-label={deck.title}>
        <div className="review__heading">
          <h1 className="review__title">{deck.title}</h1>
          <div className="review__actions">{actions}</div>
        </div>
        <div className="review__stage" style={{ '--deck-ratio': deck.width / deck.height } as CSSProperties}>
          <DeckStage {...stage} markup={markup} className="review__slides" />
        </div>
        {!deck.collaborative && deck.can_edit && (
          <Link
            to="/$username/$slugOrId/edit"
            params={{ username: deck.user.username, slugOrId: deck.slug }}
            className="button button--primary"
          >
            Edit
          </Link>
        )}
      </section>
      {panel}
    </div>
  );
}

function CollaborativeReview({ deck, markup, me }: { deck: Deck; markup: string; me: CurrentUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reveal, setReveal] = useState<RevealApi | null>(null);
  const [slide, setSlide] = useState(() => shownSlide(null));
  const [open, setOpen] = useState(true);
  const collaboration = useCollaboration({
    deck,
    me,
    slideId: slide.id,
    onBecameEditor: () =>
      void navigate({ to: '/$username/$slugOrId/edit', params: { username: deck.user.username, slugOrId: deck.id } }),
  });
  const { handover, stream, comments } = collaboration;

  // Renamed while reviewed (or reached by an old address): the address follows the deck's slug.
  const { slugOrId } = route.useParams();
  useEffect(() => {
    if (deck.slug !== slugOrId)
      void navigate({
        to: '/$username/$slugOrId/review',
        params: { username: deck.user.username, slugOrId: deck.slug },
        replace: true,
      });
  }, [deck.slug, deck.user.username, slugOrId, navigate]);

  // The slide shown is followed, and kept when the deck reloads.
  const position = useRef({ h: 0, v: 0 });
  useEffect(() => {
    if (!reveal) return;
    reveal.slide(position.current.h, position.current.v);
    const follow = () => {
      const shown = shownSlide(reveal);
      position.current = { h: shown.h, v: shown.v };
      setSlide(shown);
    };
    follow();
    reveal.on('slidechanged', follow);
    return () => reveal.off('slidechanged', follow);
  }, [reveal]);

  // Content changed: the slides reload, at most once a second per four slides; settings: the deck.
  const [throttle] = useState(() =>
    createReloadThrottle(
      () => void queryClient.invalidateQueries({ queryKey: deckDataQueryKey(deck.id) }),
      browserClock,
    ),
  );
  useEffect(() => () => throttle.stop(), [throttle]);
  useEffect(
    () =>
      stream.subscribe((message) => {
        if (message.type === 'collaboration:deck-content-changed') throttle.changed(message.slide_count);
        if (message.type === 'collaboration:deck-settings-changed')
          void queryClient.invalidateQueries({ queryKey: ['deck'] });
      }),
    [stream, throttle, queryClient],
  );

  // Joined (or back after a loss): what changed before the socket heard of it is read again.
  useEffect(() => {
    if (stream.state === 'connected' || stream.state === 'reconnected')
      void queryClient.invalidateQueries({ queryKey: deckDataQueryKey(deck.id) });
  }, [stream.state, queryClient, deck.id]);

  const labelOf = useCallback(
    (slideId: string | null) => {
      if (!slideId || !reveal) return null;
      const element = reveal.getSlidesElement()?.querySelector(`section[data-id="${CSS.escape(slideId)}"]`);
      if (!element) return null;
      const { h = 0, v = 0 } = reveal.getIndices(element as HTMLElement);
      return slideLabel({ h, v });
    },
    [reveal],
  );

  const actions = (
    <>
      {deck.can_edit &&
        (handover.pending ? (
          <p className="review__pending" role="status">
            Waiting for {handover.editorName ?? 'the editor'} to let you edit…{' '}
            <button type="button" className="button button--small" onClick={() => void handover.cancelRequest()}>
              Cancel request
            </button>
          </p>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={handover.busy}
            onClick={() => void handover.requestEdit()}
          >
            Edit
          </button>
        ))}
      <CollaborationButton
        deck={deck}
        open={open}
        unread={comments.unread}
        onToggle={() => setOpen((was) => !was)}
        saveFirst={async () => undefined}
        onEnabled={() => undefined}
      />
    </>
  );

  return (
    <ReviewLayout
      deck={deck}
      markup={markup}
      onReveal={setReveal}
      actions={actions}
      panel={
        open && (
          <CollaborationPanel
            collaboration={collaboration}
            slide={slide}
            slideLabel={labelOf}
            onClose={() => setOpen(false)}
          />
        )
      }
    />
  );
}
