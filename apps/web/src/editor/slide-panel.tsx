import { slideAutoAnimate, type Slide } from '@lectern/deck-format';
import { isHidden } from './model/deck-ops';
import { slideLabel, type SlideRef } from './model/slide-ref';
import type { PanelId } from './panels';

/** What the side panel shows when no block is selected: the slide's state and its speaker notes. */
export function SlidePanel({
  slide,
  at,
  openPanel,
  notesDock,
}: {
  slide: Slide;
  at: SlideRef;
  /** Opens the slide's prompts: notes, auto-animate, background, slide settings. */
  openPanel: (id: PanelId) => void;
  /** The docked notes' switch, on editors that may dock them. */
  notesDock: { docked: boolean; toggle: () => void } | null;
}) {
  return (
    <aside className="editor-inspector" aria-label="Slide properties">
      <h2 className="editor-inspector__title">{slideLabel(at)}</h2>
      <p className="editor-inspector__note">{isHidden(slide) ? 'Hidden when presenting' : 'Visible when presenting'}</p>
      <div className="editor-inspector__buttons">
        <button type="button" className="button button--small" onClick={() => openPanel('background')}>
          Background
        </button>
        <button type="button" className="button button--small" onClick={() => openPanel('slideSettings')}>
          Slide settings
        </button>
      </div>
      <h3 className="editor-inspector__subtitle">Speaker notes</h3>
      {slide.notes ? (
        <p className="editor-inspector__notes">{slide.notes}</p>
      ) : (
        <p className="editor-inspector__note">No notes for this slide.</p>
      )}
      <div className="editor-inspector__buttons">
        <button type="button" className="button button--small" onClick={() => openPanel('notes')}>
          {slide.notes ? 'Edit notes' : 'Add notes'}
        </button>
        {notesDock && (
          <button
            type="button"
            className="button button--small"
            aria-pressed={notesDock.docked}
            onClick={notesDock.toggle}
          >
            Dock notes
          </button>
        )}
      </div>
      <h3 className="editor-inspector__subtitle">Auto-Animate</h3>
      <p className="editor-inspector__note">{slideAutoAnimate(slide) ? 'On' : 'Off'}</p>
      <button type="button" className="button button--small" onClick={() => openPanel('autoAnimate')}>
        Auto-Animate
      </button>
    </aside>
  );
}
