import { lazy, Suspense, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { SHAPE_KINDS } from '@lectern/deck-format';
import type { AlignEdge } from '../model/block-ops';
import { SHAPE_LABELS } from '../blocks/shape-labels';
import type { SaveStatus } from '../saving/save-scheduler';
import { ActionButton, ActionMenuItem } from './action-button';
import { Icon } from './icons';
import { MenuButton } from './menu-button';
import { OpenDeckMenu, type DeckTarget } from './open-deck-menu';
import { useRovingToolbar } from './use-roving-toolbar';
import type { Snippet } from '@lectern/contracts';
import type { PanelId } from '../panels';

// Only a deck whose theme has snippets shows their menu.
const SnippetsMenu = lazy(() => import('./snippets-menu').then((module) => ({ default: module.SnippetsMenu })));

const ALIGN_LABELS: Readonly<Record<AlignEdge, string>> = {
  left: 'Align left edges',
  center: 'Align centres',
  right: 'Align right edges',
  top: 'Align top edges',
  middle: 'Align middles',
  bottom: 'Align bottom edges',
};

const STATUS_TEXT: Readonly<Record<SaveStatus, string>> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  failed: 'Failed to save',
  conflict: 'Newer version available',
};

export interface EditorToolbarProps {
  title: string;
  username: string;
  slug: string;
  /** Null while the deck is edited together: it is kept in its shared document, whose state collaboration shows. */
  status: SaveStatus | null;
  onSave: () => void;
  /** Opens one of the editor's panels (the image library, notes, settings, share, import, export). */
  openPanel: (id: PanelId) => void;
  /** The deck's owner presents; other editors open it fullscreen. */
  owner: boolean;
  onOpenDeck: (target: DeckTarget) => void;
  /** The snippets of the deck's theme, offered in the Insert group when there are any. */
  snippets: readonly Snippet[];
  onSnippet: (snippet: Snippet) => void;
  /** Where collaboration puts its menu button (enable, or the panel with unread comments). */
  collaborationSlot?: (element: HTMLElement | null) => void;
}

/** The editor's top bar: history, insert, slide, arrange, notes and settings, and the save state. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { status } = props;
  const toolbar = useRef<HTMLDivElement>(null);
  const roving = useRovingToolbar(toolbar);
  return (
    <div ref={toolbar} className="editor-toolbar" role="toolbar" aria-label="Editor" onKeyDown={roving.onKeyDown}>
      <div className="editor-toolbar__group editor-toolbar__deck">
        <Link
          to="/$username/$slugOrId"
          params={{ username: props.username, slugOrId: props.slug }}
          className="editor-toolbar__back"
          aria-label="Back to the deck"
          data-tooltip="Back to the deck"
        >
          <span aria-hidden="true">‹</span>
        </Link>
        <h1 className="editor-toolbar__title">{props.title}</h1>
      </div>
      <div className="editor-toolbar__group">
        <ActionButton name="undo" icon="undo" />
        <ActionButton name="redo" icon="redo" />
      </div>
      <div className="editor-toolbar__group" role="group" aria-label="Insert">
        <ActionButton name="addText" icon="text" showLabel />
        <button type="button" className="editor-tool" data-tooltip="Image" onClick={() => props.openPanel('image')}>
          <Icon name="image" />
          <span className="editor-tool__label">Image</span>
        </button>
        <MenuButton label="Shape" icon={<Icon name="shape" />}>
          {(close) =>
            SHAPE_KINDS.map((kind) => (
              <ActionMenuItem key={kind} name="addShape" payload={kind} label={SHAPE_LABELS[kind]} onDone={close} />
            ))
          }
        </MenuButton>
        <ActionButton name="addLine" icon="line" showLabel />
        <ActionButton name="addIframe" icon="iframe" showLabel />
        <ActionButton name="addVideo" icon="video" showLabel />
        <ActionButton name="addAudio" icon="audio" showLabel />
        <ActionButton name="addTable" icon="table" showLabel />
        <ActionButton name="addCode" icon="code" showLabel />
        <ActionButton name="addMath" icon="math" showLabel />
        {props.snippets.length > 0 && (
          <Suspense fallback={null}>
            <SnippetsMenu snippets={props.snippets} onSnippet={props.onSnippet} />
          </Suspense>
        )}
      </div>
      <div className="editor-toolbar__group">
        <MenuButton label="Arrange" icon={<Icon name="arrange" />}>
          {(close) => (
            <>
              {(Object.keys(ALIGN_LABELS) as AlignEdge[]).map((edge) => (
                <ActionMenuItem key={edge} name="align" payload={edge} label={ALIGN_LABELS[edge]} onDone={close} />
              ))}
              <ActionMenuItem name="distribute" payload="horizontal" label="Distribute horizontally" onDone={close} />
              <ActionMenuItem name="distribute" payload="vertical" label="Distribute vertically" onDone={close} />
              <hr className="editor-menu__separator" />
              <ActionMenuItem name="bringToFront" onDone={close} />
              <ActionMenuItem name="bringForward" onDone={close} />
              <ActionMenuItem name="sendBackward" onDone={close} />
              <ActionMenuItem name="sendToBack" onDone={close} />
              <hr className="editor-menu__separator" />
              <ActionMenuItem name="group" onDone={close} />
              <ActionMenuItem name="ungroup" onDone={close} />
            </>
          )}
        </MenuButton>
      </div>
      <div className="editor-toolbar__group" role="group" aria-label="Slide">
        <button
          type="button"
          className="editor-tool"
          data-tooltip="Templates"
          onClick={() => props.openPanel('templates')}
        >
          <Icon name="template" />
          <span className="editor-tool__label">Templates</span>
        </button>
        <ActionButton name="duplicateSlide" icon="duplicate" />
        <ActionButton name="toggleHidden" icon="eye" />
        <ActionButton name="deleteSlide" icon="trash" />
        <button
          type="button"
          className="editor-tool"
          data-tooltip="Speaker notes"
          onClick={() => props.openPanel('notes')}
        >
          <Icon name="notes" />
          <span className="editor-tool__label">Speaker notes</span>
        </button>
        <ActionButton name="editSlideHtml" icon="code" label="Edit slide HTML" />
      </div>
      <div className="editor-toolbar__group editor-toolbar__end">
        {status && (
          <>
            <span className={`editor-save-status editor-save-status--${status}`} role="status">
              {STATUS_TEXT[status]}
            </span>
            {status === 'failed' ? (
              <button type="button" className="button button--small" onClick={props.onSave}>
                Retry
              </button>
            ) : (
              <ActionButton name="saveNow" icon="save" />
            )}
          </>
        )}
        <ActionButton name="showRevisions" icon="history" />
        <button
          type="button"
          className="editor-tool"
          data-tooltip="Deck settings"
          onClick={() => props.openPanel('settings')}
        >
          <Icon name="settings" />
          <span className="editor-tool__label">Deck settings</span>
        </button>
        <span ref={props.collaborationSlot} className="editor-toolbar__collaboration" />
        <button type="button" className="button button--small" onClick={() => props.openPanel('share')}>
          Share
        </button>
        <button type="button" className="button button--small" onClick={() => props.openPanel('import')}>
          Import
        </button>
        <button type="button" className="button button--small" onClick={() => props.openPanel('export')}>
          Export
        </button>
        <OpenDeckMenu owner={props.owner} onOpen={props.onOpenDeck} />
        <button
          type="button"
          className="button button--primary button--small"
          title="Present (Ctrl+P)"
          onClick={() => props.onOpenDeck(props.owner ? 'present' : 'fullscreen')}
        >
          Present
        </button>
      </div>
    </div>
  );
}
