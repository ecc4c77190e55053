/** Texts of the shared chrome (spec §1). */
export const PRODUCT = {
  name: 'Outbreak Watch',
  tagline: 'An online in-silico intelligence tool for outbreak surveillance',
  demoBanner: 'Demo data — not real outbreaks',
} as const;
