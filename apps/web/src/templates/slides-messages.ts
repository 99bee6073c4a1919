import { parse, type Slide } from '@lectern/deck-format';
import { MARKUP_MAX_LENGTH } from '@lectern/deck-format/constants';
import { SLIDE_TEMPLATE_HTML_MAX_LENGTH } from '@lectern/domain';

/**
 * The cross-window messages between the editor and a template browser in another window (spec/002
 * §7: "a slides namespace with events publish-current-slide-html and insert-slide"; decision 0076):
 *
 * - `{namespace: 'slides', type: 'insert-slide', html}`, browser to editor: insert this slide after
 *   the current one, as choosing a template in the editor's own browser does;
 * - `{namespace: 'slides', type: 'publish-current-slide-html'}`, browser to editor: which slide is
 *   to be published (saved as a template)?
 * - `{namespace: 'slides', type: 'publish-current-slide-html', html}`, editor to browser: the
 *   markup of the slide the editor shows, the answer.
 *
 * Either side takes a message only from the window it talks to and from this origin
 * (`acceptSlidesMessage`), and only in this exact shape: anything else is ignored.
 */
export const SLIDES_NAMESPACE = 'slides';

export type SlidesMessage =
  | { readonly namespace: typeof SLIDES_NAMESPACE; readonly type: 'insert-slide'; readonly html: string }
  | {
      readonly namespace: typeof SLIDES_NAMESPACE;
      readonly type: 'publish-current-slide-html';
      readonly html?: string;
    };

/** The longest markup each message may carry: a template's bound, and for the slide shown, a deck's. */
const HTML_MAX_LENGTH = {
  'insert-slide': SLIDE_TEMPLATE_HTML_MAX_LENGTH,
  'publish-current-slide-html': MARKUP_MAX_LENGTH,
} as const;

const KEYS = new Set(['namespace', 'type', 'html']);

/** A message's data as one of the slides messages, or null when it is anything else. */
export function readSlidesMessage(data: unknown): SlidesMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  if (Object.getPrototypeOf(data) !== Object.prototype) return null;
  if (!Object.keys(data).every((key) => KEYS.has(key))) return null;
  const { namespace, type, html } = data as { namespace?: unknown; type?: unknown; html?: unknown };
  if (namespace !== SLIDES_NAMESPACE) return null;
  if (type !== 'insert-slide' && type !== 'publish-current-slide-html') return null;
  if (html === undefined) return type === 'publish-current-slide-html' ? { namespace, type } : null;
  if (typeof html !== 'string' || html.length > HTML_MAX_LENGTH[type]) return null;
  return { namespace, type, html };
}

/** What of a message event is checked: where it comes from and what it carries. */
export type SlidesMessageEvent = Pick<MessageEvent, 'data' | 'origin' | 'source'>;

/**
 * The event's slides message when it comes from `peer` (the window this one talks to) on `origin`
 * (this page's own), else null.
 */
export function acceptSlidesMessage(
  event: SlidesMessageEvent,
  peer: MessageEventSource | null,
  origin: string,
): SlidesMessage | null {
  if (peer === null || event.source !== peer || event.origin !== origin) return null;
  return readSlidesMessage(event.data);
}

/**
 * The one slide a message's markup holds, or null when it holds none or more than one (or cannot
 * be read). Its size is bounded by `readSlidesMessage`; the other markup limits (depth, elements,
 * attributes) are the save's, which refuses an inserted slide past them with their message: checked
 * here too, their scanner would be in the editor's first download (the deck format's barrel makes
 * any module one page uses part of the chunk every page shares).
 */
export function slideOfMessage(html: string): Slide | null {
  try {
    const { stacks } = parse(html);
    const [stack] = stacks;
    return stacks.length === 1 && stack?.slides.length === 1 ? (stack.slides[0] ?? null) : null;
  } catch {
    return null;
  }
}

export const insertSlideMessage = (html: string): SlidesMessage => ({
  namespace: SLIDES_NAMESPACE,
  type: 'insert-slide',
  html,
});

/** The browser's question (no markup) or the editor's answer (the slide's markup). */
export const publishCurrentSlideMessage = (html?: string): SlidesMessage => ({
  namespace: SLIDES_NAMESPACE,
  type: 'publish-current-slide-html',
  ...(html !== undefined && { html }),
});
