import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { DeckCard } from '@lectern/contracts';
import { numberedSlides, parse, serializeSlide, type Slide } from '@lectern/deck-format';
import { deckDataQueryOptions } from '../api/deck-content';
import { publishDeck } from '../api/deck-shares';
import { templateDecksQueryOptions, type DeckListSource } from '../api/slide-templates';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { isTeamManager } from '../session/team-manager';
import { useCurrentUser } from '../session/session-context';
import { PagedList } from './paged-list';
import { TemplateCard, type TemplateLook } from './template-card';
import { templateTexts } from './texts';

/** The slides of one deck, each inserted as a template is. */
function DeckSlides({
  deck,
  look,
  onInsert,
  onBack,
}: {
  deck: DeckCard;
  look: TemplateLook;
  onInsert: (slide: Slide) => void;
  onBack: () => void;
}) {
  const content = useQuery({ ...deckDataQueryOptions(deck.id), meta: { errorMessage: templateTexts.decksFailed } });
  const slides = useMemo(() => (content.data ? numberedSlides(parse(content.data.data)) : []), [content.data]);
  return (
    <>
      <div className="template-decks__head">
        <button type="button" className="button button--small" onClick={onBack} autoFocus>
          ‹ {templateTexts.backToDecks}
        </button>
        <h3 className="template-decks__title">{deck.title}</h3>
      </div>
      {content.isPending ? (
        <p role="status">{templateTexts.loading}</p>
      ) : content.isError ? (
        <div className="template-list__problem" role="alert">
          <p>{templateTexts.decksFailed}</p>
          <button type="button" className="button button--small" onClick={() => void content.refetch()}>
            {templateTexts.retry}
          </button>
        </div>
      ) : slides.length === 0 ? (
        <p className="template-list__empty">{templateTexts.deckEmpty}</p>
      ) : (
        <ul className="template-list" aria-label={deck.title}>
          {slides.map(({ slide, number }) => (
            <TemplateCard
              key={slide.id}
              label={templateTexts.slideNumber(number)}
              insertLabel={templateTexts.insertSlide(number)}
              html={serializeSlide(slide)}
              look={look}
              onInsert={() => onInsert(slide)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Publishes a deck from the browser (spec/002 §7: visibility all, then the editor): the deck opens
 * in the editor; a failure is the generic error (spec/001 §8, "Generic error for publish").
 */
function usePublishAndEdit(onEditDeck?: (username: string, slug: string) => void): {
  publishing: string | null;
  publish: (deck: DeckCard) => Promise<void>;
} {
  const navigate = useNavigate();
  const notify = useNotify();
  const [publishing, setPublishing] = useState<string | null>(null);
  const publish = async (deck: DeckCard) => {
    setPublishing(deck.id);
    try {
      const published = await publishDeck(deck.id);
      notify({ type: 'positive', message: templateTexts.published });
      if (onEditDeck) return onEditDeck(deck.user.username, published.slug);
      await navigate({
        to: '/$username/$slugOrId/edit',
        params: { username: deck.user.username, slugOrId: published.slug },
      });
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
      setPublishing(null);
    }
  };
  return { publishing, publish };
}

/**
 * One's own decks or the team's (spec/002 §4 "Deck lists inside it"): a page at a time, then a
 * chosen deck's slides, any of which goes in as a template does. A deck that is not public yet is
 * published from here by whoever manages it (its owner, or a team manager for the team's decks).
 */
export function DecksPage({
  source,
  look,
  onInsert,
  onEditDeck,
}: {
  source: DeckListSource;
  look: TemplateLook;
  onInsert: (slide: Slide) => void;
  /** Opens a published deck's editor; by default, in this window. */
  onEditDeck?: (username: string, slug: string) => void;
}) {
  const decks = useInfiniteQuery({
    ...templateDecksQueryOptions(source),
    meta: { errorMessage: templateTexts.decksFailed },
  });
  const [open, setOpen] = useState<DeckCard | null>(null);
  const user = useCurrentUser();
  const { publishing, publish } = usePublishAndEdit(onEditDeck);
  const publishable = (deck: DeckCard) =>
    deck.visibility !== 'all' && (deck.user.id === user?.id || (source === 'team' && isTeamManager(user)));
  if (open) return <DeckSlides deck={open} look={look} onInsert={onInsert} onBack={() => setOpen(null)} />;
  const items = decks.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <PagedList
      query={decks}
      items={items}
      label={source === 'own' ? templateTexts.pages.decks : templateTexts.pages.teamDecks}
      empty={templateTexts.decksEmpty}
      failed={templateTexts.decksFailed}
    >
      {(deck) => (
        <li key={deck.id} className="template-deck">
          <button type="button" className="template-deck__open" onClick={() => setOpen(deck)}>
            <span className="template-deck__title">{deck.title}</span>
            <span className="template-deck__meta">
              {source === 'team' && `${deck.user.username} · `}
              {deck.slide_count === 1 ? '1 slide' : `${deck.slide_count} slides`}
            </span>
          </button>
          {publishable(deck) && (
            <button
              type="button"
              className="button button--small"
              aria-label={templateTexts.publishDeck(deck.title)}
              disabled={publishing !== null}
              onClick={() => void publish(deck)}
            >
              {publishing === deck.id ? templateTexts.publishing : templateTexts.publish}
            </button>
          )}
        </li>
      )}
    </PagedList>
  );
}
