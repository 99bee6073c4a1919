import { useState } from 'react';
import { useDocumentTitle } from '../routing/use-document-title';
import { Icon } from './icons';
import { MediaLibrary } from './media-library';

/** The /media screen: the signed-in user's media library, open to manage it. */
export function MediaPage() {
  useDocumentTitle('Media library');
  const [open, setOpen] = useState(true);
  return (
    <section className="screen media-page">
      <h1 className="screen__title">Media library</h1>
      <p className="screen__text">Your images, videos and audio, ready for any of your decks.</p>
      <button type="button" className="button button--primary media-page__open" onClick={() => setOpen(true)}>
        <Icon name="image" />
        Open media library
      </button>
      {open && <MediaLibrary mode={{ type: 'manage' }} onClose={() => setOpen(false)} />}
    </section>
  );
}
