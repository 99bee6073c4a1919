import { Link } from '@tanstack/react-router';
import { localFlag } from '../app/local-flag';
import { PROMOTION } from './promotion';
import './banners.css';

/** Set once the running promotion was dismissed in this browser. */
export const promotionDismissal = localFlag(`lectern.promotion.${PROMOTION.id}`);

/** The promotional message for signed-in free users (spec/000 §6): shown until dismissed, remembered in this browser. */
export function PromotionBanner({ onClose }: { onClose: () => void }) {
  return (
    <section className="site-banner site-banner--promotion" aria-label="Promotion">
      <p className="site-banner__text">
        Go Pro for private decks, private links and custom CSS. <Link to="/pricing">See plans</Link>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          promotionDismissal.set();
          onClose();
        }}
      >
        Dismiss
      </button>
    </section>
  );
}
