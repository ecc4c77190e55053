import {
  SIGNAL_STATUS_LABELS,
  SIGNAL_TRANSITIONS,
  SIGNAL_TRIAGE_MESSAGES,
  VERIFICATION_MESSAGES,
  type SignalDetail,
  type SignalStatus,
  type SignalTriageRequest,
} from '@outbreak-watch/domain';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { controlClasses } from '../../components/form/control-classes';
import { errorMessage } from '../../lib/api-client';
import { formatCount, formatMediumDate } from '../../lib/format';
import { useTriageSignal } from './api/triage-signal';

type Decision = Exclude<SignalStatus, 'new'>;

const HINTS: Record<Decision, string> = {
  under_review: 'The verification team is looking into it.',
  verified: 'An event: choose the outbreaks it concerns. Followers of the series are told once.',
  discarded: 'Seen, not an event: it leaves the public list and the map. Nobody is told.',
};

/** The request a decision makes, or the message that keeps it from being sent. */
function requestOf(decision: Decision, outbreakIds: number[], reason: string): SignalTriageRequest | string {
  if (decision === 'verified')
    return outbreakIds.length > 0
      ? { status: 'verified', outbreak_ids: outbreakIds }
      : SIGNAL_TRIAGE_MESSAGES.outbreaksRequired;
  if (decision === 'discarded')
    return reason.trim()
      ? { status: 'discarded', reason: reason.trim() }
      : VERIFICATION_MESSAGES.reasonRequired;
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
  const titleId = useId();
  const reasonId = useId();
  const choiceId = useId();
  const errorId = useId();
  const current = choices.includes(decision) ? decision : choices[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const request = requestOf(current, outbreakIds, reason);
    if (typeof request === 'string') return setProblem(request);
    setProblem(null);
    mutation.mutate(
      { id: signal.id, request },
      {
        onSuccess: (next) => {
          setReason('');
          setDone(`Marked ${SIGNAL_STATUS_LABELS[next.triage.status].toLowerCase()}.`);
          setDecision(SIGNAL_TRANSITIONS[next.triage.status][0] as Decision);
        },
        onError: (error) => setProblem(errorMessage(error, 'The signal could not be triaged.')),
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
        Triage
      </h2>
      {triage.triaged_by && triage.triaged_at && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {SIGNAL_STATUS_LABELS[triage.status]} by {triage.triaged_by} on{' '}
          {formatMediumDate(triage.triaged_at)}
          {triage.reason ? `: ${triage.reason}` : '.'}
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Mark the signal</legend>
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
                    {SIGNAL_STATUS_LABELS[choice]}
                  </label>
                  <p id={`${choiceId}-${choice}-hint`} className="text-slate-600 dark:text-slate-400">
                    {HINTS[choice]}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>

        {current === 'verified' && (
          <fieldset aria-describedby={problem ? errorId : undefined}>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Outbreaks the event concerns
            </legend>
            {reports.length === 0 ? (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                No reports of this week to link.
              </p>
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
                      #{report.id} · {report.disease_name}, {report.state_name ?? report.country_name},{' '}
                      {formatMediumDate(report.date)} · {formatCount(report.cases)} cases
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
              Reason <span aria-hidden="true">*</span>
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
          {mutation.isPending ? 'Saving…' : `Mark ${SIGNAL_STATUS_LABELS[current].toLowerCase()}`}
        </Button>
      </form>
    </section>
  );
}
