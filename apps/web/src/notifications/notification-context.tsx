import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Notification, NotificationCenter, NotifyOptions } from './notification-center';

const NotificationContext = createContext<NotificationCenter | null>(null);

export function NotificationProvider({ center, children }: { center: NotificationCenter; children: ReactNode }) {
  return <NotificationContext value={center}>{children}</NotificationContext>;
}

export function useNotificationCenter(): NotificationCenter {
  const center = use(NotificationContext);
  if (!center) throw new Error('useNotificationCenter needs a NotificationProvider above it.');
  return center;
}

/** Shows a notification; answers its id, for `close`. */
export function useNotify(): (options: NotifyOptions) => number {
  return useNotificationCenter().notify;
}

export function useNotifications(): readonly Notification[] {
  const center = useNotificationCenter();
  return useSyncExternalStore(center.subscribe, center.getSnapshot);
}
