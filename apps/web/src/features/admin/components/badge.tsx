import type { ReactNode } from 'react';

/*
 * Colours as in components/outbreak-badges.tsx, whose pairs are checked for at least 4.5:1 in light and
 * dark mode. Every badge says its state in words.
 */
const base =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const tones = {
  green:
    'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-700',
  yellow:
    'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-100 dark:ring-yellow-700',
  red: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
  violet:
    'bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-100 dark:ring-violet-700',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-700',
  slate:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
} as const;
export type BadgeTone = keyof typeof tones;

/** A small pill that names a state, its colour a second cue. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${base} ${tones[tone]}`}>{children}</span>;
}
