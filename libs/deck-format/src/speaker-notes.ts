// Speaker notes are the presenter's: a deck that does not share them (its `share_notes` setting)
// is sent to its viewers without them.

const ASIDE_TAG = /<(\/?)aside\b([^>]*)>/gi;
const NOTES_CLASS = /\sclass="(?:[^"]*\s)?notes(?:\s[^"]*)?"/i;
const START_TAG = /<[a-z][a-z0-9-]*\b[^>]*>/gi;
const DATA_NOTES = /\sdata-notes="[^"]*"/gi;

/**
 * Stored (sanitized) deck markup without its speaker notes: every `<aside class="notes">` with
 * what it holds, and every `data-notes` attribute reveal.js reads notes from. Sanitized markup
 * escapes `<` and `>` in text and attribute values, so every match is a tag and one pass over the
 * markup does it; a notes element that never closes takes the rest of the markup with it.
 */
export function withoutSpeakerNotes(markup: string): string {
  let kept = '';
  let from = 0;
  let inNotes = 0;
  for (const match of markup.matchAll(ASIDE_TAG)) {
    const closing = match[1] === '/';
    if (inNotes > 0) {
      inNotes += closing ? -1 : 1;
      if (inNotes === 0) from = match.index + match[0].length;
    } else if (!closing && NOTES_CLASS.test(match[2]!)) {
      kept += markup.slice(from, match.index);
      inNotes = 1;
    }
  }
  if (inNotes === 0) kept += markup.slice(from);
  return kept.replace(START_TAG, (tag) => tag.replace(DATA_NOTES, ''));
}
