export * from './ears.js';
export * from './normal.js';
export * from './farrington.js';
