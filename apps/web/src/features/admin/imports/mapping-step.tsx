import {
  IMPORT_DATE_FORMATS,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  OUTBREAK_STATUS_MESSAGES,
  OUTBREAK_STATUSES,
  REQUIRED_IMPORT_FIELDS,
  type ImportField,
  type ImportJob,
  type ImportMapping,
  type OutbreakStatus,
  type SavedImportMapping,
} from '@outbreak-watch/domain';
import { useId, useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Button } from '../../../components/button';
import { FilterSelect, FilterText, listStatus } from '../../../components/filter-controls';
import { errorMessage } from '../../../lib/api-client';
import { IMPORT_TEXTS as texts } from '../admin-texts';
import { useDeleteMapping, useSavedMappings, useSaveMapping } from '../api/imports-api';
import { AdminTable, TD_CLASSES, TH_CLASSES } from '../components/admin-table';
import { NoticeArea, type Notice } from '../components/admin-page';
import { DeleteDialog } from '../components/delete-dialog';
import { firstDateValue, readDate } from './mapping';

const muted = 'text-slate-700 dark:text-slate-300';

interface MappingStepProps {
  job: ImportJob;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** Step 1: which column holds each field, how dates read, the default status, and saved mappings. */
export function MappingStep({ job, mapping, onChange }: MappingStepProps) {
  const { formatMessage: t } = useIntl();
  const headerOptions = job.headers.map((header) => ({ value: header, label: header }));
  const setColumn = (field: ImportField, header: string) => {
    const columns = { ...mapping.columns };
    if (header === '') delete columns[field];
    else columns[field] = header;
    onChange({ ...mapping, columns });
  };

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t(texts.fieldsLegend)}
        </legend>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_FIELDS.map((field) => (
            <FilterSelect
              key={field}
              label={
                REQUIRED_IMPORT_FIELDS.includes(field)
                  ? t(texts.requiredField, { field: t(IMPORT_FIELD_LABELS[field]) })
                  : t(IMPORT_FIELD_LABELS[field])
              }
              value={mapping.columns[field] ?? ''}
              onChange={(event) => setColumn(field, event.target.value)}
              anyLabel={t(texts.notInFile)}
              options={headerOptions}
            />
          ))}
        </div>
      </fieldset>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <DateFormatField job={job} mapping={mapping} onChange={onChange} />
        <div className="space-y-4">
          <FilterSelect
            label={t(texts.defaultStatus)}
            value={mapping.default_status}
            onChange={(event) =>
              onChange({ ...mapping, default_status: event.target.value as OutbreakStatus })
            }
            options={OUTBREAK_STATUSES.map((status) => ({
              value: status,
              label: t(OUTBREAK_STATUS_MESSAGES[status]),
            }))}
          />
          <ConfirmField checked={mapping.confirm} onChange={(confirm) => onChange({ ...mapping, confirm })} />
        </div>
      </div>

      <SampleTable job={job} />
      <SavedMappings mapping={mapping} onChange={onChange} />
    </div>
  );
}

