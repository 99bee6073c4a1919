import { COMMENT_DATE_AFTER_MS } from './timings';

/** spec/001 §9: the time of a comment, with its date only when it is older than a day. */
export function commentTime(at: string, now: number, locale?: string): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (now - date.getTime() <= COMMENT_DATE_AFTER_MS) return time;
  return `${date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })} ${time}`;
}
