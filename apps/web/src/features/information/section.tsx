import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section of the information page; `id` is its jump-link target. */
export function Section({ id, title, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-36">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}
