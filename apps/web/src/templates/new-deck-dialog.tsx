import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DeckCard, DeckTemplate } from '@lectern/contracts';
import { copyDeck, createDeck } from '../api/decks';
import { deckTemplatesQueryOptions, templateDecksQueryOptions } from '../api/slide-templates';
import { ModalDialog } from '../dialogs/modal-dialog';
import { SettingsTabs } from '../ui/settings-tabs';
import { PagedList } from './paged-list';
import { TemplateCard } from './template-card';
import { templateTexts } from './texts';
import './templates.css';

type PageId = 'templates' | 'decks';

/** A blank deck shows as an empty slide in its colours. */
const BLANK_SLIDE = '<section></section>';

/**
 * New deck from a template (spec/001 §2): a 1010 by 820 popup with the blank white and black decks
 * and the team's themes that have templates (`GET /deck_templates`), and one's own decks to fork.
 * What is chosen becomes a new deck of one's own, opened in the editor by `open`.
 */
export function NewDeckDialog({
  onClose,
  busy,
  open,
}: {
  onClose: () => void;
  /** Whether a deck is being made and opened (what `open` does). */
  busy: boolean;
  /** Makes the deck chosen and opens it in the editor; a failure (spec/001 §8) shows the generic error. */
  open: (make: () => Promise<{ slug: string; user: { username: string } }>) => Promise<void>;
}) {
  const titleId = useId();
  const [page, setPage] = useState<PageId>('templates');

  return (
    <ModalDialog className="dialog new-deck-dialog" labelledBy={titleId} onDismiss={onClose}>
      <div className="template-browser__body" aria-busy={busy}>
        <div className="template-browser__head">
          <h2 id={titleId} className="dialog__title">
            {templateTexts.newDeckTitle}
          </h2>
          <button type="button" className="button button--small" onClick={onClose}>
            {templateTexts.close}
          </button>
        </div>
        {busy && <p role="status">{templateTexts.creating}</p>}
        <div className="template-browser__pages" hidden={busy}>
          <SettingsTabs
            idPrefix={titleId}
            selected={page}
            onSelect={(id) => setPage(id as PageId)}
            tabs={[
              {
                id: 'templates',
                label: templateTexts.newDeckPages.templates,
                panel:
                  page === 'templates' ? (
                    <DeckTemplates onChoose={(id) => void open(() => createDeck({ deck_template_id: id }))} />
                  ) : null,
              },
              {
                id: 'decks',
                label: templateTexts.newDeckPages.decks,
                panel:
                  page === 'decks' ? (
                    <OwnDecks onChoose={(deck) => void open(() => copyDeck(deck.id, 'fork'))} />
                  ) : null,
              },
            ]}
          />
        </div>
      </div>
    </ModalDialog>
  );
}

/** The deck templates, each drawn as the first slide a deck made from it starts with. */
function DeckTemplates({ onChoose }: { onChoose: (id: string) => void }) {
  const templates = useQuery({
    ...deckTemplatesQueryOptions(),
    meta: { errorMessage: templateTexts.deckTemplatesFailed },
  });
  if (templates.isPending) return <p role="status">{templateTexts.loading}</p>;
  if (templates.isError)
    return (
      <div className="template-list__problem" role="alert">
        <p>{templateTexts.deckTemplatesFailed}</p>
        <button type="button" className="button button--small" onClick={() => void templates.refetch()}>
          {templateTexts.retry}
        </button>
      </div>
    );
  return (
    <ul className="template-list" aria-label={templateTexts.newDeckPages.templates}>
      {templates.data.map((template: DeckTemplate) => (
        <TemplateCard
          key={template.id}
          label={template.title}
          insertLabel={templateTexts.startFrom(template.title)}
          html={template.slides[0] ?? BLANK_SLIDE}
          look={template}
          onInsert={() => onChoose(template.id)}
          actions={
            template.slides.length > 0 && (
              <span className="template-card__note">{templateTexts.slideCount(template.slides.length)}</span>
            )
          }
        />
      ))}
    </ul>
  );
}

/** One's own decks, a page at a time; the one chosen is forked. */
function OwnDecks({ onChoose }: { onChoose: (deck: DeckCard) => void }) {
  const decks = useInfiniteQuery({
    ...templateDecksQueryOptions('own'),
    meta: { errorMessage: templateTexts.decksFailed },
  });
  const items = decks.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <PagedList
      query={decks}
      items={items}
      label={templateTexts.newDeckPages.decks}
      empty={templateTexts.decksEmpty}
      failed={templateTexts.decksFailed}
    >
      {(deck) => (
        <li key={deck.id} className="template-deck">
          <button
            type="button"
            className="template-deck__open"
            aria-label={templateTexts.forkDeck(deck.title)}
            onClick={() => onChoose(deck)}
          >
            <span className="template-deck__title">{deck.title}</span>
            <span className="template-deck__meta">{templateTexts.slideCount(deck.slide_count)}</span>
          </button>
        </li>
      )}
    </PagedList>
  );
}
