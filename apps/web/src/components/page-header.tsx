import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** A short line above the title, e.g. the section of the site. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The title band at the top of a content page. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {children && (
          <div className="mt-4 max-w-3xl text-lg text-pretty text-slate-700 dark:text-slate-300">
            {children}
          </div>
        )}
      </div>
    </div>
  );
}
