/** Test material for shared deck documents: blocks, typing as the text binding does, and the convergence fuzz. */
export { oneTextBlockDeck, shapeBlock, textBlock } from './blocks.js';
export { typeInBlock } from './typing.js';
export { runConvergenceFuzz, type FuzzOptions, type FuzzOutcome } from './fuzz.js';
