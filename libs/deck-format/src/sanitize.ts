import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  DROPPED_ATTRIBUTES,
  DROPPED_WITH_CONTENT,
  FRAME_TAGS,
  PLAYABLE_TAGS,
  SLIDE_VALUE_RULES,
  URL_ATTRIBUTES,
} from './sanitizer/allowlist.js';
import { isSafeUrl, type UrlKind } from './sanitizer/safe-url.js';
import { keptSlides } from './kept-slides.js';
import { markupLimitProblem } from './markup-limits.js';
import { parse } from './parse.js';
import { slideCount } from './slide-indices.js';
import { IFRAME_REFERRER_POLICY, IFRAME_SANDBOX } from './blocks/iframe.js';

type Attribs = sanitizeHtml.Attributes;

const MEDIA_FILE_ID = /\/media-files\/([0-9a-f-]{36})\//gi;

/** The media a markup names by its file addresses (`/media-files/<id>/…`). */
export function mediaIdsIn(markup: string): string[] {
  return [...new Set([...markup.matchAll(MEDIA_FILE_ID)].map((match) => match[1]!.toLowerCase()))];
}

export interface SanitizeOptions {
  /** Whether the deck may show this media; attributes naming any other are dropped. All are kept when absent. */
  keepsMedia?: (mediaId: string) => boolean;
}

/** Drops every attribute naming media the deck may not show. */
function withoutForeignMedia(attribs: Attribs, { keepsMedia }: SanitizeOptions): Attribs {
  if (!keepsMedia) return attribs;
  return Object.fromEntries(Object.entries(attribs).filter(([, value]) => mediaIdsIn(value).every(keepsMedia)));
}

/** Frames load only `frame` URLs; video and audio play only `playable` ones (their posters are images). */
function urlKindOn(tagName: string, name: string, kind: UrlKind): UrlKind {
  if (FRAME_TAGS.includes(tagName)) return 'frame';
  return PLAYABLE_TAGS.includes(tagName) && name !== 'poster' ? 'playable' : kind;
}

/**
 * Drops every URL attribute whose URL is not allowed for it, every slide setting whose value is
 * not of its kind, and the attributes never kept.
 */
function withSafeUrls(tagName: string, attribs: Attribs): Attribs {
  return Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => {
      if (DROPPED_ATTRIBUTES.includes(name)) return false;
      const rule = Object.hasOwn(SLIDE_VALUE_RULES, name) ? SLIDE_VALUE_RULES[name] : undefined;
      if (rule && !rule.test(value)) return false;
      const kind = Object.hasOwn(URL_ATTRIBUTES, name) ? URL_ATTRIBUTES[name] : undefined;
      if (!kind || (name === 'data-preview-link' && value === '')) return true;
      return isSafeUrl(value, urlKindOn(tagName, name, kind));
    }),
  );
}

/** Links that open a new window can not reach back to the deck's page. */
function withSafeTarget(attribs: Attribs): Attribs {
  if (attribs['target'] !== '_blank') return attribs;
  const rel = (attribs['rel'] ?? '').split(/\s+/).filter(Boolean);
  const missing = ['noopener', 'noreferrer'].filter((token) => !rel.includes(token));
  return missing.length === 0 ? attribs : { ...attribs, rel: [...rel, ...missing].join(' ') };
}

/**
 * Cleans slide markup before it is stored: an allowlist of elements and attributes, no
 * scripts or event handlers, links and media only to http(s) or this site (images also as
 * raster `data:` URLs), iframes only over https and always sandboxed, inline styles limited to
 * layout and type properties without url() or expressions, and the SVG subset blocks draw with.
 * Markup written by `serialize` comes back unchanged. Call it only on markup within the limits
 * (`markupLimitProblem`): its cost grows faster than the input for deeply nested shapes.
 */
export function sanitizeDeckMarkup(markup: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(markup, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'poster'],
    allowProtocolRelative: false,
    allowedStyles: ALLOWED_STYLES,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    // A table block's `<col />`s are void elements, written as `serialize` writes them.
    selfClosing: [...(sanitizeHtml.defaults.selfClosing ?? []), 'col'],
    transformTags: {
      // What an iframe holds is never shown; dropping it keeps cleaning idempotent.
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, sandbox: IFRAME_SANDBOX, referrerpolicy: IFRAME_REFERRER_POLICY },
        text: '',
      }),
      a: (tagName, attribs) => ({ tagName, attribs: withoutForeignMedia(withSafeTarget(attribs), options) }),
      '*': (tagName, attribs) => ({ tagName, attribs: withoutForeignMedia(withSafeUrls(tagName, attribs), options) }),
    },
  });
}

/**
 * What cleaning markup gave: its cleaned form and how many slides that shows (as the decks read
 * model counts them), or the limit it is past (then no tree was built).
 */
export type MarkupCleaning = { data: string; slides: number } | { problem: string };

/** How many slides stored markup shows; none for markup past the limits, which is not parsed. */
export const storedSlideCount = (markup: string): number =>
  markupLimitProblem(markup) === null ? slideCount(parse(markup)) : 0;

export interface CleanDeckOptions extends SanitizeOptions {
  /**
   * What the deck's markup was cleaned to before (its last save): the slides the markup starts and
   * ends with unchanged from it are kept as they were cleaned, and only the rest is cleaned.
   */
  cleanedBefore?: string;
}

/**
 * The limits first, in one linear pass, then cleaning, then the cleaned markup's slide count:
 * what a content save does with its markup, and all of it the save's answer needs.
 */
export function cleanDeckMarkup(markup: string, options: CleanDeckOptions = {}): MarkupCleaning {
  const problem = markupLimitProblem(markup);
  if (problem !== null) return { problem };
  const data = cleanChangedSlides(markup, options);
  return { data, slides: storedSlideCount(data) };
}

/**
 * Cleaning what changed since `cleanedBefore`: a save that edits one slide of many cleans that
 * slide. Kept slides must name only media the deck may show still; else all of it is cleaned.
 */
function cleanChangedSlides(markup: string, options: CleanDeckOptions): string {
  const kept = options.cleanedBefore === undefined ? null : keptSlides(markup, options.cleanedBefore);
  const keepsMedia = options.keepsMedia;
  if (!kept || (keepsMedia && !mediaIdsIn(kept.head + kept.tail).every(keepsMedia)))
    return sanitizeDeckMarkup(markup, options);
  return kept.head + sanitizeDeckMarkup(kept.changed, options) + kept.tail;
}

export { withoutBackgroundVideo } from './background-video.js';
export { sanitizerRemovals } from './sanitize-report.js';
