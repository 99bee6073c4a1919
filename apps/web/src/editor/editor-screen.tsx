import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Editor } from '@tiptap/react';
import type { DeckContent } from '../api/deck-content';
import type { Deck as DeckRecord } from '@lectern/contracts';
import { DeckCustomCss } from '../deck-styles/deck-custom-css';
import { useDeckTheme } from '../themes';
import { useConfirm } from '../dialogs/confirm-dialog';
import { localFlag } from '../app/local-flag';
import { useDocumentTitle } from '../routing/use-document-title';
import { editorNotificationDuration } from '../notifications/notification-duration';
import { useNotify } from '../notifications/notification-context';
import { deckViewPath, bindPresentShortcuts } from '../present';
import { useCurrentUser } from '../session/session-context';
import type { Action, EditorRequest, Menu } from './actions/action';
import { EditorStore } from './actions/editor-store';
import type { ActionName, PayloadOf } from './actions/registry';
import { Canvas } from './canvas/canvas';
import type { DeckLook } from './canvas/slide-theme';
import { EditorApiProvider, type EditorApi } from './editor-context';
import { loadBlockInspector, loadContextMenu, loadPanels } from './deferred-parts';
import { initialContent } from './initial-content';
import { findSlide } from './model/deck-ops';
import { currentSlide } from './model/editor-state';
import { slideFromHash, slideHash } from './model/slide-hash';
import { slideLabel } from './model/slide-ref';
import { Navigator } from './navigator/navigator';
import type { PanelId } from './panels';
import { useDeckSaving } from './saving/use-deck-saving';
import { SlidePanel } from './slide-panel';
import { NotesDock } from './notes-dock/notes-dock';
import { useNotesDock } from './notes-dock/use-notes-dock';
import { SlideBackdrop } from './slide-settings/slide-backdrop';
import { ForeignContent } from './canvas/foreign-content';
import { LazyThemeLayer } from './canvas/lazy-theme-layer';
import { useBackgroundVideoProcessing } from './slide-settings/use-background-video-processing';
import { ActionButton } from './toolbar/action-button';
import { EditorToolbar } from './toolbar/editor-toolbar';
import type { DeckTarget } from './toolbar/open-deck-menu';
import { useEditorKeyboard } from './use-editor-keyboard';
import { useSnippetInsertion } from './snippet-insertion';
import type { EditorCollaboration } from './collaboration-slot';
import './editor.css';

// Parts that are not needed to show the first slide load when they are first used.
const BlockInspector = lazy(() => loadBlockInspector().then((module) => ({ default: module.BlockInspector })));
const TextToolbar = lazy(() => import('./toolbar/text-toolbar').then((module) => ({ default: module.TextToolbar })));
// Asked for once the first frame is drawn, and only in a browser that has not settled it yet.
const TutorialGate = lazy(() => import('./tutorial/tutorial-gate'));
const tutorialDone = localFlag('lectern.editor-tutorial');
// Only decks that follow a theme with markup fetch it (decision 0057).
// The theme's colours offered by the colour fields, which the first screen has none of.
const ThemePaletteList = lazy(() =>
  import('../themes/theme-palette').then((module) => ({ default: module.ThemePaletteList })),
);
const ContextMenu = lazy(() => loadContextMenu().then((module) => ({ default: module.ContextMenu })));
const OpenPanel = lazy(() => loadPanels().then((module) => ({ default: module.OpenPanel })));
const NewerVersionDialog = lazy(() =>
  import('./saving/newer-version-dialog').then((module) => ({ default: module.NewerVersionDialog })),
);

/**
 * Whether the screen's first frame has been drawn: what does not draw the first slide (the
 * collaboration button and its connection) asks for its code only then.
 */
function useFirstFrameDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return drawn;
}

