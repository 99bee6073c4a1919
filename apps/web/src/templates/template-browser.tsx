import { useId, useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { availableForTheme } from '@lectern/domain';
import type { Slide } from '@lectern/deck-format';
import { slideTemplatesQueryOptions } from '../api/slide-templates';
import { ModalDialog } from '../dialogs/modal-dialog';
import { isActiveMember, isTeamManager } from '../session/team-manager';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { SettingsTabs, type SettingsTab } from '../ui/settings-tabs';
import { DecksPage } from './decks-page';
import { DefaultPage } from './default-page';
import { LibraryPage } from './library-page';
import type { TemplateLook } from './template-card';
import { openTemplateWindow } from './template-window';
import { templateTexts } from './texts';
import './templates.css';

type PageId = 'default' | 'personal' | 'team' | 'decks' | 'teamDecks';

export interface TemplateBrowserProps {
  /**
   * The slide shown in the editor, which the person may save as a template from here: asked for when
   * they save it (null when the editor does not answer).
   */
  currentSlide: () => Promise<Slide | null>;
  /** The deck being edited: its slide size and theme draw every template. */
  look: TemplateLook;
  /** The team theme the deck uses, null for none: which team templates are offered. */
  themeId: string | null;
  /** A template chosen: its slide goes in after the current one. */
  onInsert: (slide: Slide) => void;
  onClose: () => void;
  /**
   * The deck whose browser may open in a window of its own (the dialog offers it when given), and
   * what follows once it is open: the editor listens to that window.
   */
  openWindow?: { username: string; slug: string; onOpened: (opened: Window) => void };
  /** A deck published from here opens in the editor: in this window unless given. */
  onEditDeck?: (username: string, slug: string) => void;
  /** Drawn as its window's page rather than as a dialog over the editor. */
  standalone?: boolean;
}

/**
 * The template browser (spec/002 §2, §4): a 724 by 850 popup over the editor (10 px from the window's
 * edges at least) with the default templates, one's own, the team's, and the slides of one's own and
 * the team's decks. It opens on the team's page when that has templates for the deck's theme,
 * otherwise on the default one; Escape closes it. The slide shown in the editor is saved as a
 * template from the page of the library it goes to. It may also open in a window of its own
 * (`standalone`, the page `template-window-page.tsx` draws), which talks to the editor with the
 * slides messages (decision 0076).
 */
export function TemplateBrowser({
  currentSlide,
  look,
  themeId,
  onInsert,
  onClose,
  openWindow,
  onEditDeck,
  standalone = false,
}: TemplateBrowserProps) {
  const titleId = useId();
  const user = useCurrentUser();
  const member = isActiveMember(user);
  const manager = isTeamManager(user);
  // The team's first page decides which page opens: it is the page the browser shows most.
  const team = useInfiniteQuery({
    ...slideTemplatesQueryOptions('team', themeId),
    enabled: member,
    meta: { errorMessage: templateTexts.loadFailed },
  });
  const [chosen, setChosen] = useState<PageId | null>(null);
  const teamHasVisible = team.data?.pages[0]?.results.some((template) =>
    availableForTheme(template.theme_ids, themeId),
  );
  const opening: PageId | null =
    !member || team.isError ? 'default' : team.isPending ? null : teamHasVisible ? 'team' : 'default';
  const shown = chosen ?? opening;

  const notify = useNotify();
  const openInWindow =
    openWindow &&
    (() => {
      const opened = openTemplateWindow(openWindow.username, openWindow.slug);
      if (!opened) return notify({ type: 'negative', message: templateTexts.windowBlocked });
      openWindow.onOpened(opened);
      onClose();
    });
  const insert = (slide: Slide) => {
    onInsert(slide);
    onClose();
  };
  const page = (id: PageId, label: string, content: () => ReactNode): SettingsTab => ({
    id,
    label,
    // Only the page shown is drawn, so only its lists load.
    panel: shown === id ? content() : null,
  });
  const tabs: SettingsTab[] = [
    page('default', templateTexts.pages.default, () => <DefaultPage look={look} onInsert={insert} />),
    page('personal', templateTexts.pages.personal, () => (
      <LibraryPage
        library="personal"
        currentSlide={currentSlide}
        themeId={themeId}
        look={look}
        editor
        onInsert={insert}
      />
    )),
    ...(member
      ? [
          page('team', templateTexts.pages.team, () => (
            <LibraryPage
              library="team"
              currentSlide={currentSlide}
              themeId={themeId}
              look={look}
              editor={manager}
              onInsert={insert}
            />
          )),
        ]
      : []),
    page('decks', templateTexts.pages.decks, () => (
      <DecksPage source="own" look={look} onInsert={insert} onEditDeck={onEditDeck} />
    )),
    ...(member
      ? [
          page('teamDecks', templateTexts.pages.teamDecks, () => (
            <DecksPage source="team" look={look} onInsert={insert} onEditDeck={onEditDeck} />
          )),
        ]
      : []),
  ];

  const Title = standalone ? 'h1' : 'h2';
  const body = (
    <div className="template-browser__body">
      <div className="template-browser__head">
        <Title id={titleId} className="dialog__title">
          {templateTexts.browserTitle}
        </Title>
        <div className="template-browser__controls">
          {openInWindow && (
            <button type="button" className="button button--small" onClick={openInWindow}>
              {templateTexts.openWindow}
            </button>
          )}
          <button type="button" className="button button--small" onClick={onClose}>
            {templateTexts.close}
          </button>
        </div>
      </div>
      <div className="template-browser__pages">
        {shown === null ? (
          <p role="status">{templateTexts.loading}</p>
        ) : (
          <SettingsTabs idPrefix={titleId} tabs={tabs} selected={shown} onSelect={(id) => setChosen(id as PageId)} />
        )}
      </div>
    </div>
  );
  if (standalone)
    return (
      <section className="template-browser template-browser--window" aria-labelledby={titleId}>
        {body}
      </section>
    );
  return (
    <ModalDialog className="dialog template-browser" labelledBy={titleId} onDismiss={onClose}>
      {body}
    </ModalDialog>
  );
}
