import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../notifications/notification-context';
import { Icon } from './icons';
import { previewSize } from './preview-size';
import { libraryTexts } from './texts';
import type { MediaType } from './upload-rules';

export interface PreviewTarget {
  type: MediaType;
  url: string;
  label: string;
}

/**
 * The media preview (spec/001 §2): the image or the playing video in a 640x360 frame, smaller in a
 * small window. Media that cannot be loaded says 'Unable to load preview' and the preview closes.
 */
export function MediaPreview({ target, onClose }: { target: PreviewTarget; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const notify = useNotify();
  const [size] = useState(() => previewSize({ width: window.innerWidth, height: window.innerHeight }));

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const failed = () => {
    notify({ type: 'negative', message: libraryTexts.previewFailed });
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="media-preview"
      aria-label={`Preview of ${target.label}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="media-preview__frame" style={{ width: size.width, height: size.height }}>
        {target.type === 'Video' ? (
          <video className="media-preview__media" src={target.url} controls autoPlay playsInline onError={failed} />
        ) : target.type === 'Audio' ? (
          <audio className="media-preview__media" src={target.url} controls autoPlay onError={failed} />
        ) : (
          <img className="media-preview__media" src={target.url} alt={target.label} onError={failed} />
        )}
      </div>
      <div className="media-preview__bar">
        <span className="media-preview__label">{target.label}</span>
        <button type="button" className="media-icon-button" aria-label="Close preview" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
    </dialog>
  );
}
