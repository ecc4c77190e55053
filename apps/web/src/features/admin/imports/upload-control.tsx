import { IMPORT_MAX_BYTES } from '@outbreak-watch/domain';
import { useId, useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { IMPORT_TEXTS as texts } from '../admin-texts';
import { importContentType, useUploadImport } from '../api/imports-api';
import { AdminCard } from '../components/admin-page';
import { ButtonSpinner } from '../components/confirm-dialog';

const MAX_MEGABYTES = IMPORT_MAX_BYTES / 1024 / 1024;

/** "Import a file": a CSV or XLSX file is sent as soon as it is chosen, then its import's page opens. */
export function UploadControl() {
  const { formatMessage: t } = useIntl();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadImport();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  const send = (file: File) => {
    setProblem(null);
    const contentType = importContentType(file.name);
    if (contentType === null) return setProblem(t(texts.uploadWrongType));
    if (file.size > IMPORT_MAX_BYTES) return setProblem(t(texts.uploadTooLarge, { size: MAX_MEGABYTES }));
    upload.mutate(
      { file, contentType },
      {
        onSuccess: (job) => void navigate(paths.adminImport(job.id)),
        onError: (error) => setProblem(errorMessage(error, t(texts.uploadFailed))),
      },
    );
  };

  return (
    <AdminCard className="mb-4 p-4">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t(texts.upload)}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t(texts.uploadHint, { size: MAX_MEGABYTES })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send(file);
            event.target.value = '';
          }}
          className="block w-full max-w-full min-w-0 text-sm text-slate-800 file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800 sm:w-auto dark:text-slate-200"
        />
        {upload.isPending && (
          <span
            role="status"
            className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
          >
            <ButtonSpinner />
            {t(texts.uploading)}
          </span>
        )}
      </div>
      {problem && (
        <div id={errorId} role="alert" className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
    </AdminCard>
  );
}
