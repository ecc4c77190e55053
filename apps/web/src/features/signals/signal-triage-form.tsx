import {
  SIGNAL_TRANSITIONS,
  type MessageDescriptor,
  type SignalDetail,
  type SignalStatus,
  type SignalTriageRequest,
} from '@outbreak-watch/domain';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { controlClasses } from '../../components/form/control-classes';
import { errorMessage } from '../../lib/api-client';
import { formatMediumDate } from '../../lib/format';
import { useTriageSignal } from './api/triage-signal';
import { SIGNAL_FILTER_MESSAGES as S, TRIAGE_FORM_MESSAGES as F } from './messages';

type Decision = Exclude<SignalStatus, 'new'>;

const HINTS: Record<Decision, MessageDescriptor> = {
  under_review: F.underReviewHint,
  verified: F.verifiedHint,
  discarded: F.discardedHint,
};

/** The request a decision makes, or the message that keeps it from being sent. */
function requestOf(
  decision: Decision,
  outbreakIds: number[],
  reason: string,
): SignalTriageRequest | MessageDescriptor {
  if (decision === 'verified')
    return outbreakIds.length > 0 ? { status: 'verified', outbreak_ids: outbreakIds } : F.outbreaksRequired;
  if (decision === 'discarded')
    return reason.trim() ? { status: 'discarded', reason: reason.trim() } : F.reasonRequired;
  return { status: 'under_review' };
}

/**
 * Admins' triage of a signal: under review, verified event (with the outbreaks of its week it
 * concerns) or discarded (with a reason). Only the moves the server allows from the current state are
 * offered; the server checks again and its message is shown inline.
 */
export function SignalTriageForm({ detail }: { detail: SignalDetail }) {
  const { signal, triage, reports } = detail;
  const choices = SIGNAL_TRANSITIONS[signal.status] as readonly Decision[];
  const [decision, setDecision] = useState<Decision>(choices[0]);
  const [outbreakIds, setOutbreakIds] = useState<number[]>(triage.outbreaks.map((o) => o.id));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useTriageSignal();
  const { formatMessage: t } = useIntl();
  const titleId = useId();
  const reasonId = useId();
  const choiceId = useId();
  const errorId = useId();
  const current = choices.includes(decision) ? decision : choices[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const request = requestOf(current, outbreakIds, reason);
    if ('id' in request) return setProblem(t(request));
    setProblem(null);
    mutation.mutate(
      { id: signal.id, request },
      {
        onSuccess: (next) => {
          setReason('');
          setDone(t(F.marked, { status: next.triage.status }));
          setDecision(SIGNAL_TRANSITIONS[next.triage.status][0] as Decision);
        },
        onError: (error) => setProblem(errorMessage(error, t(F.failed))),
      },
    );
  };
  const toggle = (id: number) =>
    setOutbreakIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
        {t(S.triage)}
      </h2>
      {triage.triaged_by && triage.triaged_at && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t(triage.reason ? F.triagedByReason : F.triagedBy, {
            status: t(S[triage.status]),
            name: triage.triaged_by,
            date: formatMediumDate(triage.triaged_at),
            reason: triage.reason ?? '',
          })}
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t(F.choose)}</legend>
          <div className="mt-2 space-y-2">
            {choices.map((choice) => (
              <div key={choice} className="flex items-start gap-2 text-sm">
                <input
                  id={`${choiceId}-${choice}`}
                  type="radio"
                  name="signal-triage"
                  value={choice}
                  checked={current === choice}
                  onChange={() => setDecision(choice)}
                  aria-describedby={`${choiceId}-${choice}-hint`}
                  className="mt-0.5 size-4"
                />
                <div>
                  <label
                    htmlFor={`${choiceId}-${choice}`}
                    className="font-semibold text-slate-800 dark:text-slate-200"
                  >
                    {t(S[choice])}
                  </label>
                  <p id={`${choiceId}-${choice}-hint`} className="text-slate-600 dark:text-slate-400">
                    {t(HINTS[choice])}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>

        {current === 'verified' && (
          <fieldset aria-describedby={problem ? errorId : undefined}>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t(F.outbreaks)}
            </legend>
            {reports.length === 0 ? (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(F.noOutbreaks)}</p>
            ) : (
              <ul className="mt-2 max-h-60 space-y-1 overflow-auto">
                {reports.map((report) => (
                  <li key={report.id}>
                    <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                      <input
                        type="checkbox"
                        checked={outbreakIds.includes(report.id)}
                        onChange={() => toggle(report.id)}
                        className="size-4"
                      />
                      {t(F.outbreak, {
                        id: String(report.id),
                        disease: report.disease_name,
                        place: report.state_name ?? report.country_name,
                        date: formatMediumDate(report.date),
                        cases: report.cases,
                      })}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}

        {current === 'discarded' && (
          <div>
            <label
              htmlFor={reasonId}
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t(F.reason)} <span aria-hidden="true">*</span>
            </label>
            <textarea
              id={reasonId}
              required
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={problem !== null && !reason.trim()}
              aria-describedby={problem ? errorId : undefined}
              className={`${controlClasses} mt-1.5`}
            />
          </div>
        )}

        {problem && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        {done && <Alert tone="success">{done}</Alert>}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t(F.saving) : t(F.mark, { status: current })}
        </Button>
      </form>
    </section>
  );
}
