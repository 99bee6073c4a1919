import { useId } from 'react';
import { ModalDialog } from '../dialogs/modal-dialog';

export interface ImageToExpand {
  src: string;
  alt: string;
}

/** A page's image at full size over the page (spec/002 §2: static pages' images expand on click). */
export function ExpandedImage({ image, onClose }: { image: ImageToExpand; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog className="expanded-image" labelledBy={titleId} onDismiss={onClose}>
      <div className="expanded-image__content">
        <p id={titleId} className="visually-hidden">
          {image.alt}
        </p>
        <img className="expanded-image__image" src={image.src} alt={image.alt} />
        <button type="button" className="button expanded-image__close" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
