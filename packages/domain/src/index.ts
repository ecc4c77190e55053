export * from './config.js';
export * from './contact.js';
export * from './errors.js';
export * from './messages.js';
export * from './product.js';
export * from './reference.js';
export * from './roles.js';
