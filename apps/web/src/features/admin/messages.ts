/**
 * The admin screens declare their messages in admin-texts.ts; the catalogues are built from every
 * folder's messages.ts, so this one brings them in.
 */
export * from './admin-texts';
