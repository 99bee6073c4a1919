export { matchingFamilies, type FontListSource } from './font-list.js';
export { createGoogleFontsSource } from './google-fonts.js';
