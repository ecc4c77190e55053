import { useId, type ReactNode } from 'react';

export const cardClasses =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

interface ProfileCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A titled card of a profile page; its heading names the section for assistive technology. */
export function ProfileCard({ title, description, children, className }: ProfileCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={[cardClasses, 'p-5 sm:p-6', className].filter(Boolean).join(' ')}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-950 dark:text-white">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
