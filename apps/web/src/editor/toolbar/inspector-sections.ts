// The inspector sections loaded apart from the editor's first download (see ../deferred-parts).
export { CodeInspector } from './code-inspector';
export { FragmentFields } from './fragment-fields';
export { MathInspector } from './math-inspector';
export { MediaFields } from './media-fields';
export { TableInspector } from './table-inspector';
