export type * from './model.js';
export { SHAPE_KINDS, LINE_HEADS } from './model.js';
export { parse } from './parse.js';
export { serialize, serializeSlide } from './serialize.js';
export { escapeAttribute, escapeText } from './html-text.js';
export { blockContentHtml, blockHtml } from './blocks/write-block.js';
export { mathFromText } from './blocks/math.js';
export { shapeSvg } from './blocks/shape-svg.js';
export { lineSvg } from './blocks/line-svg.js';
export { numberedSlides, slideCount, slideIndices, type SlideIndex } from './slide-indices.js';
export * from './constants.js';
export { CODE_LANGUAGES } from './code-languages.js';
export * from './markup-limits.js';
export {
  FRAGMENT_STYLES,
  blockFragment,
  withFragment,
  fragmentIndexFrom,
  type Fragment,
  type FragmentStyle,
} from './fragments.js';
export {
  AUTO_ANIMATE_EASINGS,
  AUTO_ANIMATE_DEFAULT_SETTINGS,
  autoAnimateMsFrom,
  blockMatchId,
  slideAutoAnimate,
  withAutoAnimate,
  withMatchIdsUniqueOn,
  type AutoAnimate,
} from './auto-animate.js';
export { IFRAME_SANDBOX } from './blocks/iframe.js';
export * from './slide-background.js';
export * from './slide-settings.js';
export { slideLinkCount, withSlideLinksRenamed } from './slide-links.js';
export { imageCropLayout } from './blocks/image.js';
export { withoutSpeakerNotes } from './speaker-notes.js';
export { slideWithThemeHtml, themeHtmlLayer, THEME_HTML_CLASS, THEME_SAMPLE_SLIDE } from './theme-slides.js';