function DateFormatField({ job, mapping, onChange }: MappingStepProps) {
  const { formatMessage: t } = useIntl();
  const example = firstDateValue(job, mapping);
  const exampleId = useId();
  return (
    <fieldset aria-describedby={example ? exampleId : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t(texts.dateFormat)}
      </legend>
      {example && (
        <p id={exampleId} className={`mt-1 text-sm ${muted}`}>
          {t(texts.dateExample, { value: example })}
        </p>
      )}
      <div className="mt-2 space-y-1">
        {IMPORT_DATE_FORMATS.map((format) => {
          const reading = example ? readDate(example, format) : null;
          return (
            <label
              key={format}
              className="flex min-h-11 items-center gap-3 text-sm text-slate-900 dark:text-slate-100"
            >
              <input
                type="radio"
                name={`date-format-${job.id}`}
                value={format}
                checked={mapping.date_format === format}
                onChange={() => onChange({ ...mapping, date_format: format })}
                className="size-4 accent-brand-700"
              />
              {reading
                ? t(texts.readsAs, { format: t(texts.dateFormats[format]), date: reading })
                : t(texts.dateFormats[format])}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function ConfirmField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { formatMessage: t } = useIntl();
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t(texts.confirm)}
        </label>
      </div>
      <p id={hintId} className={`text-sm ${muted}`}>
        {t(texts.confirmHint)}
      </p>
    </div>
  );
}

/** The file's first rows under its headers, to map by eye; it scrolls inside its own box. */
function SampleTable({ job }: { job: ImportJob }) {
  const { formatMessage: t } = useIntl();
  return (
    <div>
      <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-slate-100">
        {t(texts.sampleTitle)}
      </h3>
      <AdminTable
        caption={t(texts.sampleTitle)}
        head={
          <tr>
            {job.headers.map((header, index) => (
              <th key={index} scope="col" className={`${TH_CLASSES} normal-case`}>
                {header}
              </th>
            ))}
          </tr>
        }
      >
        {job.sample_rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {job.headers.map((_, index) => (
              <td key={index} className={`${TD_CLASSES} whitespace-nowrap`}>
                {row[index] ?? ''}
              </td>
            ))}
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

function SavedMappings({ mapping, onChange }: Omit<MappingStepProps, 'job'>) {
  const { formatMessage: t } = useIntl();
  const saved = useSavedMappings();
  const save = useSaveMapping();
  const deletion = useDeleteMapping();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<SavedImportMapping | null>(null);
  const headingId = useId();
  const chosenItem = saved.data?.find((entry) => String(entry.id) === chosen);

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 md:col-span-2 dark:text-slate-100">
        {t(texts.savedMappings)}
      </h3>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <FilterSelect
            label={t(texts.useSaved)}
            value={chosen}
            anyLabel={t(texts.chooseSaved)}
            status={listStatus(saved)}
            options={(saved.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
            onChange={(event) => {
              setChosen(event.target.value);
              const item = saved.data?.find((entry) => String(entry.id) === event.target.value);
              if (!item) return;
              onChange(item.mapping);
              setNotice({ tone: 'success', text: t(texts.savedUsed, { name: item.name }) });
            }}
          />
        </div>
        <Button
          variant="secondary"
          disabled={!chosenItem}
          aria-label={chosenItem ? t(texts.deleteMappingLabel, { name: chosenItem.name }) : undefined}
          onClick={() => setDeleting(chosenItem ?? null)}
        >
          {t(texts.deleteMapping)}
        </Button>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          if (trimmed === '') return;
          save.mutate(
            { name: trimmed, mapping },
            {
              onSuccess: (item) => {
                setName('');
                setNotice({ tone: 'success', text: t(texts.saved, { name: item.name }) });
              },
              onError: (error) =>
                setNotice({ tone: 'error', text: errorMessage(error, t(texts.saveFailed)) }),
            },
          );
        }}
      >
        <div className="min-w-0 flex-1">
          <FilterText
            label={t(texts.saveAs)}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending || name.trim() === ''}>
          {t(texts.save)}
        </Button>
      </form>
      <div className="md:col-span-2">
        <NoticeArea notice={notice} />
      </div>
      <DeleteDialog
        target={deleting}
        title={t(texts.deleteMappingTitle)}
        confirmLabel={t(texts.deleteMappingConfirm)}
        busyLabel={t(texts.deletingMapping)}
        question={(item) => t(texts.deleteMappingQuestion, { name: item.name })}
        deletion={deletion}
        failure={(error) => errorMessage(error, t(texts.deleteMappingFailed))}
        onClose={() => setDeleting(null)}
        onDeleted={(item) => {
          setChosen('');
          setNotice({ tone: 'success', text: t(texts.deletedMapping, { name: item.name }) });
        }}
      />
    </section>
  );
}
