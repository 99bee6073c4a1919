/** spec/001 §9: the share dialog's timings and sizes, in one place (its widths, 560 and 800, are in share-dialog.css). */
/** A private link's settings save this long after the last change. */
export const LINK_AUTOSAVE_MS = 1000;
/** The embed whitelist saves this long after the last keystroke. */
export const EMBED_WHITELIST_DEBOUNCE_MS = 1500;
export const DEFAULT_EMBED_SIZE = { width: 576, height: 420 } as const;
/** An embed size field holds at most this many characters. */
export const EMBED_SIZE_MAX_CHARACTERS = 4;
/** 'Email sent!' stays this long. */
export const EMAIL_SENT_NOTICE_MS = 3000;

/** spec/001 §8: the dialog's messages, verbatim. */
export const SHARE_MESSAGES = {
  published: 'Published successfully',
  embedCopied: 'Copied embed code to clipboard!',
  whitelistSaved: 'Embed restriction saved',
  whitelistFailed: 'Failed to save embed restriction',
  linkSaved: 'Link changes saved',
  linkFailed: 'Unable to save link settings.',
  emailSent: 'Email sent!',
  emailFailed: 'Failed to send email',
  signedOut: "It looks like you're no longer signed in to Slides. Please open a new tab and sign in.",
} as const;