/** The slide editor: toolbar, navigator, canvas and side panel around one editing store. */
export function EditorScreen({
  deck: loaded,
  content,
  collaboration: EditorCollaboration,
}: {
  deck: DeckRecord;
  content: DeckContent;
  /** Collaboration's part of the editor, which the route composes it with. */
  collaboration: EditorCollaboration;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [deck, setDeck] = useState(loaded);
  const [store] = useState(
    () => new EditorStore(initialContent(content.data, loaded), loaded, slideFromHash(window.location.hash)),
  );
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const state = session.history.present;
  const saving = useDeckSaving(loaded.id, store, content.version);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [textEditor, setTextEditor] = useState<Editor | null>(null);
  const [menu, setMenu] = useState<{ kind: Menu; x: number; y: number } | null>(null);
  const [panel, setPanel] = useState<PanelId | null>(null);
  const [conflictIgnored, setConflictIgnored] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ id: string; n: number } | null>(null);
  const [collaborationSlot, setCollaborationSlot] = useState<HTMLElement | null>(null);
  const firstSlideDrawn = useFirstFrameDrawn();
  const follow = useCallback((request: EditorRequest) => {
    switch (request.kind) {
      case 'focus':
        setFocusRequest((was) => ({ id: request.id, n: (was?.n ?? 0) + 1 }));
        break;
      case 'edit':
        setEditingId(request.id);
        break;
      case 'shortcuts':
        setPanel('shortcuts');
        break;
      case 'panel':
        setPanel(request.panel);
        break;
    }
  }, []);
  useDocumentTitle(`Edit ${deck.title}`);
  // A refused save after Ignore shows the popup again.
  useEffect(() => {
    if (saving.status === 'saving') setConflictIgnored(false);
  }, [saving.status]);

  const runAction = useCallback(
    async (action: Action<unknown>, payload?: unknown) => {
      if (!store.isActionEnabled(action)) return;
      const refused = action.refusal?.(store.state);
      if (!refused && action.confirm && !(await confirm(action.confirm))) return;
      const result = store.performAction(action, payload);
      if (result.notice)
        notify({
          message: result.notice.message,
          type: result.notice.type,
          duration: editorNotificationDuration(result.notice.message, result.notice.type),
        });
      if (result.then) follow(result.then);
    },
    [store, confirm, notify, follow],
  );
  const api = useMemo<EditorApi>(
    () => ({
      store,
      runAction,
      run: <N extends ActionName>(name: N, payload: PayloadOf<N>) => runAction(store.actionNamed(name), payload),
    }),
    [store, runAction],
  );
  const slide = currentSlide(state);
  const selected = state.selection.length === 1 ? slide.blocks.find((b) => b.id === state.selection[0]) : undefined;
  const snippets = useSnippetInsertion(api, selected);
  useEditorKeyboard(api, panel === null && menu === null && !snippets.asking);
  useBackgroundVideoProcessing(api, state.deck);
  const notesDock = useNotesDock();

  const look = useMemo<DeckLook>(
    () => ({
      width: deck.width,
      height: deck.height,
      center: deck.center,
      theme_color: deck.theme_color,
      theme_font: deck.theme_font,
    }),
    [deck.width, deck.height, deck.center, deck.theme_color, deck.theme_font],
  );
  useEffect(() => store.resize(look), [store, look]);

  // The address names the slide shown, as editor links do, so a reload comes back to it.
  const hash = slideHash(state.current);
  useEffect(() => {
    if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', hash);
  }, [hash]);
  // Editing ends when the block leaves the selection or the slide changes.
  useEffect(() => {
    if (editingId && !state.selection.includes(editingId)) setEditingId(null);
  }, [editingId, state.selection]);

  const theme = useDeckTheme(deck.theme_id);
  const openMenu = useCallback((event: MouseEvent, kind: Menu) => {
    event.preventDefault();
    setMenu({ kind, x: event.clientX, y: event.clientY });
  }, []);
  const closeMenu = useCallback(() => setMenu(null), []);
  const owner = useCurrentUser()?.id === deck.user.id;
  // What is presented is what was edited: the deck is saved before it opens elsewhere.
  const openDeck = useCallback(
    async (target: DeckTarget) => {
      await saving.saveNow();
      const view = target === 'show' ? '' : target;
      window.location.assign(`${deckViewPath(deck, view)}${target === 'show' ? '' : slideHash(store.state.current)}`);
    },
    [saving, deck, store],
  );
  useEffect(
    () => bindPresentShortcuts({ present: () => void openDeck(owner ? 'present' : 'fullscreen') }),
    [openDeck, owner],
  );
  const openPanel = useCallback(
    (id: PanelId) =>
      void loadPanels()
        .then(({ panels }) => (panels[id].saveFirst ? saving.saveNow() : undefined))
        .then(() => setPanel(id)),
    [saving],
  );
  const changeDeck = (changed: DeckRecord) => {
    setDeck(changed);
    if (changed.slug !== deck.slug)
      void navigate({
        to: '/$username/$slugOrId/edit',
        params: { username: changed.user.username, slugOrId: changed.slug },
        replace: true,
      });
  };
  // An import or a restored revision replaced the deck: the editor starts again on it.
  const reload = () => {
    saving.abandon();
    window.location.reload();
  };

  return (
    <EditorApiProvider value={api}>
      <DeckCustomCss deck={deck} />
      {firstSlideDrawn && (
        <Suspense fallback={null}>
          <ThemePaletteList theme={theme} />
        </Suspense>
      )}
      <div className="editor">
        <EditorToolbar
          title={deck.title}
          username={deck.user.username}
          slug={deck.slug}
          status={deck.edit_together ? null : saving.status}
          onSave={() => void saving.saveNow()}
          openPanel={openPanel}
          snippets={theme?.snippets ?? []}
          onSnippet={snippets.choose}
          owner={owner}
          onOpenDeck={openDeck}
          collaborationSlot={setCollaborationSlot}
        />
        {textEditor && (
          <Suspense fallback={null}>
            <TextToolbar editor={textEditor} />
          </Suspense>
        )}
        <div className="editor__body">
          <Canvas
            look={look}
            slideId={slide.id}
            blocks={slide.blocks}
            selection={state.selection}
            editingId={editingId}
            onEditingChange={setEditingId}
            onTextEditor={setTextEditor}
            onContextMenu={openMenu}
            focusRequest={focusRequest}
            label={slideLabel(state.current)}
            backdrop={
              <>
                <SlideBackdrop slide={slide} />
                {deck.theme_html && (
                  <Suspense fallback={null}>
                    <LazyThemeLayer html={deck.theme_html} />
                  </Suspense>
                )}
                <ForeignContent html={slide.foreignHtml} centered={look.center} />
              </>
            }
          />
          {selected ? (
            <Suspense fallback={null}>
              <BlockInspector block={selected} measured={store.measured} onCropImage={() => openPanel('crop')} />
            </Suspense>
          ) : (
            <SlidePanel
              slide={slide}
              at={state.current}
              openPanel={openPanel}
              notesDock={notesDock.available ? notesDock : null}
            />
          )}
          {firstSlideDrawn && (
            <Suspense fallback={null}>
              <EditorCollaboration
                deck={deck}
                slot={collaborationSlot}
                slide={{ id: slide.id, label: slideLabel(state.current) }}
                slideLabel={(slideId) => {
                  const at = slideId === null ? null : findSlide(store.state.deck, slideId);
                  return at && slideLabel(at);
                }}
                saveNow={saving.saveNow}
                stopSaving={saving.abandon}
                onDeckChange={setDeck}
                store={store}
              />
            </Suspense>
          )}
        </div>
        {notesDock.docked && <NotesDock key={slide.id} slide={slide} />}
        <div className="editor__slides">
          <div className="editor__slide-tools">
            <ActionButton name="addSlideRight" icon="plus" label="Add horizontal slide" />
            <ActionButton name="addSlideBelow" icon="down" label="Add vertical slide" />
          </div>
          <Navigator
            deck={state.deck}
            look={look}
            themeHtml={deck.theme_html}
            current={state.current}
            onContextMenu={(e) => openMenu(e, 'slide')}
          />
        </div>
      </div>
      {menu && (
        <Suspense fallback={null}>
          <ContextMenu kind={menu.kind} x={menu.x} y={menu.y} onClose={closeMenu} />
        </Suspense>
      )}
      {panel && (
        <Suspense fallback={null}>
          <OpenPanel
            id={panel}
            context={{
              deck,
              onDeckChange: changeDeck,
              state,
              slide,
              selected,
              api,
              hasSlide: (id) => findSlide(store.state.deck, id) !== null,
              confirm,
              reload,
            }}
            onClose={() => setPanel(null)}
          />
        </Suspense>
      )}
      {snippets.prompt}
      {saving.status === 'conflict' && !conflictIgnored && (
        <Suspense fallback={null}>
          <NewerVersionDialog onIgnore={() => setConflictIgnored(true)} onReload={reload} />
        </Suspense>
      )}
      {confirmDialog}
      {firstSlideDrawn && !tutorialDone.isSet() && (
        <Suspense fallback={null}>
          <TutorialGate deckId={deck.id} ownerId={deck.user.id} tutorialDone={tutorialDone} />
        </Suspense>
      )}
    </EditorApiProvider>
  );
}
