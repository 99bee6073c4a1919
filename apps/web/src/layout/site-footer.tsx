import { Link } from '@tanstack/react-router';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../ui/product';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__about">
          <strong>{PRODUCT_NAME}</strong> · {PRODUCT_DESCRIPTION}
        </p>
        <nav className="site-footer__nav" aria-label="Footer">
          <Link to="/about" className="nav-link">
            About
          </Link>
          <Link to="/changelog" className="nav-link">
            Changelog
          </Link>
          <Link to="/security/cookies" className="nav-link">
            Cookies
          </Link>
        </nav>
      </div>
    </footer>
  );
}
