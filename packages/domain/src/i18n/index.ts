export * from './locale-codes.js';
export * from './locales.js';
export * from './messages.js';
