import { OUTBREAK_STATUS_MESSAGES, OUTBREAK_STATUSES, type OutbreakStatus } from '@outbreak-watch/domain';
import { useId, useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { controlClasses } from '../../../components/form/control-classes';
import { ConfirmationBadge, StatusBadge } from '../../../components/outbreak-badges';
import { OutbreakHistoryList } from '../../../components/outbreak-history';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDecimal, formatLocation, formatMediumDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useVerificationAction, useVerificationOutbreak } from '../api/admin-work-api';
import {
  AdminBackLink,
  AdminCard,
  AdminPageTitle,
  LoadError,
  NoticeArea,
  type Notice,
} from '../components/admin-page';
import { ReasonField } from '../components/reason-field';
import { DUPLICATE_TEXTS, VERIFICATION_TEXTS as texts } from '../admin-texts';
import { CorrectionForm } from './correction-form';
import { DuplicatesCard } from './duplicates-card';
import { outbreakLabel } from './outbreak-label';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-950 dark:text-white">{children}</dd>
    </div>
  );
}

/** `/admin/outbreaks/:id`: one report with its answers and history, and every verification action. */
export function OutbreakReviewPage() {
  const { formatMessage: t } = useIntl();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const report = useVerificationOutbreak(id);
  const action = useVerificationAction();
  const statusId = useId();
  const [status, setStatus] = useState<OutbreakStatus | ''>('');
  const [dialog, setDialog] = useState<'confirm' | 'remove' | null>(null);
  const [reason, setReason] = useState('');
  const [isCorrecting, setIsCorrecting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  if (!Number.isInteger(id) || id < 1) return <Alert tone="error">{t(texts.notFound)}</Alert>;
  if (report.isPending) return <Spinner label={t(texts.loadingReport)} className="py-16" />;
  if (report.isError)
    return report.error instanceof ApiError && report.error.status === 404 ? (
      <div role="alert">
        <Alert tone="error">
          {t(texts.notFound)}{' '}
          <Link to={paths.adminOutbreaks} className="underline">
            {t(texts.backToQueue)}
          </Link>
        </Alert>
      </div>
    ) : (
      <LoadError
        message={errorMessage(report.error, t(texts.loadError))}
        onRetry={() => void report.refetch()}
      />
    );

  const { outbreak, answers, history, duplicates } = report.data;
  const label = outbreakLabel(t, outbreak);
  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: errorMessage(error, t(texts.actionFailed)) });
  const currentStatus = status || outbreak.status;

  return (
    <>
      <AdminBackLink to={paths.adminOutbreaks}>{t(texts.backToQueue)}</AdminBackLink>
      <AdminPageTitle
        title={label}
        actions={
          <ButtonLink to={paths.details(outbreak.id)} variant="secondary" size="sm">
            {t(texts.viewPublic)}
          </ButtonLink>
        }
      />
      <NoticeArea notice={notice} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AdminCard className="p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-950 dark:text-white">{t(texts.factsTitle)}</h2>
              <div className="flex gap-2">
                <ConfirmationBadge confirmed={outbreak.confirmed} />
                <StatusBadge status={outbreak.status} />
              </div>
            </div>
            {isCorrecting ? (
              <div className="mt-4">
                <CorrectionForm
                  report={report.data}
                  busy={action.isPending}
                  error={action.error}
                  onCancel={() => {
                    action.reset();
                    setIsCorrecting(false);
                  }}
                  onSubmit={(input) =>
                    action.mutate(
                      { kind: 'correct', id, input },
                      {
                        onSuccess: () => {
                          setIsCorrecting(false);
                          setNotice({ tone: 'success', text: t(texts.corrected) });
                        },
                      },
                    )
                  }
                />
              </div>
            ) : (
              <>
                <dl className="mt-4 grid gap-4 sm:grid-cols-2">
                  <Fact label={t(texts.facts.date)}>{formatMediumDate(outbreak.date)}</Fact>
                  <Fact label={t(texts.facts.place)}>
                    {[outbreak.city, formatLocation(outbreak)].filter(Boolean).join(', ')}
                  </Fact>
                  <Fact label={t(texts.facts.disease)}>{outbreak.disease_name}</Fact>
                  <Fact label={t(texts.reporter)}>
                    {outbreak.first_name ? `${outbreak.first_name} ${outbreak.last_name ?? ''}` : '—'}
                    {outbreak.reporter_email && (
                      <span className="block text-slate-700 dark:text-slate-300">
                        {outbreak.reporter_email}
                      </span>
                    )}
                  </Fact>
                  <Fact label={t(texts.facts.source)}>{outbreak.source ?? '—'}</Fact>
                  <Fact label={t(texts.facts.reported)}>{formatMediumDate(outbreak.created_at)}</Fact>
                </dl>
                <dl className="mt-4">
                  <Fact label={t(texts.facts.description)}>{outbreak.description ?? '—'}</Fact>
                </dl>
                <h3 className="mt-6 text-sm font-semibold text-slate-950 dark:text-white">
                  {t(texts.answers)}
                </h3>
                <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {Object.entries(answers).map(([key, value]) => (
                    <Fact key={key} label={key.replaceAll('_', ' ')}>
                      {formatDecimal(value)}
                    </Fact>
                  ))}
                </dl>
                <Button variant="secondary" size="sm" className="mt-5" onClick={() => setIsCorrecting(true)}>
                  {t(texts.correct)}
                </Button>
              </>
            )}
          </AdminCard>
          <DuplicatesCard
            id={id}
            duplicates={duplicates}
            onNotice={setNotice}
            onMerged={(survivorId) => {
              setNotice({ tone: 'success', text: t(DUPLICATE_TEXTS.merged, { id, survivorId }) });
              void navigate(paths.adminOutbreak(survivorId));
            }}
          />
          <AdminCard className="p-5">
            <h2 className="text-lg font-semibold text-slate-950 dark:text-white">{t(texts.history)}</h2>
            <div className="mt-3">
              {history.length === 0 ? (
                <p className="text-sm text-slate-700 dark:text-slate-300">{t(texts.noHistory)}</p>
              ) : (
                <OutbreakHistoryList history={history} />
              )}
            </div>
          </AdminCard>
        </div>

        <AdminCard className="h-fit space-y-5 p-5">
          {!outbreak.confirmed && (
            <Button className="w-full" onClick={() => setDialog('confirm')}>
              {t(texts.confirm)}
            </Button>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (currentStatus === outbreak.status) return;
              setNotice(null);
              action.mutate(
                { kind: 'status', id, status: currentStatus },
                {
                  onSuccess: () => {
                    setStatus('');
                    setNotice({
                      tone: 'success',
                      text: t(texts.statusChanged, {
                        label,
                        status: t(OUTBREAK_STATUS_MESSAGES[currentStatus]),
                      }),
                    });
                  },
                  onError: fail,
                },
              );
            }}
          >
            <label
              htmlFor={statusId}
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t(texts.status)}
            </label>
            <select
              id={statusId}
              value={currentStatus}
              onChange={(event) => setStatus(event.target.value as OutbreakStatus)}
              className={`${controlClasses} mt-1.5`}
            >
              {OUTBREAK_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(OUTBREAK_STATUS_MESSAGES[value])}
                </option>
              ))}
            </select>
            <Button
              type="submit"
              variant="secondary"
              className="mt-2 w-full"
              disabled={currentStatus === outbreak.status || action.isPending}
            >
              {t(texts.changeStatus)}
            </Button>
          </form>
          <Button
            variant="secondary"
            className="w-full text-red-800 dark:text-red-300"
            onClick={() => setDialog('remove')}
          >
            {t(texts.remove)}
          </Button>
        </AdminCard>
      </div>

      {dialog === 'confirm' && (
        <ConfirmDialog
          open
          title={t(texts.confirmTitle)}
          confirmLabel={t(texts.confirm)}
          busyLabel={t(texts.confirming)}
          busy={action.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            action.mutate(
              { kind: 'confirm', id },
              {
                onSuccess: () => setNotice({ tone: 'success', text: t(texts.confirmed, { label }) }),
                onError: fail,
                onSettled: () => setDialog(null),
              },
            )
          }
        >
          {t(texts.confirmMessage, { label })}
        </ConfirmDialog>
      )}
      {dialog === 'remove' && (
        <ConfirmDialog
          open
          title={t(texts.removeTitle)}
          confirmLabel={t(texts.remove)}
          busyLabel={t(texts.removing)}
          destructive
          busy={action.isPending}
          canConfirm={reason.trim() !== ''}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            action.mutate(
              { kind: 'remove', id, reason: reason.trim() },
              {
                onSuccess: () => void navigate(paths.adminOutbreaks, { state: { removed: label } }),
                onError: (error) => {
                  setDialog(null);
                  fail(error);
                },
              },
            )
          }
        >
          <p>{t(texts.removeMessage, { label })}</p>
          <ReasonField label={t(texts.reason)} value={reason} onChange={setReason} />
        </ConfirmDialog>
      )}
    </>
  );
}
