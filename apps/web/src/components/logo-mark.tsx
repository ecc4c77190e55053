interface LogoMarkProps {
  className?: string;
}

/** The Outbreak Watch mark: a globe with a watch point. Decorative; the title next to it names it. */
export function LogoMark({ className = 'size-9' }: LogoMarkProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-700 dark:fill-brand-400" />
      <g fill="none" className="stroke-white dark:stroke-slate-950" strokeLinecap="round">
        <circle cx="16" cy="16" r="9" strokeWidth="2" />
        <path d="M7 16h18" strokeWidth="1.6" />
        <path
          d="M16 7c-3 2.6-4.5 5.6-4.5 9s1.5 6.4 4.5 9c3-2.6 4.5-5.6 4.5-9S19 9.6 16 7Z"
          strokeWidth="1.6"
        />
      </g>
      <circle
        cx="22.5"
        cy="9.5"
        r="3.5"
        strokeWidth="1.5"
        className="fill-brand-200 stroke-brand-700 dark:fill-brand-900 dark:stroke-brand-400"
      />
    </svg>
  );
}
