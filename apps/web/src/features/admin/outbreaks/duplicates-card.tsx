import type { PossibleDuplicate } from '@outbreak-watch/domain';
import { useId, useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Button } from '../../../components/button';
import { duplicateLabel, PossibleDuplicateList } from '../../../components/possible-duplicate-list';
import { errorMessage } from '../../../lib/api-client';
import { formatMediumDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useVerificationAction } from '../api/admin-work-api';
import { AdminCard, type Notice } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DUPLICATE_TEXTS as texts, VERIFICATION_TEXTS } from '../admin-texts';

/**
 * The review page's likely duplicates of report `id`, each linked to its own review, with "Not a
 * duplicate" on each and one Merge that asks which of them this report repeats.
 */
export function DuplicatesCard({
  id,
  duplicates,
  onNotice,
  onMerged,
}: {
  id: number;
  duplicates: readonly PossibleDuplicate[];
  onNotice: (notice: Notice) => void;
  onMerged: (survivorId: number) => void;
}) {
  const { formatMessage: t } = useIntl();
  const action = useVerificationAction();
  const headingId = useId();
  const [isMerging, setIsMerging] = useState(false);
  const [survivorId, setSurvivorId] = useState<number | null>(null);
  const fail = (error: unknown) =>
    onNotice({ tone: 'error', text: errorMessage(error, t(VERIFICATION_TEXTS.actionFailed)) });
  const chosen = survivorId ?? duplicates[0]?.id ?? null;

  return (
    <AdminCard className="p-5" labelledBy={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {t(texts.title)}
        </h2>
        {duplicates.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setIsMerging(true)}>
            {t(texts.merge)}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(texts.intro)}</p>
      <div className="mt-3">
        {duplicates.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t(texts.none)}</p>
        ) : (
          <PossibleDuplicateList
            duplicates={duplicates}
            hrefOf={paths.adminOutbreak}
            renderActions={(duplicate) => (
              <Button
                variant="secondary"
                size="sm"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate(
                    { kind: 'not-duplicate', id, otherId: duplicate.id },
                    {
                      onSuccess: () =>
                        onNotice({ tone: 'success', text: t(texts.notDuplicateDone, { id: duplicate.id }) }),
                      onError: fail,
                    },
                  )
                }
              >
                {t(texts.notDuplicate, { id: duplicate.id })}
              </Button>
            )}
          />
        )}
      </div>

      {isMerging && chosen !== null && (
        <ConfirmDialog
          open
          title={t(texts.mergeTitle)}
          confirmLabel={t(texts.mergeConfirm)}
          busyLabel={t(texts.merging)}
          destructive
          busy={action.isPending}
          onCancel={() => setIsMerging(false)}
          onConfirm={() =>
            action.mutate(
              { kind: 'merge', id, survivorId: chosen },
              {
                onSuccess: () => {
                  setIsMerging(false);
                  onMerged(chosen);
                },
                onError: (error) => {
                  setIsMerging(false);
                  fail(error);
                },
              },
            )
          }
        >
          <p>{t(texts.mergeMessage, { id })}</p>
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-slate-950 dark:text-white">
              {t(texts.survivorLegend)}
            </legend>
            <div className="mt-2 space-y-2">
              {duplicates.map((duplicate) => (
                <label
                  key={duplicate.id}
                  className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200"
                >
                  <input
                    type="radio"
                    name="survivor"
                    value={duplicate.id}
                    checked={chosen === duplicate.id}
                    onChange={() => setSurvivorId(duplicate.id)}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span>
                    #{duplicate.id} · {duplicateLabel(duplicate)} · {formatMediumDate(duplicate.date)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </ConfirmDialog>
      )}
    </AdminCard>
  );
}
