import { useCallback, useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { COOKIE_BANNER_DISMISS_AFTER_MS, COOKIE_BANNER_DISMISS_SCROLL_PX, COOKIE_CONSENT_DAYS } from './constants';
import { COOKIE_NOTICE_COOKIE } from './cookie-consent';
import './banners.css';

function rememberCookieNoticeSeen(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NOTICE_COOKIE}=seen; Max-Age=${COOKIE_CONSENT_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The cookie banner (spec/000 §6, §9; spec/002 §2): it goes, remembered for 365 days, when the
 * visitor presses Got it, scrolls the page beyond 100 px or after 5 s.
 */
export function CookieBanner({ onClose }: { onClose: () => void }) {
  const dismiss = useCallback(() => {
    rememberCookieNoticeSeen();
    onClose();
  }, [onClose]);
  useEffect(() => {
    const timer = window.setTimeout(dismiss, COOKIE_BANNER_DISMISS_AFTER_MS);
    const onScroll = () => {
      if (window.scrollY > COOKIE_BANNER_DISMISS_SCROLL_PX) dismiss();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [dismiss]);

  return (
    <section className="site-banner site-banner--cookies" aria-label="Cookie notice">
      <p className="site-banner__text">
        Lectern uses cookies to keep you signed in and to remember your choices.{' '}
        <Link to="/security/cookies">Learn more</Link>
      </p>
      <button type="button" className="button button--primary" onClick={dismiss}>
        Got it
      </button>
    </section>
  );
}
