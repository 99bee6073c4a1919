import {
  IFRAME_DEFAULT_TITLE,
  IFRAME_SANDBOX,
  type AudioBlock,
  type IframeBlock,
  type VideoBlock,
} from '@lectern/deck-format';

/**
 * Iframe, video and audio blocks on the canvas, in the element shape of the saved markup. Nothing
 * plays while editing (no autoplay) and the canvas keeps the pointer: the page or player inside
 * is shown, not used. A block without a source yet shows what it is waiting for.
 */
export function MediaBlockContent({ block }: { block: IframeBlock | VideoBlock | AudioBlock }) {
  if (block.src === '')
    return (
      <div className="sl-block-content editor-media-empty">
        {block.type === 'iframe'
          ? 'Iframe: add an address'
          : `${block.type === 'video' ? 'Video' : 'Audio'}: add a source`}
      </div>
    );
  switch (block.type) {
    case 'iframe':
      return (
        <div className="sl-block-content">
          <iframe
            src={block.src}
            sandbox={IFRAME_SANDBOX}
            referrerPolicy="no-referrer"
            title={block.title || IFRAME_DEFAULT_TITLE}
            tabIndex={-1}
          />
        </div>
      );
    case 'video':
      return (
        <div className="sl-block-content">
          <video src={block.src} controls={block.controls} loop={block.loop} muted preload="metadata" tabIndex={-1} />
        </div>
      );
    case 'audio':
      return (
        <div className="sl-block-content">
          <audio src={block.src} controls={block.controls} loop={block.loop} preload="metadata" tabIndex={-1} />
        </div>
      );
  }
}
