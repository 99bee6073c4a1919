// Custom deck CSS on the server: compile (LESS), bound, scope and clean.
export { compileCustomCss, customCssInputProblem, nestingDepth, type CustomCssResult } from './compile-custom-css.js';
export { isSafeStyleUrl, scopeCss, type ScopedCss } from './scope-css.js';
export * from './limits.js';
