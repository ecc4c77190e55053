import { USER_STATUS_FILTERS, type UserStatusFilter } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { controlClasses } from '../../../components/form/control-classes';
import { USER_TEXTS as texts } from '../admin-texts';

interface UsersToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  status: UserStatusFilter;
  onStatus: (status: UserStatusFilter) => void;
}

/** The search box and the status filter buttons (spec §2). */
export function UsersToolbar({ search, onSearch, status, onStatus }: UsersToolbarProps) {
  const { formatMessage: t } = useIntl();
  const searchId = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="relative w-full lg:max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t(texts.searchLabel)}
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        >
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
            clipRule="evenodd"
          />
        </svg>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t(texts.searchPlaceholder)}
          autoComplete="off"
          maxLength={100}
          className={`${controlClasses} ps-10`}
        />
      </div>
      <div role="group" aria-label={t(texts.filterLabel)} className="flex flex-wrap gap-2">
        {USER_STATUS_FILTERS.map((filter) => {
          const isActive = filter === status;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={isActive}
              onClick={() => onStatus(filter)}
              className={`min-h-9 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors ${
                isActive
                  ? 'bg-brand-700 text-white ring-brand-700 dark:bg-brand-300 dark:text-brand-950 dark:ring-brand-300'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800'
              }`}
            >
              {t(texts.filters[filter])}
            </button>
          );
        })}
      </div>
    </div>
  );
}
