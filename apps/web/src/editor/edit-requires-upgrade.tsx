import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../routing/use-document-title';

/**
 * The 'edit requires upgrade' page (spec/001 §2): a private deck of an owner whose paid plan has
 * lapsed cannot be saved, because private decks need a paid plan (spec/000 §6).
 */
export function EditRequiresUpgrade({ title, username, slug }: { title: string; username: string; slug: string }) {
  useDocumentTitle('Upgrade to edit');
  return (
    <section className="screen editor-upgrade">
      <h1 className="screen__title">Upgrade to edit this deck</h1>
      <p className="screen__text">
        “{title}” is private, and private decks need a paid plan. Upgrade to keep editing it, or make it public from the
        deck page.
      </p>
      <p className="editor-upgrade__actions">
        <Link to="/account/upgrade" className="button button--primary">
          Upgrade your plan
        </Link>
        <Link to="/$username/$slugOrId" params={{ username, slugOrId: slug }} className="button">
          Back to the deck
        </Link>
      </p>
    </section>
  );
}
