export * from './ears.js';
export * from './normal.js';
