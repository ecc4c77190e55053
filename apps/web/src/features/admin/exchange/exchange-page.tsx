import {
  DHIS2_FORMATS,
  OUTBREAK_STATUS_MESSAGES,
  OUTBREAK_STATUSES,
  type Dhis2Format,
  type Dhis2Mapping,
  type Dhis2MappingInput,
} from '@outbreak-watch/domain';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FilterSelect, FilterText, listStatus, WeekInput } from '../../../components/filter-controls';
import { CountryFilter, DiseaseFilter } from '../../../components/reference-filters';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';
import { useCountries, useDiseases } from '../../../lib/reference-api';
import { EXCHANGE_TEXTS } from '../admin-texts';
import {
  downloadDhis2,
  useDhis2Mapping,
  useDhis2Unmapped,
  useSaveDhis2Mapping,
  type Dhis2ExportParams,
} from '../api/exchange-api';
import { AdminCard, AdminPageTitle, LoadError } from '../components/admin-page';
import type { FormatText } from '../format-texts';

const texts = EXCHANGE_TEXTS;

/** "Country 2": a mapping row as the screen numbers it (`index` from 0). */
const rowName = (t: FormatText, kind: string, index: number) =>
  t(texts.mapping.rowName, { kind, number: index + 1 });

/** `/admin/exchange`: the DHIS2 mapping, and downloads of weekly counts as dataValueSets JSON or ADX. */
export function ExchangePage() {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <AdminPageTitle title={t(texts.title)} intro={t(texts.intro)} />
      <div className="grid gap-6">
        <MappingCard />
        <DownloadCard />
      </div>
    </>
  );
}

// The mapping ----------------------------------------------------------------------------------------------

interface OrgUnitRow {
  key: number;
  country: string;
  uid: string;
}
interface ElementRow {
  key: number;
  disease: string;
  cases: string;
  deaths: string;
  combo: string;
}

let nextKey = 0;
const newKey = () => ++nextKey;

