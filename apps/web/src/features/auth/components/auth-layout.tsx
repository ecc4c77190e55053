import type { ReactNode } from 'react';

export const textLinkClasses =
  'rounded-sm font-semibold text-brand-800 underline decoration-brand-700/40 underline-offset-2 ' +
  'hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50 dark:hover:decoration-brand-200';

interface AuthLayoutProps {
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** A status picture above the title, e.g. a mail or check icon. */
  icon?: ReactNode;
  /** A line under the card, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
  /** Register has two columns of fields; the other screens are narrow. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** The centred card every accounts screen sits in. */
export function AuthLayout({
  title,
  description,
  icon,
  footer,
  width = 'narrow',
  children,
}: AuthLayoutProps) {
  return (
    <div
      className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-14 ${width === 'wide' ? 'max-w-2xl' : 'max-w-lg'}`}
    >
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9 dark:border-slate-800 dark:bg-slate-900">
        {icon && <div className="mb-5">{icon}</div>}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-950 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {description && (
          <div className="mt-2 text-pretty text-slate-600 dark:text-slate-400">{description}</div>
        )}
        {children && <div className="mt-7">{children}</div>}
      </div>
      {footer && <p className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">{footer}</p>}
    </div>
  );
}
