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
import {
  fillSnippet,
  SNIPPET_SELECTION_TAG,
  snippetVariables,
  type Deck as DeckRecord,
  type Snippet,
} from '@lectern/contracts';
import { slideAutoAnimate } from '@lectern/deck-format';
import { DeckCustomCss } from '../deck-styles/deck-custom-css';
import { ThemePaletteList } from '../themes/theme-palette';
import { SnippetPrompt } from '../themes/snippet-prompt';
import { useDeckTheme } from '../themes/use-deck-theme';
import { useConfirm } from '../dialogs/confirm-dialog';
import { useDocumentTitle } from '../layout/use-document-title';
import { editorNotificationDuration } from '../notifications/notification-duration';
import { useNotify } from '../notifications/notification-context';
import { deckViewPath } from '../present/deck-links';
import { bindPresentShortcuts } from '../present/keyboard';
import { useCurrentUser } from '../session/session-context';
import type { Action, EditorRequest, Menu } from './actions/action';
import { EditorStore } from './actions/editor-store';
import type { ActionName, PayloadOf } from './actions/registry';
import { Canvas } from './canvas/canvas';
import type { DeckLook } from './canvas/slide-theme';
import { ContextMenu } from './context-menu';
import { EditorApiProvider, type EditorApi } from './editor-context';
import { loadBlockInspector } from './deferred-parts';
import { slideMarkupMessages } from './html-editor/slide-markup-actions';
import { initialContent } from './initial-content';
import { findSlide } from './model/deck-ops';
import { currentSlide } from './model/editor-state';
import { slideFromHash, slideHash } from './model/slide-hash';
import { slideLabel } from './model/slide-ref';
import { Navigator } from './navigator/navigator';
import { NewerVersionDialog } from './saving/newer-version-dialog';
import { useDeckSaving } from './saving/use-deck-saving';
import { ShortcutHelp } from './shortcut-help';
import { SlidePanel } from './slide-panel';
import { NotesDock } from './notes-dock/notes-dock';
import { useNotesDock } from './notes-dock/use-notes-dock';
import { SlideBackdrop } from './slide-settings/slide-backdrop';
import { ForeignContent } from './canvas/foreign-content';
import { useBackgroundVideoProcessing } from './slide-settings/use-background-video-processing';
import { ActionButton } from './toolbar/action-button';
import { EditorToolbar } from './toolbar/editor-toolbar';
import type { DeckTarget } from './toolbar/open-deck-menu';
import { useEditorKeyboard } from './use-editor-keyboard';
import './editor.css';

type Panel =
  | 'notes'
  | 'settings'
  | 'share'
  | 'image'
  | 'shortcuts'
  | 'autoAnimate'
  | 'background'
  | 'slideSettings'
  | 'crop'
  | 'slideHtml'
  | 'revisions'
  | 'export'
  | 'import'
  | null;

// Parts that are not needed to show the first slide load when they are first opened.
const BlockInspector = lazy(() => loadBlockInspector().then((module) => ({ default: module.BlockInspector })));
const TextToolbar = lazy(() => import('./toolbar/text-toolbar').then((module) => ({ default: module.TextToolbar })));
const DeckSettingsDialog = lazy(() =>
  import('../deck-settings').then((module) => ({ default: module.DeckSettingsDialog })),
);
const ShareDialog = lazy(() => import('../share').then((module) => ({ default: module.ShareDialog })));
const ExportDialog = lazy(() =>
  import('../exports/export-dialog').then((module) => ({ default: module.ExportDialog })),
);
const ImportDialog = lazy(() =>
  import('../exports/import-dialog').then((module) => ({ default: module.ImportDialog })),
);
const AutoAnimatePrompt = lazy(() =>
  import('./auto-animate-prompt').then((module) => ({ default: module.AutoAnimatePrompt })),
);
const SpeakerNotesPrompt = lazy(() =>
  import('../deck-settings').then((module) => ({ default: module.SpeakerNotesPrompt })),
);
const BackgroundPrompt = lazy(() =>
  import('./slide-settings/background-prompt').then((module) => ({ default: module.BackgroundPrompt })),
);
const SlideSettingsPrompt = lazy(() =>
  import('./slide-settings/slide-settings-prompt').then((module) => ({ default: module.SlideSettingsPrompt })),
);
const ImageCropper = lazy(() => import('./cropper/image-cropper').then((module) => ({ default: module.ImageCropper })));
const SlideHtmlEditor = lazy(() =>
  import('./html-editor/slide-html-editor').then((module) => ({ default: module.SlideHtmlEditor })),
);
const RevisionViewer = lazy(() =>
  import('../revisions/revision-viewer').then((module) => ({ default: module.RevisionViewer })),
);
const MediaLibrary = lazy(() =>
  import('../media-library/media-library').then((module) => ({ default: module.MediaLibrary })),
);
const EditorCollaboration = lazy(() => import('../collaboration/editor-collaboration'));

