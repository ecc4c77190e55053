import {
  OUTBREAK_STATUS_MESSAGES,
  type ImportCheck,
  type ImportMapping,
  type OutbreakStatus,
} from '@outbreak-watch/domain';
import { useId, useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FilterSelect, listStatus } from '../../../components/filter-controls';
import { errorMessage } from '../../../lib/api-client';
import { localizeCountries } from '../../../lib/format';
import { useCountries, useDiseases } from '../../../lib/reference-api';
import { IMPORT_TEXTS as texts } from '../admin-texts';
import { downloadRefusals } from '../api/imports-api';
import { AdminTable, HeadRow, TD_CLASSES } from '../components/admin-table';
import { listOf } from './import-words';

const muted = 'text-slate-700 dark:text-slate-300';
const h3 = 'mb-2 text-base font-semibold text-slate-900 dark:text-slate-100';
const COUNT_KEYS = ['added', 'updated', 'duplicates', 'refused'] as const;

interface CheckResultsProps {
  jobId: number;
  check: ImportCheck;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** Step 2's answer: the counts, the refusals, the preview, and the country and disease names not found. */
export function CheckResults({ jobId, check, mapping, onChange }: CheckResultsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const used = t(texts.columnsUsed, { count: check.used_columns.length });
  return (
    <div className="space-y-6">
      <div>
        <p className="text-slate-900 dark:text-slate-100">{t(texts.checkWords, { ...check.counts })}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {COUNT_KEYS.map((key) => (
            <div key={key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className={`text-xs font-medium ${muted}`}>{t(texts.counts[key])}</dt>
              <dd className="text-xl font-semibold text-slate-950 tabular-nums dark:text-white">
                {intl.formatNumber(check.counts[key])}
              </dd>
            </div>
          ))}
        </dl>
        <p className={`mt-2 text-sm ${muted}`}>
          {check.ignored_columns.length > 0
            ? t(texts.columnsLeftOut, { used, ignored: listOf(intl, check.ignored_columns) })
            : used}
        </p>
      </div>
      <Unmatched check={check} mapping={mapping} onChange={onChange} />
      {check.refusals.length > 0 && <Refusals jobId={jobId} check={check} />}
      {check.preview.length > 0 && <Preview check={check} />}
    </div>
  );
}

function Refusals({ jobId, check }: { jobId: number; check: ImportCheck }) {
  const { formatMessage: t } = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown =
    check.refusals.length < check.counts.refused
      ? t(texts.refusalsShown, { shown: check.refusals.length, total: check.counts.refused })
      : '';
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t(texts.refusalsTitle)}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => {
            setProblem(null);
            setBusy(true);
            downloadRefusals(jobId)
              .catch((error: unknown) => setProblem(errorMessage(error, t(texts.downloadFailed))))
              .finally(() => setBusy(false));
          }}
        >
          {t(texts.downloadRefusals)}
        </Button>
      </div>
      {shown && <p className={`mb-2 text-sm ${muted}`}>{shown}</p>}
      {problem && (
        <div role="alert" className="mb-2">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      <AdminTable
        caption={t(texts.refusalsTitle)}
        head={<HeadRow columns={Object.values(texts.refusalColumns).map((column) => t(column))} />}
      >
        {check.refusals.map((refusal, index) => (
          <tr key={index}>
            <td className={`${TD_CLASSES} tabular-nums`}>{refusal.row}</td>
            <td className={TD_CLASSES}>{refusal.column ?? t(texts.wholeRow)}</td>
            <td className={`${TD_CLASSES} min-w-48`}>{refusal.reason}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/** The reasons the check gave for refusing a row, among the refusals it kept, as one text. */
const refusalReasons = (check: ImportCheck, row: number) =>
  check.refusals
    .filter((refusal) => refusal.row === row)
    .map((refusal) => refusal.reason)
    .join(' ');

function Preview({ check }: { check: ImportCheck }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div>
      <h3 className={h3}>{t(texts.previewTitle)}</h3>
      <AdminTable
        caption={t(texts.previewTitle)}
        head={<HeadRow columns={Object.values(texts.previewColumns).map((column) => t(column))} />}
      >
        {check.preview.map((row) => (
          <tr key={row.row}>
            <td className={`${TD_CLASSES} tabular-nums`}>{row.row}</td>
            <td className={`${TD_CLASSES} whitespace-nowrap`}>{t(texts.actions[row.action])}</td>
            {row.action === 'refuse' ? (
              // A refused row has no stored facts to show: why it is refused instead of empty cells.
              <td colSpan={6} className={`${TD_CLASSES} ${muted}`}>
                {refusalReasons(check, row.row) || t(texts.refusedSeeList)}
              </td>
            ) : (
              <>
                <td className={`${TD_CLASSES} whitespace-nowrap`}>{row.date}</td>
                <td className={TD_CLASSES}>
                  {[row.city, row.state, row.country].filter(Boolean).join(', ')}
                </td>
                <td className={TD_CLASSES}>{row.disease}</td>
                <td className={TD_CLASSES}>
                  {row.status in OUTBREAK_STATUS_MESSAGES
                    ? t(OUTBREAK_STATUS_MESSAGES[row.status as OutbreakStatus])
                    : row.status}
                </td>
                <td className={`${TD_CLASSES} tabular-nums`}>{intl.formatNumber(row.cases)}</td>
                <td className={`${TD_CLASSES} tabular-nums`}>{intl.formatNumber(row.deaths)}</td>
              </>
            )}
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/** A select per country or disease name the file uses that no known one has; a choice goes in the mapping. */
function Unmatched({ check, mapping, onChange }: Omit<CheckResultsProps, 'jobId'>) {
  const { countries, diseases } = check.unmatched;
  const hasAny = countries.length + diseases.length > 0;
  const countryList = useCountries({ enabled: hasAny });
  const diseaseList = useDiseases({ enabled: hasAny });
  const headingId = useId();
  const { formatMessage: t } = useIntl();
  if (!hasAny) return null;
  const lists = [
    {
      key: 'country_matches',
      names: countries,
      known: countryList,
      items: localizeCountries(countryList.data ?? []),
      label: texts.unmatchedCountry,
    },
    {
      key: 'disease_matches',
      names: diseases,
      known: diseaseList,
      items: diseaseList.data ?? [],
      label: texts.unmatchedDisease,
    },
  ] as const;

  const setMatch = (key: 'country_matches' | 'disease_matches', text: string, value: string) => {
    const matches = { ...mapping[key] };
    if (value === '') delete matches[text];
    else matches[text] = Number(value);
    onChange({ ...mapping, [key]: matches });
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={h3}>
        {t(texts.unmatchedTitle)}
      </h3>
      <p className={`mb-3 text-sm ${muted}`}>{t(texts.unmatchedIntro)}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {lists.flatMap(({ key, names, known, items, label }) =>
          names.map((text) => (
            <FilterSelect
              key={`${key}-${text}`}
              label={t(label, { text })}
              value={String(mapping[key][text] ?? '')}
              onChange={(event) => setMatch(key, text, event.target.value)}
              anyLabel={t(texts.noMatch)}
              status={listStatus(known)}
              options={items.map((item) => ({ value: String(item.id), label: item.name }))}
            />
          )),
        )}
      </div>
    </section>
  );
}
