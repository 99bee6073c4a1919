import { Link } from '@tanstack/react-router';
import { HOME_LEAD, SITE_DESCRIPTION, SITE_NAME } from '@lectern/site-content';
import { useDocumentTitle } from '../routing/use-document-title';
import { useSession } from '../session/session-context';
import { LatestChange } from './latest-change';
import { Marquee } from './marquee';
import { PromotionSteps } from './promotion-steps';
import { useHomeScrollDepth } from './use-home-scroll-depth';
import './home.css';

/** The home page: the pitch, the marquee deck, what is new, and the promotion steps. The server paints the same markup. */
export function HomeScreen() {
  useDocumentTitle();
  useHomeScrollDepth();
  const session = useSession();
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero__text">
          <h1 className="home-hero__title">{SITE_NAME}</h1>
          <p className="home-hero__lead">{SITE_DESCRIPTION}</p>
          <p className="home-hero__detail">{HOME_LEAD}</p>
          <div className="home-hero__actions">
            {session === 'signed-out' && (
              <>
                <Link to="/users/sign_up" className="button button--primary button--large">
                  Sign up
                </Link>
                <Link to="/explore" className="button button--large">
                  Explore decks
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
        <Marquee />
      </section>
      <LatestChange />
      <PromotionSteps />
    </div>
  );
}
