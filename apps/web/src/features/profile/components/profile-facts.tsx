import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { PROFILE_MESSAGES as M } from '../messages';

export interface ProfileFact {
  term: string;
  value: ReactNode;
}

/** Label and value pairs of a profile, as a description list that wraps on narrow screens. */
export function ProfileFacts({ facts, className }: { facts: ProfileFact[]; className?: string }) {
  return (
    <dl className={['grid gap-x-6 gap-y-4', className].filter(Boolean).join(' ')}>
      {facts.map((fact) => (
        <div key={fact.term} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{fact.term}</dt>
          <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec §2: every member shown is 'Active'; suspended accounts cannot sign in or be looked at. */
export function ActiveStatus() {
  const { formatMessage: t } = useIntl();
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="size-2 rounded-full bg-green-600 dark:bg-green-400" />
      {t(M.active)}
    </span>
  );
}
