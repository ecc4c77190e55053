import { useId, type ReactNode } from 'react';

interface DetailsCardProps {
  title: string;
  /** Shown beside the title, e.g. a count. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled section of the details page. */
export function DetailsCard({ title, aside, className, children }: DetailsCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A term and its value in a details list. */
export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100">{children}</dd>
    </div>
  );
}
