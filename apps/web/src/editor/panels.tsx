import { lazy, Suspense, type ComponentType } from 'react';
import type { Deck as DeckRecord } from '@lectern/contracts';
import { slideAutoAnimate, type Block, type Slide } from '@lectern/deck-format';
import type { ConfirmRequest } from '../dialogs/confirm-dialog';
import type { EditorApi } from './editor-context';
import { currentSlide, type EditorState } from './model/editor-state';

/** What a panel may read and do: the deck record, the slide shown, the editing state, the store's actions, saving. */
export interface PanelContext {
  readonly deck: DeckRecord;
  /** The deck record changed (settings, publishing, its address). */
  readonly onDeckChange: (deck: DeckRecord) => void;
  readonly state: EditorState;
  readonly slide: Slide;
  /** The one selected block, if one is. */
  readonly selected: Block | undefined;
  readonly api: EditorApi;
  /** Whether the deck as it is now has a slide with this id. */
  readonly hasSlide: (id: string) => boolean;
  readonly confirm: (request: ConfirmRequest) => Promise<boolean>;
  /** Drops this page's changes and opens the deck anew (an import or a restored revision replaced it). */
  readonly reload: () => void;
}

export interface PanelProps {
  readonly context: PanelContext;
  readonly onClose: () => void;
}

interface PanelEntry {
  readonly Component: ComponentType<PanelProps>;
  /** The deck is saved before the panel opens: it works on the server's copy (export, import). */
  readonly saveFirst?: true;
}

/** A panel loaded when it is first opened: none is needed to show the first slide. */
const panel = (load: () => Promise<ComponentType<PanelProps>>, saveFirst?: true): PanelEntry => ({
  Component: lazy(() => load().then((Component) => ({ default: Component }))),
  ...(saveFirst && { saveFirst }),
});

/** The natural size of an image, for placing it with its proportions. */
const imageSize = (src: string) =>
  new Promise<{ width: number; height: number }>((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth || 400, height: image.naturalHeight || 300 });
    image.onerror = () => resolve({ width: 400, height: 300 });
    image.src = src;
  });

/**
 * Every dialog and prompt the editor opens, by id: the toolbar, the slide panel, the inspector and
 * actions (`EditorRequest` 'panel') open one by its id, and the screen draws whichever is open.
 * Adding a panel is adding an entry here.
 */
