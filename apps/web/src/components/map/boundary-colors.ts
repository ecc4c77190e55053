import { useSyncExternalStore } from 'react';

/**
 * Colours of country shapes drawn without tiles. Leaflet writes them into SVG attributes, where
 * Tailwind's `dark:` cannot reach, so both schemes are spelled out here. The sea is the map's
 * background (point-map.css).
 */
export const BOUNDARY_COLORS = {
  light: { land: '#f8fafc', border: '#94a3b8', highlight: '#0f172a' },
  dark: { land: '#334155', border: '#64748b', highlight: '#f8fafc' },
} as const;

export type ColorScheme = keyof typeof BOUNDARY_COLORS;

// Screens only: a printed map is light whatever the theme (index.css `dark` variant).
const DARK_QUERY = 'screen and (prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The system colour scheme (the app's dark mode follows it), kept current when it changes. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, getScheme, () => 'light');
}
