import { useIntl } from '../../../lib/i18n/use-intl';
import { Button } from '../../../components/button';
import { COMMON_TEXTS, USER_TEXTS as texts } from '../admin-texts';

interface UsersPaginationProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next, bounds-checked, with "Page x of y" and the number of users (spec §9). */
export function UsersPagination({ page, totalPages, total, onPage }: UsersPaginationProps) {
  const { formatMessage: t } = useIntl();
  return (
    <nav
      aria-label={t(texts.pagination)}
      className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t(texts.total, { total })}</p>
      <div className="flex items-center gap-3">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t(COMMON_TEXTS.previous)}
        </Button>
        <span className="text-sm font-medium text-slate-800 tabular-nums dark:text-slate-200">
          {t(texts.pageOf, { page, pages: totalPages })}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t(COMMON_TEXTS.next)}
        </Button>
      </div>
    </nav>
  );
}
