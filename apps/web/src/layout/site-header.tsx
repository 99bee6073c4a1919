import { Link } from '@tanstack/react-router';
import { AccountLinks } from './account-links';
import { LogoMark } from './logo';
import { PRODUCT_NAME } from '../ui/product';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <LogoMark className="brand__mark" />
          <span className="brand__name">{PRODUCT_NAME}</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <Link to="/explore" className="nav-link">
            Explore
          </Link>
          <Link to="/features" className="nav-link">
            Features
          </Link>
          <Link to="/pricing" className="nav-link">
            Pricing
          </Link>
          <Link to="/search" className="nav-link">
            Search
          </Link>
        </nav>
        <AccountLinks />
      </div>
    </header>
  );
}
