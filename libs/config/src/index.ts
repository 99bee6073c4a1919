export * from './config.js';
export * from './sign-in-providers.js';
export * from './payments.js';
