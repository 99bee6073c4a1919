import { useMatch } from '@tanstack/react-router';
import { useDocumentTitle } from '../routing/use-document-title';

/** The body of a screen whose feature is not built yet: its title and an honest note. */
export function ComingSoon() {
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  useDocumentTitle(title);
  return (
    <section className="screen screen--placeholder">
      <h1 className="screen__title">{title}</h1>
      <p className="screen__text">This page is coming soon.</p>
    </section>
  );
}
