const META_SELECTOR = 'meta[name="csrf-token"]';

/** The anti-forgery token of the current session: the server puts it in the page as a meta tag. */
export function csrfToken(): string | null {
  return document.querySelector<HTMLMetaElement>(META_SELECTOR)?.content || null;
}

/** Keeps a new session's token (after sign-in, sign-up, password reset or an account edit) for the next call. */
export function storeCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>(META_SELECTOR);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = token;
}
