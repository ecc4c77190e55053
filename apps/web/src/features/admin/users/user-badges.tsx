import type { AdminUser } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { USER_TEXTS } from '../admin-texts';
import { Badge } from '../components/badge';

/** Verified or Unverified, plus Suspended when suspended (spec §2). */
export function UserStatusBadges({ user }: { user: Pick<AdminUser, 'is_verified' | 'is_suspended'> }) {
  const { formatMessage: t } = useIntl();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.is_verified ? (
        <Badge tone="green">{t(USER_TEXTS.badges.verified)}</Badge>
      ) : (
        <Badge tone="yellow">{t(USER_TEXTS.badges.unverified)}</Badge>
      )}
      {user.is_suspended && <Badge tone="red">{t(USER_TEXTS.badges.suspended)}</Badge>}
    </span>
  );
}

/** Spec §2: in the details, the qualification "admin" stands out from the others. */
export function QualificationValue({ value }: { value: string | null }) {
  const { formatMessage: t } = useIntl();
  if (value === null || value.trim() === '') return <>{t(USER_TEXTS.details.notSpecified)}</>;
  if (value.trim().toLowerCase() === 'admin') return <Badge tone="violet">{value}</Badge>;
  return <>{value}</>;
}

/** A dash for a missing value in the table, read out as "None". */
export function MissingValue() {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <span aria-hidden="true">{t(USER_TEXTS.none)}</span>
      <span className="sr-only">{t(USER_TEXTS.noneLabel)}</span>
    </>
  );
}
