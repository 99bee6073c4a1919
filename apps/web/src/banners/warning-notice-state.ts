import { localFlag } from '../app/local-flag';

/** The warning notice's id (spec/001 §9), which its dismissal is remembered by. */
export const WARNING_NOTICE_ID = 23;

/** Set once the warning notice was dismissed in this browser. */
export const warningNoticeDismissal = localFlag(`lectern.warning-notice.${WARNING_NOTICE_ID}`);

/** The operator's warning notice, which the server names in the page's `warning-notice` meta tag; none unless set. */
export const configuredWarningNotice = (): string | undefined =>
  document.querySelector<HTMLMetaElement>('meta[name="warning-notice"]')?.content.trim() || undefined;
