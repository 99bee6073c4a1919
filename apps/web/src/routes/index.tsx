import { createFileRoute, Link } from '@tanstack/react-router';
import { LogoMark } from '../layout/logo';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../layout/product';
import { useDocumentTitle } from '../layout/use-document-title';
import { useSession } from '../session/session-context';

export const Route = createFileRoute('/')({
  staticData: { pageType: 'home' },
  component: Home,
});

function Home() {
  useDocumentTitle();
  const session = useSession();
  return (
    <section className="hero">
      <div className="hero__text">
        <h1 className="hero__title">{PRODUCT_NAME}</h1>
        <p className="hero__lead">{PRODUCT_DESCRIPTION}</p>
        <div className="hero__actions">
          {session === 'signed-out' && (
            <>
              <Link to="/users/sign_up" className="button button--primary button--large">
                Sign up
              </Link>
              <Link to="/users/sign_in" className="button button--large">
                Sign in
              </Link>
            </>
          )}
          {session === 'signed-in' && (
            <Link to="/explore" className="button button--primary button--large">
              Explore decks
            </Link>
          )}
        </div>
      </div>
      <div className="hero__art" aria-hidden="true">
        <div className="hero__slide hero__slide--back" />
        <div className="hero__slide hero__slide--middle" />
        <div className="hero__slide hero__slide--front">
          <LogoMark className="hero__mark" />
          <span className="hero__slide-title" />
          <span className="hero__slide-line" />
          <span className="hero__slide-line hero__slide-line--short" />
        </div>
      </div>
    </section>
  );
}
