import { NOTIFICATION_DESTROY_DELAY_MS, NOTIFICATION_DURATION_MS } from '../ui/constants';
import { releasedNotificationDuration } from './notification-duration';
import type { NotificationType } from './notification-type';

export interface NotifyOptions {
  message: string;
  /** Defaults to neutral. */
  type?: NotificationType;
  /** Milliseconds until it hides; defaults to NOTIFICATION_DURATION_MS. */
  duration?: number;
  /** Stays until it is closed. */
  persistent?: boolean;
}

export interface Notification {
  readonly id: number;
  readonly message: string;
  readonly type: NotificationType;
  readonly persistent: boolean;
  /** `shown`, then `hiding` (fading out) until it is destroyed. */
  readonly phase: 'shown' | 'hiding';
}

/**
 * The notification stack, as plain state with timers and no DOM: a notification is shown,
 * hides after its duration and is destroyed NOTIFICATION_DESTROY_DELAY_MS later; persistent ones
 * stay until closed. While the stack is held (pointer or focus on it) nothing hides; on release
 * each one hides after a delay that grows with its position. A notification equal to the last
 * one replaces it instead of stacking.
 */
export class NotificationCenter {
  #notifications: readonly Notification[] = [];
  readonly #timers = new Map<number, ReturnType<typeof setTimeout>>();
  readonly #listeners = new Set<() => void>();
  #held = false;
  #nextId = 1;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly Notification[] => this.#notifications;

  readonly notify = (options: NotifyOptions): number => {
    const notification: Notification = {
      id: this.#nextId++,
      message: options.message,
      type: options.type ?? 'neutral',
      persistent: options.persistent ?? false,
      phase: 'shown',
    };
    const last = this.#notifications.at(-1);
    const others =
      last && last.message === notification.message && last.type === notification.type
        ? this.#without(last.id)
        : this.#notifications;
    this.#notifications = [...others, notification];
    if (!notification.persistent && !this.#held) {
      this.#schedule(notification.id, options.duration ?? NOTIFICATION_DURATION_MS, () => this.#hide(notification.id));
    }
    this.#emit();
    return notification.id;
  };

  readonly close = (id: number): void => {
    this.#hide(id);
  };

  /** Keeps every shown notification on screen until release(). */
  readonly hold = (): void => {
    if (this.#held) return;
    this.#held = true;
    for (const notification of this.#notifications) {
      if (notification.phase === 'shown') this.#cancel(notification.id);
    }
  };

  readonly release = (): void => {
    if (!this.#held) return;
    this.#held = false;
    const waiting = this.#notifications.filter((n) => n.phase === 'shown' && !n.persistent);
    waiting.forEach((notification, position) =>
      this.#schedule(notification.id, releasedNotificationDuration(position), () => this.#hide(notification.id)),
    );
  };

  #hide(id: number): void {
    const target = this.#notifications.find((n) => n.id === id);
    if (!target || target.phase === 'hiding') return;
    this.#notifications = this.#notifications.map((n) => (n.id === id ? { ...n, phase: 'hiding' } : n));
    this.#schedule(id, NOTIFICATION_DESTROY_DELAY_MS, () => this.#destroy(id));
    this.#emit();
  }

  #destroy(id: number): void {
    this.#notifications = this.#without(id);
    this.#emit();
  }

  #without(id: number): readonly Notification[] {
    this.#cancel(id);
    return this.#notifications.filter((n) => n.id !== id);
  }

  #schedule(id: number, delay: number, run: () => void): void {
    this.#cancel(id);
    this.#timers.set(
      id,
      setTimeout(() => {
        this.#timers.delete(id);
        run();
      }, delay),
    );
  }

  #cancel(id: number): void {
    clearTimeout(this.#timers.get(id));
    this.#timers.delete(id);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
