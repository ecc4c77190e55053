import type { AlertState } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { ALERT_LOG_TEXTS as texts } from '../admin-texts';
import { Badge, type BadgeTone } from '../components/badge';

/** Green for what arrived, yellow for what will be tried again, red and violet for what never will. */
const STATE_TONES: Record<AlertState, BadgeTone> = {
  queued: 'blue',
  retrying: 'yellow',
  sent: 'green',
  failed: 'red',
  gone: 'violet',
  read: 'slate',
};

export function AlertStateBadge({ state }: { state: AlertState }) {
  const { formatMessage: t } = useIntl();
  return <Badge tone={STATE_TONES[state]}>{t(texts.states[state])}</Badge>;
}
