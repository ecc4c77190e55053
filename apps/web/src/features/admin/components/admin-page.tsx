import { useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FilterText } from '../../../components/filter-controls';
import { COMMON_TEXTS } from '../admin-texts';

/** The heading of an admin screen, with an optional line of text and actions on the right. */
export function AdminPageTitle({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {intro && <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** The link above a screen of one item back to its list. */
export function AdminBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-3 text-sm">
      <Link to={to} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {children}
      </Link>
    </p>
  );
}

/** A white panel on the admin pages; named by its heading (`labelledBy`) it is a landmark region. */
export function AdminCard({
  children,
  className,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={[
        'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </section>
  );
}

/** A failed load: the message and a Retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <div role="alert">
      <Alert tone="error">
        <p>{message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          {t(COMMON_TEXTS.retry)}
        </Button>
      </Alert>
    </div>
  );
}

/** Previous / Next under a list paged without a count. */
export function Pager({
  page,
  hasMore,
  onPage,
  total,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** When the list says how many it holds: "Page 2 of 5 · 87 reports". */
  total?: { count: number; perPage: number; noun: (count: number) => string };
}) {
  const { formatMessage: t } = useIntl();
  if (page === 1 && !hasMore) return null;
  const where = total
    ? t(COMMON_TEXTS.pageOfTotal, {
        page,
        pages: Math.max(1, Math.ceil(total.count / total.perPage)),
        count: total.noun(total.count),
      })
    : t(COMMON_TEXTS.page, { page });
  return (
    <nav aria-label={t(COMMON_TEXTS.pages)} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(COMMON_TEXTS.previous)}
      </Button>
      <span className="text-center text-sm text-slate-700 tabular-nums dark:text-slate-300">{where}</span>
      <Button variant="secondary" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t(COMMON_TEXTS.next)}
      </Button>
    </nav>
  );
}

export interface ListToolbarProps<V extends string> {
  /** Names the group of choices for screen readers, e.g. "Which reports". */
  choicesLabel: string;
  choices: readonly V[];
  choiceLabels: Record<V, string>;
  chosen: V;
  onChoose: (value: V) => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** The applied search words; typing changes nothing until Search is pressed. */
  search: string;
  onSearch: (words: string) => void;
}

/** Above an admin list: one of a few views (pressed buttons) and a search applied on submit. */
export function ListToolbar<V extends string>(props: ListToolbarProps<V>) {
  const [typed, setTyped] = useState(props.search);
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div
        role="group"
        aria-label={props.choicesLabel}
        className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {props.choices.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={props.chosen === value}
            onClick={() => props.onChoose(value)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${
              props.chosen === value
                ? 'bg-white text-slate-950 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {props.choiceLabels[value]}
          </button>
        ))}
      </div>
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearch(typed.trim());
        }}
      >
        <FilterText
          label={props.searchLabel}
          type="search"
          value={typed}
          placeholder={props.searchPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {props.searchLabel}
        </Button>
      </form>
    </div>
  );
}

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** The outcome of the last action, announced politely; empty until there is one. */
export function NoticeArea({ notice }: { notice: Notice | null }) {
  return (
    <div role="status" className="mb-4 empty:hidden">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </div>
  );
}
