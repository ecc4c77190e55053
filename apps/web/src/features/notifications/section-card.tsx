import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Controls beside the heading, e.g. "Mark all as read". */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card of the notifications page; its heading names the section for assistive technology. */
export function SectionCard({ title, description, actions, children, className }: SectionCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={[
        'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-950 dark:text-white">
            {title}
          </h2>
          {description && (
            <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>
          )}
        </div>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
