import { useIntl } from '../../lib/i18n/use-intl';
import { PageHeader } from '../../components/page-header';
import { EmailFrequencyForm } from './email-frequency-form';
import { ExportsSection } from './exports-section';
import { FollowsSection } from './follows-section';
import { NotificationList } from './notification-list';
import { NOTIFICATIONS_TEXT } from './notifications-text';

/** `/notifications` (signed in): the notifications, what the user follows, and how emails arrive. */
export function NotificationsPage() {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(NOTIFICATIONS_TEXT.title)} eyebrow={t(NOTIFICATIONS_TEXT.eyebrow)}>
        {t(NOTIFICATIONS_TEXT.intro)}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
        <NotificationList className="lg:col-span-2" />
        <div className="grid gap-6">
          <FollowsSection />
          <ExportsSection />
          <EmailFrequencyForm />
        </div>
      </div>
    </>
  );
}
