/** The cookie that remembers the cookie banner was seen (spec/000 §9: a 365-day cookie). */
export const COOKIE_NOTICE_COOKIE = 'lectern_cookie_notice';

export const cookieNoticeSeen = (): boolean =>
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${COOKIE_NOTICE_COOKIE}=`));
