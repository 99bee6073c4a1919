import pptxModule from 'pptxgenjs';

// pptxgenjs's types describe its CommonJS build, whose default export is an object holding the
// class; Node loads its ES build, whose default export is the class itself.
export const PptxGenJS = pptxModule as unknown as typeof pptxModule.default;

export type PptxSlide = import('pptxgenjs').default.Slide;
export type TextRun = import('pptxgenjs').default.TextProps;
export type ShapeName = import('pptxgenjs').default.SHAPE_NAME;
export type TableRow = import('pptxgenjs').default.TableRow;
