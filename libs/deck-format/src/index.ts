export type * from './model.js';
export { SHAPE_KINDS, LINE_HEADS } from './model.js';
export { parse } from './parse.js';
export { serialize, serializeSlide } from './serialize.js';
export { blockHtml } from './blocks/write-block.js';
export { shapeSvg } from './blocks/shape-svg.js';
export { lineSvg } from './blocks/line-svg.js';
export { slideCount, slideIndices, type SlideIndex } from './slide-indices.js';
export * from './constants.js';
