type StatusKind = 'success' | 'error' | 'mail' | 'warning';

const tones: Record<StatusKind, string> = {
  success: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  error: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  mail: 'bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-300',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
};

const paths: Record<StatusKind, string> = {
  success: 'm4.5 12.75 6 6 9-13.5',
  error: 'M6 18 18 6M6 6l12 12',
  mail: 'M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.24a2.25 2.25 0 0 1-1.07 1.92l-7.5 4.61a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.92v-.24',
  warning:
    'M12 9v3.75m-9.3 3.38c-.87 1.5.22 3.37 1.95 3.37h14.7c1.73 0 2.82-1.87 1.95-3.37L13.95 3.38c-.87-1.5-3.03-1.5-3.9 0L2.7 16.13ZM12 15.75h.01v.01H12v-.01Z',
};

/** The round picture at the top of a result screen. Decorative: the heading says the same. */
export function StatusIcon({ kind }: { kind: StatusKind }) {
  return (
    <span className={`inline-flex size-12 items-center justify-center rounded-full ${tones[kind]}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-6"
      >
        <path d={paths[kind]} />
      </svg>
    </span>
  );
}