/** The natural size of an image, for placing it with its proportions. */
const imageSize = (src: string) =>
  new Promise<{ width: number; height: number }>((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth || 400, height: image.naturalHeight || 300 });
    image.onerror = () => resolve({ width: 400, height: 300 });
    image.src = src;
  });

/** The slide editor (issue 6): toolbar, navigator, canvas and side panel around one editing store. */
export function EditorScreen({ deck: loaded, content }: { deck: DeckRecord; content: DeckContent }) {
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
  const [panel, setPanel] = useState<Panel>(null);
  /** The snippet whose variables are being asked for. */
  const [snippet, setSnippet] = useState<Snippet | null>(null);
  const [conflictIgnored, setConflictIgnored] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ id: string; n: number } | null>(null);
  const [collaborationSlot, setCollaborationSlot] = useState<HTMLElement | null>(null);
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
      if (result.saveNow) void saving.saveNow();
      if (result.then) follow(result.then);
    },
    [store, confirm, notify, saving, follow],
  );
  const api = useMemo<EditorApi>(
    () => ({
      store,
      runAction,
      run: <N extends ActionName>(name: N, payload: PayloadOf<N>) => runAction(store.actionNamed(name), payload),
    }),
    [store, runAction],
  );
  useEditorKeyboard(api, panel === null && menu === null && snippet === null);
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

  const slide = currentSlide(state);
  // The address names the slide shown, as editor links do, so a reload comes back to it.
  const hash = slideHash(state.current);
  useEffect(() => {
    if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', hash);
  }, [hash]);
  // Editing ends when the block leaves the selection or the slide changes.
  useEffect(() => {
    if (editingId && !state.selection.includes(editingId)) setEditingId(null);
  }, [editingId, state.selection]);

  const selected = state.selection.length === 1 ? slide.blocks.find((b) => b.id === state.selection[0]) : undefined;
  const theme = useDeckTheme(deck.theme_id);
  /** A snippet with the selection tag wraps the selected text block's content; any other is a new text block. */
  const insertSnippet = (chosen: Snippet, values: Record<string, string> = {}) => {
    const wrapped = chosen.template.includes(SNIPPET_SELECTION_TAG) && selected?.type === 'text' ? selected : null;
    void api.run('insertSnippet', {
      html: fillSnippet(chosen.template, values, wrapped?.html ?? ''),
      into: wrapped?.id ?? null,
    });
  };
  const chooseSnippet = (chosen: Snippet) => {
    if (snippetVariables(chosen.template).length === 0) return insertSnippet(chosen);
    setSnippet(chosen);
  };
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

  return (
    <EditorApiProvider value={api}>
      <DeckCustomCss deck={deck} />
      <ThemePaletteList theme={theme} />
      <div className="editor">
        <EditorToolbar
          title={deck.title}
          username={deck.user.username}
          slug={deck.slug}
          status={saving.status}
          onSave={() => void saving.saveNow()}
          onInsertImage={() => setPanel('image')}
          onSpeakerNotes={() => setPanel('notes')}
          onDeckSettings={() => setPanel('settings')}
          onShare={() => setPanel('share')}
          onExport={() => void saving.saveNow().then(() => setPanel('export'))}
          onImport={() => void saving.saveNow().then(() => setPanel('import'))}
          snippets={theme?.snippets ?? []}
          onSnippet={chooseSnippet}
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
                <ForeignContent html={slide.foreignHtml} centered={look.center} />
              </>
            }
          />
          {selected ? (
            <Suspense fallback={null}>
              <BlockInspector block={selected} measured={store.measured} onCropImage={() => setPanel('crop')} />
            </Suspense>
          ) : (
            <SlidePanel
              slide={slide}
              at={state.current}
              onEditNotes={() => setPanel('notes')}
              onAutoAnimate={() => setPanel('autoAnimate')}
              onBackground={() => setPanel('background')}
              onSettings={() => setPanel('slideSettings')}
              notesDock={notesDock.available ? notesDock : null}
            />
          )}
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
            />
          </Suspense>
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
            current={state.current}
            onContextMenu={(e) => openMenu(e, 'slide')}
          />
        </div>
      </div>
      {menu && <ContextMenu kind={menu.kind} x={menu.x} y={menu.y} onClose={closeMenu} />}
      <Suspense fallback={null}>
        {panel === 'shortcuts' && <ShortcutHelp onClose={() => setPanel(null)} />}
        {snippet && (
          <SnippetPrompt
            snippet={snippet}
            onInsert={(values) => {
              setSnippet(null);
              insertSnippet(snippet, values);
            }}
            onClose={() => setSnippet(null)}
          />
        )}
        {panel === 'notes' && (
          <SpeakerNotesPrompt
            initial={slide.notes ?? ''}
            onSave={(notes) => void api.run('setNotes', notes)}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'autoAnimate' && (
          <AutoAnimatePrompt
            initial={slideAutoAnimate(slide)}
            onSave={(settings) => void api.run('setAutoAnimate', settings)}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'share' && (
          <ShareDialog
            deck={deck}
            onClose={() => setPanel(null)}
            onPublished={(published) => setDeck({ ...deck, ...published })}
          />
        )}
        {panel === 'export' && <ExportDialog deck={deck} onClose={() => setPanel(null)} />}
        {panel === 'import' && (
          <ImportDialog
            into={deck}
            onClose={() => setPanel(null)}
            // The editor starts again on the imported content; this page's copy is no longer the deck's.
            onImported={() => {
              saving.abandon();
              window.location.reload();
            }}
          />
        )}
        {panel === 'crop' && selected?.type === 'image' && (
          <ImageCropper
            block={selected}
            onSave={(crop, size) => void api.run('updateBlock', { id: selected.id, change: { crop, ...size } })}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'background' && <BackgroundPrompt slide={slide} onClose={() => setPanel(null)} />}
        {panel === 'slideSettings' && (
          <SlideSettingsPrompt slide={slide} deck={state.deck} confirm={confirm} onClose={() => setPanel(null)} />
        )}
        {panel === 'slideHtml' && (
          <SlideHtmlEditor
            deckId={deck.id}
            slide={slide}
            onSave={(edited) => void api.run('replaceSlide', { slideId: slide.id, slide: edited })}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'revisions' && (
          <RevisionViewer
            deck={deck}
            currentSlideId={slide.id}
            slideExists={(id) => findSlide(store.state.deck, id) !== null}
            onRestoreSlide={(restored, how) =>
              void (how === 'replace'
                ? api.run('replaceSlide', {
                    slideId: restored.id,
                    slide: restored,
                    notice: slideMarkupMessages.restored,
                  })
                : api.run('addRestoredSlide', restored))
            }
            onDeckRestored={() => {
              saving.abandon();
              window.location.reload();
            }}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'settings' && (
          <DeckSettingsDialog
            deck={deck}
            onClose={() => setPanel(null)}
            onSaved={(saved) => {
              setDeck(saved);
              if (saved.slug !== deck.slug)
                void navigate({
                  to: '/$username/$slugOrId/edit',
                  params: { username: saved.user.username, slugOrId: saved.slug },
                  replace: true,
                });
            }}
          />
        )}
        {panel === 'image' && (
          <MediaLibrary
            mode={{
              type: 'select',
              only: 'Image',
              onSelect: (choice) =>
                void imageSize(choice.url).then((size) =>
                  api.run('addImage', {
                    src: choice.url,
                    mediaId: choice.media?.id ?? null,
                    alt: choice.label,
                    ...size,
                  }),
                ),
            }}
            onClose={() => setPanel(null)}
          />
        )}
      </Suspense>
      {saving.status === 'conflict' && !conflictIgnored && (
        <NewerVersionDialog
          onIgnore={() => setConflictIgnored(true)}
          onReload={() => {
            saving.abandon();
            window.location.reload();
          }}
        />
      )}
      {confirmDialog}
    </EditorApiProvider>
  );
}
