import type { ImportJob, ImportState } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { IMPORT_TEXTS as texts } from '../admin-texts';
import { Badge, type BadgeTone } from '../components/badge';

/** Blue while it waits for the admin, yellow while it runs, green when done, red when failed. */
const STATE_TONES: Record<ImportState, BadgeTone> = {
  uploaded: 'blue',
  checked: 'blue',
  running: 'yellow',
  done: 'green',
  failed: 'red',
  cancelled: 'slate',
  undone: 'violet',
};

export function ImportStateBadge({ state }: { state: ImportState }) {
  const { formatMessage: t } = useIntl();
  return <Badge tone={STATE_TONES[state]}>{t(texts.states[state])}</Badge>;
}

/** Whether an import's added reports are in the lists (it ended and they were not undone). */
export function hasReportsToSee(job: ImportJob): boolean {
  return (job.state === 'done' || job.state === 'cancelled') && (job.result?.added ?? 0) > 0;
}