export const panels = {
  shortcuts: panel(() =>
    import('./shortcut-help').then(({ ShortcutHelp }) => ({ onClose }: PanelProps) => (
      <ShortcutHelp onClose={onClose} />
    )),
  ),
  notes: panel(() =>
    import('../deck-settings').then(({ SpeakerNotesPrompt }) => ({ context, onClose }: PanelProps) => (
      <SpeakerNotesPrompt
        initial={context.slide.notes ?? ''}
        onSave={(notes) => void context.api.run('setNotes', notes)}
        onClose={onClose}
      />
    )),
  ),
  autoAnimate: panel(() =>
    import('./auto-animate-prompt').then(({ AutoAnimatePrompt }) => ({ context, onClose }: PanelProps) => (
      <AutoAnimatePrompt
        initial={slideAutoAnimate(context.slide)}
        onSave={(settings) => void context.api.run('setAutoAnimate', settings)}
        onClose={onClose}
      />
    )),
  ),
  background: panel(() =>
    import('./slide-settings/background-prompt').then(({ BackgroundPrompt }) => ({ context, onClose }: PanelProps) => (
      <BackgroundPrompt slide={context.slide} onClose={onClose} />
    )),
  ),
  slideSettings: panel(() =>
    import('./slide-settings/slide-settings-prompt').then(
      ({ SlideSettingsPrompt }) =>
        ({ context, onClose }: PanelProps) => (
          <SlideSettingsPrompt
            slide={context.slide}
            deck={context.state.deck}
            confirm={context.confirm}
            onClose={onClose}
          />
        ),
    ),
  ),
  crop: panel(() =>
    import('./cropper/image-cropper').then(({ ImageCropper }) => ({ context, onClose }: PanelProps) => {
      const block = context.selected;
      if (block?.type !== 'image') return null;
      return (
        <ImageCropper
          block={block}
          onSave={(crop, size) => void context.api.run('updateBlock', { id: block.id, change: { crop, ...size } })}
          onClose={onClose}
        />
      );
    }),
  ),
  slideHtml: panel(() =>
    import('./html-editor/slide-html-editor').then(({ SlideHtmlEditor }) => ({ context, onClose }: PanelProps) => (
      <SlideHtmlEditor
        deckId={context.deck.id}
        slide={context.slide}
        onSave={(edited) => void context.api.run('replaceSlide', { slideId: context.slide.id, slide: edited })}
        onClose={onClose}
      />
    )),
  ),
  revisions: panel(() =>
    import('../revisions/revision-viewer').then(({ RevisionViewer }) => ({ context, onClose }: PanelProps) => (
      <RevisionViewer
        deck={context.deck}
        currentSlideId={context.slide.id}
        slideExists={context.hasSlide}
        onRestoreSlide={(restored, how) =>
          void (how === 'replace'
            ? context.api.run('replaceSlide', { slideId: restored.id, slide: restored, restored: true })
            : context.api.run('addSlideAfter', { slide: restored, restored: true }))
        }
        onDeckRestored={context.reload}
        onClose={onClose}
      />
    )),
  ),
  settings: panel(() =>
    import('../deck-settings').then(({ DeckSettingsDialog }) => ({ context, onClose }: PanelProps) => (
      <DeckSettingsDialog deck={context.deck} onClose={onClose} onSaved={context.onDeckChange} />
    )),
  ),
  share: panel(() =>
    import('../share').then(({ ShareDialog }) => ({ context, onClose }: PanelProps) => (
      <ShareDialog
        deck={context.deck}
        onClose={onClose}
        onPublished={(published) => context.onDeckChange({ ...context.deck, ...published })}
      />
    )),
  ),
  export: panel(
    () =>
      import('../exports/export-dialog').then(({ ExportDialog }) => ({ context, onClose }: PanelProps) => (
        <ExportDialog deck={context.deck} onClose={onClose} />
      )),
    true,
  ),
  import: panel(
    () =>
      import('../exports/import-dialog').then(({ ImportDialog }) => ({ context, onClose }: PanelProps) => (
        // The editor starts again on the imported content; this page's copy is no longer the deck's.
        <ImportDialog into={context.deck} onClose={onClose} onImported={context.reload} />
      )),
    true,
  ),
  // Saved first: its deck pages show the server's copy of one's decks, this one included, and
  // publishing one of them leaves for that deck's editor.
  templates: panel(
    () =>
      import('../templates/template-browser').then(({ TemplateBrowser }) => ({ context, onClose }: PanelProps) => (
        <TemplateBrowser
          currentSlide={() => Promise.resolve(context.slide)}
          look={context.deck}
          themeId={context.deck.theme_id}
          onInsert={(slide) => void context.api.run('addSlideAfter', { slide })}
          onClose={onClose}
          openWindow={{
            username: context.deck.user.username,
            slug: context.deck.slug,
            // The editor takes the window's slides messages until it closes (decision 0076).
            onOpened: (opened) =>
              void import('../templates/template-window-bridge').then(({ bridgeTemplateWindow }) =>
                bridgeTemplateWindow(opened, {
                  currentSlide: () => currentSlide(context.api.store.state),
                  onInsert: (slide) => void context.api.run('addSlideAfter', { slide }),
                }),
              ),
          }}
        />
      )),
    true,
  ),
  image: panel(() =>
    import('../media-library/media-library').then(({ MediaLibrary }) => ({ context, onClose }: PanelProps) => (
      <MediaLibrary
        mode={{
          type: 'select',
          only: 'Image',
          onSelect: (choice) =>
            void imageSize(choice.url).then((size) =>
              context.api.run('addImage', {
                src: choice.url,
                mediaId: choice.media?.id ?? null,
                alt: choice.label,
                ...size,
              }),
            ),
        }}
        onClose={onClose}
      />
    )),
  ),
} satisfies Record<string, PanelEntry>;

export type PanelId = keyof typeof panels;

/** The open panel, drawn once its code is there. */
export function OpenPanel({ id, context, onClose }: { id: PanelId } & PanelProps) {
  const { Component } = panels[id];
  return (
    <Suspense fallback={null}>
      <Component context={context} onClose={onClose} />
    </Suspense>
  );
}
