import {
  EDITOR_NOTIFICATION_BASE_MS,
  EDITOR_NOTIFICATION_NEGATIVE_FACTOR,
  EDITOR_NOTIFICATION_PER_CHARACTER_MS,
  NOTIFICATION_RELEASE_BASE_MS,
  NOTIFICATION_RELEASE_STEP_MS,
} from '../ui/constants';
import type { NotificationType } from './notification-type';

/** How long an editor-style notification stays: it grows with the message, and negative ones stay longer. */
export function editorNotificationDuration(message: string, type: NotificationType): number {
  const duration = EDITOR_NOTIFICATION_BASE_MS + EDITOR_NOTIFICATION_PER_CHARACTER_MS * message.length;
  return type === 'negative' ? duration * EDITOR_NOTIFICATION_NEGATIVE_FACTOR : duration;
}

/** When a held notification hides after release, by its position in the stack (0 is the oldest). */
export function releasedNotificationDuration(position: number): number {
  return NOTIFICATION_RELEASE_BASE_MS + NOTIFICATION_RELEASE_STEP_MS * position;
}
