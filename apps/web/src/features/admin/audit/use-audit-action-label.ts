import { useIntl } from '../../../lib/i18n/use-intl';
import { auditActionMessage } from '../admin-texts';

/** An audited action's readable name in the reader's language; an unknown action as recorded. */
export function useAuditActionLabel(): (action: string) => string {
  const { formatMessage: t } = useIntl();
  return (action) => {
    const message = auditActionMessage(action);
    return message ? t(message) : action;
  };
}
