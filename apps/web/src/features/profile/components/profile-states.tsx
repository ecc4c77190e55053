import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { paths } from '../../../lib/paths';
import { COMMON_MESSAGES } from '../../../components/messages';
import { Spinner } from '../../../components/spinner';
import { PROFILE_MESSAGES as M } from '../messages';

/** The page frame of both profile screens. */
export function ProfileLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">{children}</div>;
}

/** Before the profile is there: a heading for the page, then the spinner or the error box. */
function PendingFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ProfileLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">{title}</h1>
      {children}
    </ProfileLayout>
  );
}

export function ProfileLoading({ title }: { title: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <PendingFrame title={title}>
      <Spinner label={t(M.loading)} className="py-20" />
    </PendingFrame>
  );
}

interface ProfileErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** The error box with Retry (spec §2 Profiles). */
export function ProfileError({ title, message, onRetry }: ProfileErrorProps) {
  const { formatMessage: t } = useIntl();
  return (
    <PendingFrame title={title}>
      <div role="alert">
        <Alert tone="error" title={t(M.loadFailed)}>
          <p>{message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            {t(COMMON_MESSAGES.retry)}
          </Button>
        </Alert>
      </div>
    </PendingFrame>
  );
}

/**
 * No such member (a 404, an id the server refuses, or none at all): asking again cannot help, so there
 * is no Retry, only the way back.
 */
export function ProfileNotFound({ title, message }: { title: string; message: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <PendingFrame title={title}>
      <div role="alert">
        <Alert tone="info" title={t(M.notFound)}>
          <p>{message}</p>
          <p className="mt-1">{t(M.notFoundHint)}</p>
          <ButtonLink to={paths.home} variant="secondary" size="sm" className="mt-3">
            {t(M.toDashboard)}
          </ButtonLink>
        </Alert>
      </div>
    </PendingFrame>
  );
}
