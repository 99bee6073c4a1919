import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../routing/use-document-title';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <section className="screen screen--message">
      <p className="screen__eyebrow">404</p>
      <h1 className="screen__title">Page not found</h1>
      <p className="screen__text">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="button button--primary">
        Go to the home page
      </Link>
    </section>
  );
}
