import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'error';

const tones: Record<AlertTone, string> = {
  info: 'border-brand-200 bg-brand-50 text-brand-950 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-50',
  success:
    'border-green-200 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950/60 dark:text-green-50',
  error: 'border-red-200 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50',
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A boxed message. It carries no live-region role of its own: wrap it in an element with
 * `role="status"` or `role="alert"` that is already on the page, so screen readers announce the change.
 */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div
      className={['rounded-lg border px-4 py-3 text-sm', tones[tone], className].filter(Boolean).join(' ')}
    >
      {title !== undefined && <p className="font-semibold">{title}</p>}
      <div className={title === undefined ? undefined : 'mt-1'}>{children}</div>
    </div>
  );
}
