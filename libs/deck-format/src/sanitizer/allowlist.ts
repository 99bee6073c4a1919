import type { UrlKind } from './safe-url.js';

const SVG_TAGS = ['svg', 'g', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path'];

/** Elements a deck may hold: text structure, media, tables, and the SVG subset blocks draw with. */
export const ALLOWED_TAGS = [
  'section',
  'aside',
  'div',
  'span',
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sup',
  'sub',
  'small',
  'mark',
  'abbr',
  'kbd',
  'q',
  'cite',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'video',
  'audio',
  'source',
  'iframe',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'figure',
  'figcaption',
  ...SVG_TAGS,
];

/**
 * SVG attributes in lower case: the server's HTML parser lower-cases names and the browser's
 * restores `viewBox` and `preserveAspectRatio` in SVG content.
 */
const SVG_ATTRIBUTES = [
  'viewbox',
  'preserveaspectratio',
  'xmlns',
  'width',
  'height',
  'x',
  'y',
  'rx',
  'ry',
  'cx',
  'cy',
  'r',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  'd',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'vector-effect',
];

export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': ['class', 'style', 'id', 'title', 'dir', 'lang', 'role', 'aria-*', 'data-*'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  video: ['src', 'poster', 'width', 'height', 'controls', 'loop', 'muted', 'autoplay', 'playsinline', 'preload'],
  audio: ['src', 'controls', 'loop', 'muted', 'autoplay', 'preload'],
  source: ['src', 'type'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'sandbox', 'referrerpolicy'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'type', 'reversed'],
  ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
};

/**
 * Attributes whose value is loaded or followed: the standard ones the allowlist keeps, and the
 * `data-*` ones reveal.js turns into sources (lazy `data-src`, slide backgrounds, previews).
 */
export const URL_ATTRIBUTES: Readonly<Record<string, UrlKind>> = {
  href: 'link',
  src: 'media',
  poster: 'media',
  'data-src': 'media',
  'data-background': 'media',
  'data-background-image': 'media',
  'data-background-video': 'media',
  'data-background-video-thumb': 'media',
  'data-background-iframe': 'frame',
  'data-preview-link': 'frame',
  'data-preview-image': 'media',
  'data-preview-video': 'media',
};

/** Frames and what they load are held to `frame` URLs whatever the attribute. */
export const FRAME_TAGS = ['iframe'];
/** Video and audio sources are held to `playable` URLs. */
export const PLAYABLE_TAGS = ['video', 'audio', 'source'];

/**
 * Attributes that never survive: `data-markdown` makes reveal.js's markdown plugin fetch and
 * render a remote file as slide HTML.
 */
export const DROPPED_ATTRIBUTES = ['data-markdown'];

/** Disallowed elements whose content goes with them (their text is code, or markup in disguise). */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'template',
  'object',
  'applet',
  'embed',
];

/** Style values that could fetch or run something, or escape the value's meaning. */
const UNSAFE_CSS_VALUE = /url\s*\(|image-set\s*\(|expression\s*\(|javascript:|vbscript:|@import|\\|\/\*/i;
const SAFE_CSS_VALUE = new RegExp(`^(?![\\s\\S]*(?:${UNSAFE_CSS_VALUE.source}))[\\s\\S]*$`, 'i');

const STYLE_PROPERTIES = [
  'left',
  'top',
  'right',
  'bottom',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'transform',
  'transform-origin',
  'opacity',
  'visibility',
  'color',
  'background-color',
  'border',
  'border-width',
  'border-style',
  'border-color',
  'border-radius',
  'padding',
  'margin',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'font-variant',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-indent',
  'vertical-align',
  'list-style-type',
  'display',
  'overflow',
  'white-space',
  'word-break',
  'overflow-wrap',
  'box-shadow',
  'text-shadow',
  'object-fit',
  'object-position',
  'fill',
  'stroke',
  'stroke-width',
];

/**
 * Inline style per property: layout and type without url() or expressions; `position` only
 * within the slide (never `fixed` or `sticky`, which could cover the page around a deck).
 */
export const ALLOWED_STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': {
    ...Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_CSS_VALUE]])),
    position: [/^(?:absolute|relative|static)$/i],
    'z-index': [/^-?\d{1,6}$/],
  },
};

const CSS_COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\([0-9.,%\s/+-]{1,80}\)|[a-z]{3,30})$/i;
const CSS_LENGTH = String.raw`-?\d{1,5}(?:\.\d{1,4})?(?:px|%|em|rem|vw|vh)?`;
const CSS_POSITION_PART = String.raw`(?:center|top|bottom|left|right|${CSS_LENGTH})`;
const TRANSITION_NAME = /^[a-z][a-z-]{0,39}(?:\s+[a-z][a-z-]{0,39}){0,2}$/;

/**
 * Slide attributes reveal.js copies into a background's style or reads as a setting: their
 * values must be exactly what the name promises (a colour is a colour, never more declarations
 * or a `url()`), or the attribute is dropped.
 */
export const SLIDE_VALUE_RULES: Readonly<Record<string, RegExp>> = {
  'data-background-color': CSS_COLOR,
  'data-background-size': new RegExp(`^(?:cover|contain|initial|auto|${CSS_LENGTH}(?:\\s+${CSS_LENGTH})?)$`, 'i'),
  'data-background-position': new RegExp(`^${CSS_POSITION_PART}(?:\\s+${CSS_POSITION_PART}){0,3}$`, 'i'),
  'data-background-repeat':
    /^(?:repeat|no-repeat|repeat-x|repeat-y|space|round)(?:\s+(?:repeat|no-repeat|space|round))?$/i,
  'data-background-opacity': /^(?:0|1|0?\.\d{1,6}|1\.0{1,6})$/,
  'data-background-gradient': SAFE_CSS_VALUE,
  'data-background-transition': TRANSITION_NAME,
  'data-transition': TRANSITION_NAME,
  'data-transition-speed': /^(?:default|fast|slow)$/,
  'data-autoslide': /^\d{1,9}$/,
  'data-background-video-media-id': /^[0-9a-z-]{1,64}$/i,
};