function MappingCard() {
  const { formatMessage: t } = useIntl();
  const mapping = useDhis2Mapping();
  // Here, not in the editor: a saved mapping starts the editor afresh, and its answer stays shown.
  const save = useSaveDhis2Mapping();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const headingId = useId();
  return (
    <AdminCard className="p-4 sm:p-6" labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
        {t(texts.mapping.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(texts.mapping.intro)}</p>
      {mapping.isPending ? (
        <Spinner label={t(texts.mapping.loading)} className="py-8" />
      ) : mapping.isError ? (
        <LoadError
          message={errorMessage(mapping.error, t(texts.mapping.loadError))}
          onRetry={() => void mapping.refetch()}
        />
      ) : (
        // A new mapping (saved or uploaded) starts the editor afresh.
        <MappingEditor
          key={JSON.stringify(mapping.data)}
          saved={mapping.data}
          save={save}
          uploadError={uploadError}
          setUploadError={setUploadError}
        />
      )}
    </AdminCard>
  );
}

function MappingEditor({
  saved,
  save,
  uploadError,
  setUploadError,
}: {
  saved: Dhis2Mapping;
  save: ReturnType<typeof useSaveDhis2Mapping>;
  uploadError: string | null;
  setUploadError: (message: string | null) => void;
}) {
  const { formatMessage: t } = useIntl();
  const [dataSet, setDataSet] = useState(saved.data_set ?? '');
  const [orgUnits, setOrgUnits] = useState<OrgUnitRow[]>(() =>
    saved.org_units.map((row) => ({ key: newKey(), country: String(row.country_id), uid: row.uid })),
  );
  const [elements, setElements] = useState<ElementRow[]>(() =>
    saved.data_elements.map((row) => ({
      key: newKey(),
      disease: String(row.disease_id),
      cases: row.cases,
      deaths: row.deaths ?? '',
      combo: row.category_option_combo ?? '',
    })),
  );
  const countries = useCountries();
  const diseases = useDiseases();

  const input = (): Dhis2MappingInput => ({
    data_set: dataSet.trim() || null,
    org_units: orgUnits.map((row) => ({ country: Number(row.country) || row.country, uid: row.uid })),
    data_elements: elements.map((row) => ({
      disease: Number(row.disease) || row.disease,
      cases: row.cases,
      deaths: row.deaths.trim() || null,
      category_option_combo: row.combo.trim() || null,
    })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUploadError(null);
    save.mutate(input());
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      save.reset();
      setUploadError(t(texts.mapping.uploadInvalid));
      return;
    }
    save.mutate(parsed as Dhis2MappingInput);
  };
  const updateOrgUnit = (key: number, change: Partial<OrgUnitRow>) =>
    setOrgUnits((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const updateElement = (key: number, change: Partial<ElementRow>) =>
    setElements((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const countryOptions = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const diseaseOptions = (diseases.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));

  return (
    <form className="mt-4 grid gap-6" onSubmit={submit} noValidate>
      <div className="max-w-sm">
        <UidInput label={t(texts.mapping.dataSet)} value={dataSet} onChange={setDataSet} />
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(texts.mapping.dataSetHint)}</p>
      </div>

      <RowList
        legend={t(texts.mapping.orgUnits)}
        rows={orgUnits}
        kind={t(texts.mapping.country)}
        addLabel={t(texts.mapping.addCountry)}
        onAdd={() => setOrgUnits((rows) => [...rows, { key: newKey(), country: '', uid: '' }])}
        onRemove={(key) => setOrgUnits((rows) => rows.filter((r) => r.key !== key))}
        rowClassName="sm:grid-cols-[1fr_1fr_auto]"
      >
        {(row, index) => (
          <>
            <FilterSelect
              label={rowName(t, t(texts.mapping.country), index)}
              value={row.country}
              anyLabel={t(texts.mapping.chooseCountry)}
              status={listStatus(countries)}
              options={countryOptions}
              onChange={(event) => updateOrgUnit(row.key, { country: event.target.value })}
            />
            <UidInput
              label={t(texts.mapping.orgUnit, { n: index + 1 })}
              value={row.uid}
              onChange={(uid) => updateOrgUnit(row.key, { uid })}
            />
          </>
        )}
      </RowList>

      <RowList
        legend={t(texts.mapping.dataElements)}
        rows={elements}
        kind={t(texts.mapping.disease)}
        addLabel={t(texts.mapping.addDisease)}
        onAdd={() =>
          setElements((rows) => [...rows, { key: newKey(), disease: '', cases: '', deaths: '', combo: '' }])
        }
        onRemove={(key) => setElements((rows) => rows.filter((r) => r.key !== key))}
        rowClassName="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
      >
        {(row, index) => (
          <>
            <FilterSelect
              label={rowName(t, t(texts.mapping.disease), index)}
              value={row.disease}
              anyLabel={t(texts.mapping.chooseDisease)}
              status={listStatus(diseases)}
              options={diseaseOptions}
              onChange={(event) => updateElement(row.key, { disease: event.target.value })}
            />
            <UidInput
              label={t(texts.mapping.cases, { n: index + 1 })}
              value={row.cases}
              onChange={(cases) => updateElement(row.key, { cases })}
            />
            <UidInput
              label={t(texts.mapping.deaths, { n: index + 1 })}
              value={row.deaths}
              onChange={(deaths) => updateElement(row.key, { deaths })}
            />
            <UidInput
              label={t(texts.mapping.combo, { n: index + 1 })}
              value={row.combo}
              onChange={(combo) => updateElement(row.key, { combo })}
            />
          </>
        )}
      </RowList>

      {/* One cell of the form's grid: the answer of a save, or why it failed. */}
      <div>
        <div role="status">
          {save.isSuccess && !save.isPending && <Alert tone="success">{t(texts.mapping.saved)}</Alert>}
        </div>
        <div role="alert">
          {(save.isError || uploadError) && (
            <Alert tone="error" title={t(texts.mapping.saveError)}>
              <p>{uploadError ?? errorMessage(save.error, t(texts.mapping.saveError))}</p>
              {save.error instanceof ApiError && save.error.details.length > 1 && (
                <ul className="mt-1 list-disc ps-5">
                  {save.error.details.map((detail) => (
                    <li key={detail.field}>{`${readableField(t, detail.field)}: ${detail.message}`}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t(texts.mapping.saving) : t(texts.mapping.save)}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloadBlob(
              new Blob([`${JSON.stringify(saved, null, 2)}\n`], { type: 'application/json' }),
              'dhis2-mapping.json',
            )
          }
        >
          {t(texts.mapping.downloadFile)}
        </Button>
        <UploadButton label={t(texts.mapping.uploadFile)} onChange={(event) => void upload(event)} />
      </div>
    </form>
  );
}

/** The rows of one kind of the mapping, each with its Remove button, and an Add button. */
function RowList<T extends { key: number }>({
  legend,
  rows,
  kind,
  addLabel,
  onAdd,
  onRemove,
  rowClassName,
  children,
}: {
  legend: string;
  rows: T[];
  kind: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (key: number) => void;
  rowClassName: string;
  children: (row: T, index: number) => ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>
      {rows.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(texts.mapping.noneYet)}</p>
      )}
      {rows.map((row, index) => (
        <div
          key={row.key}
          className={`grid items-end gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700 ${rowClassName}`}
        >
          {children(row, index)}
          <Button
            variant="secondary"
            aria-label={t(texts.mapping.removeRow, { row: rowName(t, kind, index) })}
            onClick={() => onRemove(row.key)}
          >
            {t(texts.mapping.remove)}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

function UidInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (uid: string) => void;
}) {
  return (
    <FilterText
      label={label}
      value={value}
      maxLength={11}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** `org_units.1.uid` → "Country 2 (uid)", as the rows are numbered on the screen. */
function readableField(t: FormatText, field: string): string {
  const [list, index, name] = field.split('.');
  if (index === undefined) return field;
  const kind = t(list === 'org_units' ? texts.mapping.country : texts.mapping.disease);
  return `${rowName(t, kind, Number(index))}${name ? ` (${name})` : ''}`;
}

/** A file input shown as a button, its label the button's name. */
function UploadButton({
  label,
  onChange,
}: {
  label: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {label}
        <input id={id} type="file" accept="application/json,.json" className="sr-only" onChange={onChange} />
      </label>
    </div>
  );
}

// The download ---------------------------------------------------------------------------------------------

function DownloadCard() {
  const { formatMessage: t } = useIntl();
  const headingId = useId();
  const [week, setWeek] = useState('');
  const [toWeek, setToWeek] = useState('');
  const [format, setFormat] = useState<Dhis2Format>('json');
  const [diseaseId, setDiseaseId] = useState('');
  const [countryId, setCountryId] = useState('');
  const [status, setStatus] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const params: Dhis2ExportParams | null = week
    ? {
        ...(toWeek ? { from: week, to: toWeek } : { period: week }),
        ...(diseaseId ? { disease_id: diseaseId } : {}),
        ...(countryId ? { country_id: countryId } : {}),
        ...(status ? { status } : {}),
      }
    : null;
  const summary = useDhis2Unmapped(params);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!params) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadDhis2(params, format);
    } catch (error) {
      setDownloadError(errorMessage(error, t(texts.download.error)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminCard className="p-4 sm:p-6" labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
        {t(texts.download.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(texts.download.intro)}</p>
      <form className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <WeekInput label={t(texts.download.from)} value={week} onChange={(e) => setWeek(e.target.value)} />
          <WeekInput
            label={t(texts.download.to)}
            value={toWeek}
            onChange={(e) => setToWeek(e.target.value)}
          />
          <FilterSelect
            label={t(texts.download.format)}
            value={format}
            onChange={(event) => setFormat(event.target.value as Dhis2Format)}
            options={DHIS2_FORMATS.map((value) => ({ value, label: t(texts.download.formats[value]) }))}
          />
          <DiseaseFilter value={diseaseId} onChange={(event) => setDiseaseId(event.target.value)} />
          <CountryFilter value={countryId} onChange={(event) => setCountryId(event.target.value)} />
          <FilterSelect
            label={t(texts.download.status)}
            value={status}
            anyLabel={t(texts.download.anyStatus)}
            onChange={(event) => setStatus(event.target.value)}
            options={OUTBREAK_STATUSES.map((value) => ({ value, label: t(OUTBREAK_STATUS_MESSAGES[value]) }))}
          />
        </div>

        <div role="status" className="text-sm text-slate-800 dark:text-slate-200">
          {!params ? (
            <p>{t(texts.download.chooseWeek)}</p>
          ) : summary.isError ? (
            <Alert tone="error">{errorMessage(summary.error, t(texts.download.error))}</Alert>
          ) : summary.data ? (
            <div className="grid gap-2">
              <p>
                {t(texts.download.values, {
                  values: summary.data.values,
                  periods: summary.data.periods.length,
                })}
              </p>
              <h3 className="font-semibold text-slate-950 dark:text-white">
                {t(texts.download.unmappedTitle)}
              </h3>
              {summary.data.unmapped.length === 0 ? (
                <p>{t(texts.download.unmappedNone)}</p>
              ) : (
                <ul className="list-disc ps-5">
                  {summary.data.unmapped.map((row) => (
                    <li key={`${row.country_id}:${row.disease_id}`}>
                      {t(texts.download.unmappedRow, {
                        country: row.country_name,
                        disease: row.disease_name,
                        cases: row.cases,
                        deaths: row.deaths,
                      })}
                      {' ('}
                      {[
                        row.country_mapped ? null : t(texts.download.missing.country),
                        row.disease_mapped ? null : t(texts.download.missing.disease),
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      {')'}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </div>
        <div role="alert">{downloadError && <Alert tone="error">{downloadError}</Alert>}</div>
        <div>
          <Button type="submit" disabled={!params || downloading}>
            {downloading ? t(texts.download.downloading) : t(texts.download.submit)}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
