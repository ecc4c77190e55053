/**
 * The notification screens declare their texts in notifications-text.ts; the catalogues are built from
 * the `messages.ts` files, so this one brings them in.
 */
export * from './notifications-text';
