import type { CSSProperties, FocusEvent } from 'react';
import { NOTIFICATION_FADE_MS } from '../ui/constants';
import { useNotificationCenter, useNotifications } from './notification-context';

// The fade length reaches the stylesheet as a custom property (set through the CSSOM, which
// the Content-Security-Policy allows); the stylesheet falls back to the same value.
const fadeStyle = { '--notification-fade': `${NOTIFICATION_FADE_MS}ms` } as CSSProperties;

/** The notification stack, in a polite live region. Pointing at it or focusing it holds it. */
export function NotificationRegion() {
  const center = useNotificationCenter();
  const notifications = useNotifications();

  const releaseWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) center.release();
  };

  return (
    <section
      className="notifications"
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      style={fadeStyle}
      onPointerEnter={center.hold}
      onPointerLeave={center.release}
      onFocus={center.hold}
      onBlur={releaseWhenFocusLeaves}
    >
      {notifications.map((notification) => (
        <div
          key={notification.id}
          className={`notification notification--${notification.type}`}
          data-phase={notification.phase}
          aria-hidden={notification.phase === 'hiding' || undefined}
          inert={notification.phase === 'hiding'}
        >
          <p className="notification__message">{notification.message}</p>
          <button
            type="button"
            className="notification__close"
            aria-label="Dismiss notification"
            onClick={() => center.close(notification.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
