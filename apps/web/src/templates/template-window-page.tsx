import { useCallback, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Deck } from '@lectern/contracts';
import { serializeSlide, type Slide } from '@lectern/deck-format';
import { useNotify } from '../notifications/notification-context';
import { deckViewPath } from '../present';
import { TemplateBrowser } from './template-browser';
import { askCurrentSlide, editorWindow, sendInsertSlide } from './template-window';
import { templateTexts } from './texts';

/**
 * `/{username}/{slug}/edit/templates`: the template browser in a window of its own, opened from the
 * editor's (decision 0076). It is the same browser as the editor's dialog, but it acts through the
 * slides messages: a template chosen is sent to the editor (`insert-slide`), which puts it after
 * its current slide, and the window closes, as the dialog does; saving the current slide asks the
 * editor for it first (`publish-current-slide-html`). Escape and Close close the window; a deck
 * published from here opens in the editor's window. Without an editor to talk to, it says so.
 */
export function TemplateWindowPage({ deck }: { deck: Deck }) {
  const notify = useNotify();
  const [editor] = useState(editorWindow);
  const close = useCallback(() => window.close(), []);

  // Escape closes the window, unless it closes a dialog of the browser (saving, deleting) first.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('dialog[open]')) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  const reachable = useCallback((): Window | null => {
    if (editor && !editor.closed) return editor;
    notify({ type: 'negative', message: templateTexts.noEditor });
    return null;
  }, [editor, notify]);

  const currentSlide = useCallback(async (): Promise<Slide | null> => {
    const peer = reachable();
    const slide = peer && (await askCurrentSlide(peer));
    if (peer && !slide) notify({ type: 'negative', message: templateTexts.noEditor });
    return slide;
  }, [reachable, notify]);

  const insert = (slide: Slide) => {
    const peer = reachable();
    if (!peer) return;
    sendInsertSlide(peer, serializeSlide(slide));
    peer.focus();
  };

  const editDeck = (username: string, slug: string) => {
    const peer = reachable();
    if (!peer) return;
    peer.location.assign(deckViewPath({ slug, user: { username } }, 'edit'));
    close();
  };

  if (!editor)
    return (
      <section className="template-window__missing" aria-labelledby="template-window-title">
        <h1 id="template-window-title">{templateTexts.browserTitle}</h1>
        <p>{templateTexts.noEditor}</p>
        <Link to="/$username/$slugOrId/edit" params={{ username: deck.user.username, slugOrId: deck.slug }}>
          {templateTexts.editorLink}
        </Link>
      </section>
    );
  return (
    <TemplateBrowser
      standalone
      currentSlide={currentSlide}
      look={deck}
      themeId={deck.theme_id}
      onInsert={insert}
      onClose={close}
      onEditDeck={editDeck}
    />
  );
}
