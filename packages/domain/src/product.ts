/** Texts of the shared chrome (spec §1). */
export const PRODUCT = {
  name: 'Outbreak Watch',
  tagline: 'An online in-silico intelligence tool for outbreak surveillance',
  demoBanner: 'Demo data — not real outbreaks',
} as const;

/** The password of every demo account: published in the README, so no real account may use it. */
export const DEMO_PASSWORD = 'Demo-Outbreak-2026';
