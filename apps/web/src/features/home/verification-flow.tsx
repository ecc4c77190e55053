const STEPS = [
  {
    title: 'Reported',
    text: 'A registered reporter submits the date, place, disease and a few assessment figures.',
    badge: 'Suspected',
  },
  {
    title: 'Discussed',
    text: 'Experts in the community add comments that support or question the report.',
    badge: 'Under review',
  },
  {
    title: 'Verified',
    text: 'Epidemiologists of the verification team confirm it and keep its status current.',
    badge: 'Confirmed',
  },
] as const;

/** How a report becomes a confirmed outbreak, shown beside the welcome text. */
export function VerificationFlow() {
  return (
    <section
      aria-labelledby="verification-flow-title"
      className="rounded-2xl border border-slate-200 bg-white/90 p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/80"
    >
      <h2 id="verification-flow-title" className="text-base font-semibold text-slate-950 dark:text-white">
        From report to verified outbreak
      </h2>
      <ol className="mt-5 space-y-5">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative flex gap-4">
            {index < STEPS.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-9 left-4 h-[calc(100%-1.25rem)] w-px bg-brand-200 dark:bg-brand-800"
              />
            )}
            <span
              aria-hidden="true"
              className="relative inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-950 dark:text-white">
                {step.title}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  {step.badge}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
