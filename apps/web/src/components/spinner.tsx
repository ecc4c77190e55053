interface SpinnerProps {
  /** What is loading, for screen readers; e.g. "Loading page". */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div
      role="status"
      className={['flex items-center justify-center gap-3', className].filter(Boolean).join(' ')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 animate-spin text-brand-700 dark:text-brand-300"
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
    </div>
  );
}
