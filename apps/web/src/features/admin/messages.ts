/**
 * The admin screens declare their texts in admin-texts.ts; the catalogues are built from the
 * `messages.ts` files, so this one brings them in.
 */
export * from './admin-texts';
